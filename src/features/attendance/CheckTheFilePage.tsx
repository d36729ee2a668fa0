import { classFileResource } from '../../api/contract/resources/quality.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/CheckTheFile: class files (schedules, sign-in sheets, photos) the institution uploads and the region reviews. */
export default introPage(classFileResource, '培训机构和教师上传班级的课程表、签到表、培训照片等档案，由所在地区管理员审核；被驳回的档案可重新上传后再次审核。');
