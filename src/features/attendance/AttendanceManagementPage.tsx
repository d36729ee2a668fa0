import { attendanceRecordResource } from '../../api/contract/resources/attendance.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/AttendanceManagement: the roll of every started session; teachers call the roll and correct with a reason. */
export default introPage(
  attendanceRecordResource,
  '已开始场次的考勤名单：签到中未签到的学员可点名到课；场次结束仍未签到的记为缺勤。更正考勤须填写原因，并记录更正人。',
);
