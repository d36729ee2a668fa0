import { attendanceRecordResource } from '../../api/contract/resources/attendance.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/AttendanceManagement: the roll of every started session; teachers call the roll and correct with a reason. */
export default function AttendanceManagementPage() {
  return (
    <ResourcePage
      resource={attendanceRecordResource}
      intro={<p className="rs-intro">已开始场次的考勤名单：签到中未签到的学员可点名到课；场次结束仍未签到的记为缺勤。更正考勤须填写原因，并记录更正人。</p>}
    />
  );
}
