import { classFeedback } from '../../api/classes.ts';
import type { ClassFeedback } from '../../api/contract/classes.ts';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { Card, ClassFrame, Figures, dash, useClassId, useRole } from './classParts.tsx';
import { Bars } from './Bars.tsx';

type Appraise = ClassFeedback['appraise']['list'][number];
type Opinion = ClassFeedback['opinion']['list'][number];

const stars = (n: number) => (
  <span className="cl-stars" role="img" aria-label={`${n}星`}>
    {'★'.repeat(n)}
    {'☆'.repeat(Math.max(0, 5 - n))}
  </span>
);

/** /manage/feedback/{id}: the learners' teaching evaluations (/cultivate/appraise) and opinions (/cultivate/opinion). */
export default function FeedbackPage() {
  const id = useClassId();
  const role = useRole();
  const data = useLoad(() => (role ? classFeedback(role, id) : Promise.reject(new Error('未登录'))), [role, id]);
  const d = data.data;
  // the class's evaluations and opinions, read with it
  const appraisals = useHeldList(d?.appraise.list, { rowKey: (r) => r.userId });
  const opinions = useHeldList(d?.opinion.list, { rowKey: (r) => r.userId });
  const appraiseColumns: Column<Appraise>[] = [
    { key: 'realName', title: '学员', width: 90 },
    { key: 'teacherStars', title: '授课教师', width: 110, render: (r) => stars(r.teacherStars) },
    { key: 'courseStars', title: '课程内容', width: 110, render: (r) => stars(r.courseStars) },
    { key: 'organisationStars', title: '组织与服务', width: 110, render: (r) => stars(r.organisationStars) },
    { key: 'comment', title: '评价内容', width: 220 },
    { key: 'at', title: '提交时间', width: 150, render: (r) => fmtDateTime(r.at) },
  ];
  const opinionColumns: Column<Opinion>[] = [
    { key: 'realName', title: '学员', width: 90 },
    { key: 'satisfaction', title: '总体评价', width: 100 },
    { key: 'strengths', title: '做得好的地方', width: 200 },
    { key: 'content', title: '意见和建议', width: 240 },
    { key: 'at', title: '提交时间', width: 150, render: (r) => fmtDateTime(r.at) },
  ];
  return (
    <ClassFrame title="班级反馈" id={id} name={d?.className}>
      <PageState {...loadState(data)}>
        {d && (
          <>
            <Figures
              items={[
                ['班级学员', d.learners],
                ['教学评价', `${d.appraise.count}份`],
                ['授课教师（平均）', dash(d.appraise.averages.teacherStars, '星')],
                ['课程内容（平均）', dash(d.appraise.averages.courseStars, '星')],
                ['意见反馈', `${d.opinion.count}份`],
              ]}
            />
            <Card title="总体评价分布">
              <Bars items={d.opinion.satisfaction.map((s) => ({ label: s.label, count: s.count }))} total={d.opinion.count} />
            </Card>
            <Card title="教学评价">
              <ListView list={appraisals} columns={appraiseColumns} emptyText="学员尚未提交教学评价" titleKey="realName" onePage />
            </Card>
            <Card title="意见反馈">
              <ListView list={opinions} columns={opinionColumns} emptyText="学员尚未提交意见反馈" titleKey="realName" onePage />
            </Card>
          </>
        )}
      </PageState>
    </ClassFrame>
  );
}
