import { Link } from 'react-router-dom';
import { quizRecords } from '../../api/ondemand.ts';
import ResponsiveTable from '../../ui/ResponsiveTable.tsx';
import { Pager, usePaged } from '../../ui/study.tsx';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { useLoad } from '../../ui/useLoad.ts';
import RefreshButton from '../../ui/RefreshButton.tsx';
import '../../ui/study.css';
import './ondemand.css';

/** /ondemand/answerrecordlist: chapter quiz attempts, newest first. */
export default function AnswerRecordListPage() {
  const r = useLoad(quizRecords, []);
  const paged = usePaged(r.data ?? []);
  return (
    <div className="od-page">
      <div className="ui-list-tools">
        <RefreshButton />
      </div>
      <ResponsiveTable
        data={paged.rows}
        loading={r.loading && !r.data}
        error={!r.data && r.error}
        onRetry={r.reload}
        emptyText="还没有答题记录"
        rowKey={(x) => x.attemptId}
        columns={[
          { key: 'chapterTitle', title: '章节', render: (x) => <Link to={`/ondemand/answerrecord?id=${x.attemptId}`}>{x.chapterTitle}</Link> },
          { key: 'courseTitle', title: '课程' },
          {
            key: 'score',
            title: '得分',
            render: (x) => (
              <b className={x.score >= 60 ? 'ln-ok' : 'ln-bad'}>
                {x.score}/{x.total}
              </b>
            ),
          },
          { key: 'correct', title: '答对', render: (x) => `${x.correctCount}/${x.questionCount}` },
          { key: 'createdAt', title: '时间', render: (x) => fmtDateTime(x.createdAt) },
          { key: 'op', title: '操作', render: (x) => <Link to={`/ondemand/answerrecord?id=${x.attemptId}`}>查看详情</Link> },
        ]}
      />
      <Pager {...paged} onChange={paged.setPage} />
    </div>
  );
}
