import { classCameraResource } from '../../api/contract/resources/quality.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/cameraManagement: the classroom cameras of the classes in scope (the supervisors' video supervision plays them). */
export default introPage(
  classCameraResource,
  '为班级教室登记摄像头，督导人员可在视频督导中查看启用的摄像头。培训机构和各级管理员可添加、修改；教师可查看所授班级的摄像头。',
);
