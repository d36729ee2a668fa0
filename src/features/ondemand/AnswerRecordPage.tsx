import { Link, useSearchParams } from 'react-router-dom';
import { quizRecord } from '../../api/ondemand.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { Card } from '../../ui/study.tsx';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { answerText, ReviewedStem } from '../../ui/exam/QuestionView.tsx';
import './ondemand.css';

/** /ondemand/answerrecord?id=: one quiz attempt with every answer given, the correct one and the analysis. */
export default function AnswerRecordPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const r = useLoad(() => (id ? quizRecord(id) : Promise.reject(new Error('答题记录不存在'))), [id]);
  const d = r.data;
  return (
    <div className="od-page">
      <PageState {...loadState(r)}>
        {d && (
          <>
            <Card className="ln-result">
              <div className={`ln-score ${d.score >= 60 ? 'pass' : 'fail'}`} data-testid="quiz-score">
                {d.score}
              </div>
              <p className="ln-result-line">
                {d.courseTitle} · {d.chapterTitle}
              </p>
              <p className="ln-muted">
                答对 {d.correctCount}/{d.questionCount} 题 · {fmtDateTime(d.createdAt)}
              </p>
              <div className="ln-actions">
                <Link className="ln-btn" to={`/ondemand/courseplay?courseId=${d.courseId}&chapterId=${d.chapterId}`}>
                  返回课程
                </Link>
                <Link className="ln-btn" to="/ondemand/answerrecordlist">
                  全部记录
                </Link>
              </div>
            </Card>
            {d.items.map((it, i) => (
              <Card key={it.questionId} className={`ln-review ${it.correct ? 'right' : 'wrong'}`}>
                <ReviewedStem q={it} index={i} />
                <p>
                  你的答案：<b className={it.correct ? 'ln-ok' : 'ln-bad'}>{answerText(it.given)}</b>　正确答案：<b>{answerText(it.correctAnswer)}</b>
                </p>
                {it.analysis && <p className="ln-muted">解析：{it.analysis}</p>}
              </Card>
            ))}
          </>
        )}
      </PageState>
    </div>
  );
}
