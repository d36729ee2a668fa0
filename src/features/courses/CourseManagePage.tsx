import { courseResource } from '../../api/contract/resources/courses.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useEditorPage } from '../../ui/editorPage.tsx';

/**
 * /manage/coursemanage: on-demand courses — the national catalogue (the national admin's, shared)
 * and the institution's own. Chapters, videos and quizzes on /manage/courseadd.
 */
export default function CourseManagePage() {
  const editor = useEditorPage('/manage/courseadd');
  return (
    <ResourcePage
      resource={courseResource}
      {...editor}
      intro={<p className="rs-intro">新课程添加章节（视频和测验）后才能上架；上架的课程出现在所有学员的点播课程中，按所选点播规则学习。</p>}
    />
  );
}
