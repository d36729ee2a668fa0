import { courseMaterialResource } from '../../api/contract/resources/courses.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';

/** /manage/courseDown: course materials (课件) to download, by course. */
export default function CourseDownPage() {
  return (
    <ResourcePage
      resource={courseMaterialResource}
      intro={<p className="rs-intro">点文件名即可下载。全国课程的课件由全国管理员上传，机构课程的课件由本机构上传。</p>}
    />
  );
}
