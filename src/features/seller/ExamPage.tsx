import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ExamResult } from '../../api/contract/shop.ts';
import { storeExamQuestions, storeValidQuestion, submitStoreExam } from '../../api/simulation.ts';
import { writeStoreExamFlag } from '../../state/sellerGate.ts';
import { refreshPlaces } from '../../state/session.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { Panel, useLoad } from './common.tsx';

/** Pass mark of the shop-opening exam (the server grades: 60% opens the shop). */
const PASS_PERCENT = 60;

/**
 * /seller/exam: the shop-opening exam (spec §4 seller gate). Ten single-choice questions; 60% opens the
 * caller's shop. Until then the gate sends every other seller page here.
 */
export default function ExamPage() {
  const navigate = useNavigate();
  const { data, loading, error, reload } = useLoad(async () => {
    const [open, questions] = await Promise.all([storeValidQuestion(), storeExamQuestions()]);
    return { open: open !== 0, questions };
  }, []);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<ExamResult | null>(null);

  const enter = () => {
    writeStoreExamFlag(false);
    // a full load: the seller layout asks again whether the shop is open
    window.location.assign('/seller/index');
  };

  if (data?.open && !result)
    return (
      <div className="sc-page">
        <Panel title="开店考试">
          <p>您已通过开店考试，店铺已开通。</p>
          <button type="button" className="sc-btn sc-btn-primary" onClick={() => navigate('/seller/index')}>
            进入卖家中心
          </button>
        </Panel>
      </div>
    );

  const questions = data?.questions ?? [];
  const answered = questions.filter((q) => answers[String(q.id)]).length;
  const submit = async () => {
    const left = questions.length - answered;
    const r = await act(() => submitStoreExam(answers), {
      confirm: left ? `还有 ${left} 题未作答，确定交卷吗？` : '确定交卷吗？',
      key: 'store-exam',
    });
    if (!r.ok) return;
    setResult(r.value);
    if (r.value.passed) {
      writeStoreExamFlag(false);
      // a shop now: the landing and the doors follow (docs/journeys.md)
      void refreshPlaces();
    }
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="sc-page">
      {result && (
        <Panel title="考试结果">
          <p style={{ fontSize: 16 }}>
            得分 <b style={{ color: result.passed ? '#137333' : '#cf1322', fontSize: 22 }}>{result.score}</b> / {result.total ?? questions.length}
            {result.passed ? '，恭喜通过开店考试，店铺已开通！' : `，未达到${PASS_PERCENT}%，请重新作答。`}
          </p>
          <div className="sc-row">
            {result.passed ? (
              <button type="button" className="sc-btn sc-btn-primary" onClick={enter}>
                进入卖家中心
              </button>
            ) : (
              <button
                type="button"
                className="sc-btn sc-btn-primary"
                onClick={() => {
                  setResult(null);
                  setAnswers({});
                }}
              >
                重新作答
              </button>
            )}
          </div>
        </Panel>
      )}
      {!result && (
        <Panel
          title="开店考试"
          extra={
            <small>
              共 {questions.length} 题，答对 {PASS_PERCENT}% 即可开店
            </small>
          }
        >
          <p className="sc-help">开店前请先了解平台规则：商品发布、发货时效、售后处理和禁止的违规行为。</p>
        </Panel>
      )}
      <PageState loading={loading && !data} error={!data && error} onRetry={reload} empty={!!data && !questions.length} emptyText="暂无考题">
        {!result &&
          questions.map((q, i) => (
            <Panel key={q.id} title={`${i + 1}. ${q.title}`}>
              <div className="sc-chips" role="radiogroup" aria-label={`第${i + 1}题`}>
                {q.options.map((o) => {
                  const on = answers[String(q.id)] === o.key;
                  return (
                    <button
                      key={o.key}
                      type="button"
                      role="radio"
                      aria-checked={on}
                      className={`sc-chip${on ? ' is-on' : ''}`}
                      style={{ textAlign: 'left', width: '100%', borderRadius: 8, padding: '8px 12px' }}
                      onClick={() => setAnswers((a) => ({ ...a, [String(q.id)]: o.key }))}
                    >
                      {o.key}. {o.text}
                    </button>
                  );
                })}
              </div>
            </Panel>
          ))}
        {!result && questions.length > 0 && (
          <Panel>
            <div className="sc-actions">
              <span className="sc-muted" style={{ alignSelf: 'center' }}>
                已答 {answered}/{questions.length}
              </span>
              <button type="button" className="sc-btn sc-btn-primary" onClick={() => void submit()}>
                交卷
              </button>
            </div>
          </Panel>
        )}
      </PageState>
    </div>
  );
}
