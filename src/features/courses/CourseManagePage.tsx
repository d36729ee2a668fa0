import { useNavigate } from 'react-router-dom';
import { courseResource } from '../../api/contract/resources/courses.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useRole } from './common.tsx';

/**
 * /manage/coursemanage: on-demand courses — the national catalogue (the national admin's, shared)
 * and the institution's own. Chapters, videos and quizzes on /manage/courseadd.
 */
export default function CourseManagePage() {
  const navigate = useNavigate();
  const role = useRole();
  if (!role) return null;
  return (
    <ResourcePage
      resource={courseResource}
      onCreate={() => navigate('/manage/courseadd')}
      onEdit={(row) => navigate(`/manage/courseadd?id=${row.id}`)}
      cells={{
        title: (row) => (
          <button type="button" className="rs-link" onClick={() => navigate(`/manage/courseadd?id=${row.id}`)}>
            {row.title}
          </button>
        ),
      }}
      intro={<p className="rs-intro">新课程添加章节（视频和测验）后才能上架；上架的课程出现在所有学员的点播课程中，按所选点播规则学习。</p>}
    />
  );
}
