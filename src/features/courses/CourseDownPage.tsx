import { courseMaterialResource } from '../../api/contract/resources/courses.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/courseDown: course materials (课件) to download, by course. */
export default introPage(courseMaterialResource, '点文件名即可下载。全国课程的课件由全国管理员上传，机构课程的课件由本机构上传。');
