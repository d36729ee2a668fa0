import { Link } from 'react-router-dom';
import { quizRecords } from '../../api/ondemand.ts';
import type { QuizRecord } from '../../api/contract/learner.ts';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import RefreshButton from '../../ui/RefreshButton.tsx';
import '../../ui/study.css';
import './ondemand.css';

/** /ondemand/answerrecordlist: chapter quiz attempts, newest first. */
export default function AnswerRecordListPage() {
  const list = useListController({ load: wholeList(quizRecords), rowKey: (x: QuizRecord) => x.attemptId });
  return (
    <div className="od-page">
      <div className="ui-list-tools">
        <RefreshButton />
      </div>
      <ListView
        list={list}
        emptyText="还没有答题记录"
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
    </div>
  );
}
