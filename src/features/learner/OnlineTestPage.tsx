import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { AttemptListItem, AttemptResult, PaperSummary } from '../../api/contract/learner.ts';
import { attempts, papers, reviewAttempt, startPaper } from '../../api/learner.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import { Card, LearnerPage, fmtDateTime, useLoad } from './common.tsx';
import { answerText, ReviewedStem } from '../../ui/exam/QuestionView.tsx';

// taking a paper (the timer, the answer queue, the answer card) loads when a paper is opened
const ExamRunner = lazy(() => import('./ExamRunner.tsx'));
import { act } from '../../ui/act.tsx';
import { invigilationNotice } from './Invigilation.tsx';

const STATUS = { in_progress: '答题中', submitted: '已交卷', expired: '超时交卷' } as const;

type Mode = { attempt?: string; review?: string };

/**
 * /cultivate/onlinetest: the class's papers; ?attempt=ID takes one, ?review=ID shows its answers.
 * The view is this page's own state, read from the address once when it mounts and mirrored to the
 * address with replaceState (a reload resumes it). Navigating instead would make every kept-alive
 * copy of this tab follow the new address too, running the same attempt twice out of sight.
 */
export default function OnlineTestPage() {
  const location = useLocation();
  const [mode, setMode] = useState<Mode>(() => {
    const p = new URLSearchParams(location.search);
    return { attempt: p.get('attempt') ?? undefined, review: p.get('review') ?? undefined };
  });
  const setParams = (m: Mode) => {
    setMode(m);
    const q = new URLSearchParams(m as Record<string, string>).toString();
    if (typeof window !== 'undefined' && window.location.pathname === location.pathname)
      window.history.replaceState(window.history.state, '', `${location.pathname}${q ? `?${q}` : ''}`);
  };
  const attemptId = Number(mode.attempt) || 0;
  const reviewId = Number(mode.review) || 0;
  const [result, setResult] = useState<AttemptResult | null>(null);
  const onDone = useCallback((r: AttemptResult) => setResult(r), []);

  if (attemptId && result?.attemptId === attemptId) {
    return (
      <LearnerPage title="考试结果">
        <ResultCard r={result} onReview={() => setParams({ review: String(attemptId) })} onBack={() => (setResult(null), setParams({}))} />
      </LearnerPage>
    );
  }
  if (attemptId)
    return (
      <Suspense fallback={<PageState loading />}>
        <ExamRunner key={attemptId} attemptId={attemptId} onDone={onDone} />
      </Suspense>
    );
  if (reviewId) return <ReviewView attemptId={reviewId} onBack={() => setParams({})} />;
  return <PaperList onStart={(id) => setParams({ attempt: String(id) })} onReview={(id) => setParams({ review: String(id) })} />;
}

function ResultCard({ r, onReview, onBack }: { r: AttemptResult; onReview: () => void; onBack: () => void }) {
  const waiting = (r.pendingMarking ?? 0) > 0;
  return (
    <Card className="ln-result">
      <div className={`ln-score ${waiting ? '' : r.passed ? 'pass' : 'fail'}`} data-testid="exam-score">
        {r.score}
      </div>
      <p className="ln-result-line">
        满分 {r.total} 分 · 及格 {r.passScore} 分
      </p>
      {waiting ? (
        <p className="ln-result-verdict">简答题待教师批阅，当前为客观题得分</p>
      ) : (
        <p className={`ln-result-verdict ${r.passed ? 'pass' : 'fail'}`}>{r.passed ? '恭喜，考试通过' : '未通过，继续加油'}</p>
      )}
      <p className="ln-muted">
        答对 {r.correctCount}/{r.questionCount} 题 · 交卷时间 {fmtDateTime(r.submittedAt)}
      </p>
      <div className="ln-actions">
        {r.showAnswers && (
          <Button color="primary" onClick={onReview}>
            查看解析
          </Button>
        )}
        <Button onClick={onBack}>返回试卷列表</Button>
      </div>
    </Card>
  );
}

function PaperList({ onStart, onReview }: { onStart: (attemptId: number) => void; onReview: (attemptId: number) => void }) {
  const list = useLoad(papers, []);
  const history = useListController({ load: wholeList(() => attempts()), rowKey: (a: AttemptListItem) => a.attemptId });
  const [starting, setStarting] = useState(0);
  const start = async (p: PaperSummary) => {
    if (p.openAttemptId) return onStart(p.openAttemptId);
    setStarting(p.paperId);
    const result = await act(() => startPaper(p.paperId), {
      key: `start-paper-${p.paperId}`,
      title: p.title,
      confirm: `考试时长${p.durationMin}分钟，共${p.questionCount}题，满分${p.totalScore}分。开始后计时不会暂停，确认开始吗？${invigilationNotice(p)}`,
      confirmText: '开始考试',
    });
    setStarting(0);
    if (result.ok) onStart(result.value.attemptId);
  };
  const reviewable = new Set((list.data ?? []).filter((p) => p.showAnswers).map((p) => p.paperId));
  return (
    <LearnerPage title="在线考试">
      <PageState {...loadState(list)} empty={!!list.data && !list.data.length} emptyText="本班暂无考试">
        <div className="ln-grid">
          {list.data?.map((p) => {
            const left = p.maxAttempts - p.attemptsUsed;
            return (
              <Card
                key={p.paperId}
                className="ln-paper"
                title={
                  <>
                    {p.title}
                    {p.isFinal && <span className="ln-tag">结业考试</span>}
                    {p.invigilated && <span className="ln-tag warn">远程监考</span>}
                  </>
                }
              >
                <dl className="ln-facts">
                  <div>
                    <dt>时长</dt>
                    <dd>{p.durationMin}分钟</dd>
                  </div>
                  <div>
                    <dt>题数</dt>
                    <dd>{p.questionCount}题</dd>
                  </div>
                  <div>
                    <dt>满分/及格</dt>
                    <dd>
                      {p.totalScore}/{p.passScore}
                    </dd>
                  </div>
                  <div>
                    <dt>次数</dt>
                    <dd>
                      {p.attemptsUsed}/{p.maxAttempts}
                    </dd>
                  </div>
                  <div>
                    <dt>最高分</dt>
                    <dd>
                      {p.bestScore ?? '—'}
                      {p.passed && <span className="ln-tag ok">已通过</span>}
                      {p.pendingMarking > 0 && <span className="ln-tag warn">待批阅</span>}
                    </dd>
                  </div>
                </dl>
                {p.closesAt && <p className="ln-muted">考试截止：{fmtDateTime(p.closesAt)}</p>}
                {p.invigilated && <p className="ln-muted">{invigilationNotice(p)}</p>}
                <Button
                  block
                  color="primary"
                  fill={p.openAttemptId ? 'solid' : left > 0 ? 'solid' : 'none'}
                  disabled={(!p.openAttemptId && left <= 0) || starting === p.paperId}
                  loading={starting === p.paperId}
                  onClick={() => void start(p)}
                >
                  {p.openAttemptId ? '继续考试' : left <= 0 ? '考试次数已用完' : p.attemptsUsed ? '再考一次' : '开始考试'}
                </Button>
              </Card>
            );
          })}
        </div>
      </PageState>
      <Card title="考试记录">
        <ListView list={history} emptyText="还没有考试记录">
          {(rows) => (
            <ul className="ln-rows">
              {rows.map((a) => (
                <li key={a.attemptId}>
                  <div>
                    <div className="ln-row-title">{a.title}</div>
                    <div className="ln-muted">
                      {fmtDateTime(a.submittedAt ?? a.startedAt)} · {STATUS[a.status]}
                    </div>
                  </div>
                  <div className="ln-row-end">
                    {a.status === 'in_progress' ? (
                      <Button size="mini" color="primary" onClick={() => onStart(a.attemptId)}>
                        继续
                      </Button>
                    ) : (
                      <>
                        <strong className={a.passed ? 'ln-ok' : 'ln-bad'}>{a.score ?? 0}分</strong>
                        {reviewable.has(a.paperId) && (
                          <Button size="mini" onClick={() => onReview(a.attemptId)}>
                            解析
                          </Button>
                        )}
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </ListView>
      </Card>
    </LearnerPage>
  );
}

function ReviewView({ attemptId, onBack }: { attemptId: number; onBack: () => void }) {
  const r = useLoad(() => reviewAttempt(attemptId), [attemptId]);
  return (
    <LearnerPage
      title="答案解析"
      extra={
        <Button size="small" onClick={onBack}>
          返回
        </Button>
      }
    >
      <PageState loading={r.loading} error={r.error} onRetry={r.reload} empty={!!r.data && !r.data.items.length}>
        {r.data && (
          <>
            <Card>
              <p className="ln-result-line">
                得分 <strong data-testid="review-score">{r.data.result.score}</strong> / {r.data.result.total} · 答对 {r.data.result.correctCount}/
                {r.data.result.questionCount} 题
              </p>
            </Card>
            {r.data.items.map((it, i) => (
              <Card key={it.questionId} className={`ln-review ${it.pendingMark ? '' : it.correct ? 'right' : 'wrong'}`}>
                <ReviewedStem q={it} index={i} />
                {it.qtype === 'short' ? (
                  <>
                    <p>你的答案：{answerText(it.given)}</p>
                    <p>参考答案：{String(it.correctAnswer)}</p>
                    <p>得分：{it.pendingMark ? '待教师批阅' : `${it.gained}/${it.score}`}</p>
                    {it.comment && <p>教师评语：{it.comment}</p>}
                  </>
                ) : (
                  <p>
                    你的答案：<b className={it.correct ? 'ln-ok' : 'ln-bad'}>{answerText(it.given)}</b>　正确答案：<b>{answerText(it.correctAnswer)}</b>　得分：
                    {it.gained}/{it.score}
                  </p>
                )}
                {it.analysis && <p className="ln-muted">解析：{it.analysis}</p>}
              </Card>
            ))}
          </>
        )}
      </PageState>
    </LearnerPage>
  );
}
