import { attendanceSessionResource } from '../../api/contract/resources/attendance.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/setAttendanceManagement: the check-in sessions of each class: time window, place, method, when a check-in is late. */
export default introPage(
  attendanceSessionResource,
  '为班级安排签到场次：签到时间内，学员在“学习任务”页拍照签到，开始后超过迟到判定分钟数签到记为迟到，场次结束仍未签到记为缺勤。人脸比对方式会将签到照片与报名照片比对；教师点名方式由教师在考勤管理中点名。',
);
