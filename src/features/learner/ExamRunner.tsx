import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { confirm } from '../../ui/overlay/dialogs.ts';
import type { AnswerValue, AttemptResult, AttemptView } from '../../api/contract/learner.ts';
import { attempt as loadAttempt, saveAnswers, submitAttempt } from '../../api/learner.ts';
import { ApiError } from '../../api/http.ts';
import { clearExamDraft, confirmExamAnswers, mergeAnswers, readExamDraft, saveExamAnswer } from '../../storage/answerDraft.ts';
import { toast } from '../../ui/toast.ts';
import PageState from '../../ui/PageState.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useOnline, useUserKey } from './common.tsx';
import { isAnswered } from '../../ui/exam/QuestionView.tsx';
import ExamSheet from '../../ui/exam/ExamSheet.tsx';
import { showFailure } from '../../ui/act.tsx';
import { InvigilationCamera } from './Invigilation.tsx';

/** Retry interval of the answer queue while something is unsent. */
export const RETRY_MS = 10_000;

/**
 * Taking a paper. Every answer goes to IndexedDB first (at once), then to the server in a queue that
 * retries when the browser comes back online and every RETRY_MS. After a reload the server's saved
 * answers are merged with this device's. The timer counts down to the server's deadline (corrected
 * for the clock difference); at zero the paper is handed in. Submitting is guarded and idempotent.
 */
export default function ExamRunner({ attemptId, onDone }: { attemptId: number; onDone: (r: AttemptResult) => void }) {
  const userKey = useUserKey();
  const bp = useBreakpoint();
  const online = useOnline();
  const [view, setView] = useState<AttemptView | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [pending, setPending] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [now, setNow] = useState(Date.now());
  const offset = useRef(0);
  const flushing = useRef<Promise<void> | null>(null);
  const again = useRef(false);
  const submitted = useRef(false);
  const fillTimer = useRef<ReturnType<typeof setTimeout>>();

  const load = useCallback(async () => {
    setError(null);
    try {
      const v = await loadAttempt(attemptId);
      if (v.status !== 'in_progress' && v.result) {
        await clearExamDraft(userKey, attemptId);
        submitted.current = true;
        onDone(v.result);
        return;
      }
      offset.current = v.serverNow - Date.now();
      const draft = await readExamDraft(userKey, attemptId);
      setAnswers(mergeAnswers(v.answers, draft));
      setPending(draft?.pending.length ?? 0);
      setView(v);
    } catch (e) {
      setError(e);
    }
  }, [attemptId, userKey, onDone]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Sends every unsent answer; a failure leaves them queued. One run at a time. */
  const flush = useCallback(async (): Promise<void> => {
    if (flushing.current) {
      again.current = true;
      return flushing.current;
    }
    const run = (async () => {
      do {
        again.current = false;
        const draft = await readExamDraft(userKey, attemptId);
        if (!draft || !draft.pending.length) {
          setPending(0);
          return;
        }
        const sent: Record<string, AnswerValue> = {};
        for (const q of draft.pending) sent[q] = draft.answers[q]!;
        try {
          const res = await saveAnswers(
            attemptId,
            Object.entries(sent).map(([q, answer]) => ({ questionId: Number(q), answer })),
          );
          offset.current = res.serverNow - Date.now();
          const next = await confirmExamAnswers(userKey, attemptId, sent);
          setPending(next?.pending.length ?? 0);
        } catch (e) {
          setPending(draft.pending.length);
          // 400: time is up or already handed in: the server's state decides what is shown.
          if (e instanceof ApiError && e.status === 400) void load();
          return;
        }
      } while (again.current);
    })();
    flushing.current = run;
    try {
      await run;
    } finally {
      flushing.current = null;
    }
  }, [attemptId, userKey, load]);

  // Retry when the connection comes back and every RETRY_MS while something is unsent.
  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const t = setInterval(() => {
      if (pending > 0 && navigator.onLine !== false) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(t);
    };
  }, [flush, pending]);

  // Answers left unsent by an earlier visit (reload, closed tab, lost connection) go out at once.
  const viewId = view?.attemptId;
  useEffect(() => {
    if (viewId) void flush();
  }, [viewId, flush]);

  const answer = useCallback(
    async (questionId: number, value: AnswerValue, typing = false) => {
      setAnswers((a) => ({ ...a, [questionId]: value }));
      setPending((n) => n + 1); // 正在同步… from the tap on, not 答案已保存 while the answer is still in memory only
      const d = await saveExamAnswer(userKey, attemptId, questionId, value);
      setPending(d.pending.length);
      clearTimeout(fillTimer.current);
      if (typing) fillTimer.current = setTimeout(() => void flush(), 800);
      else void flush();
    },
    [userKey, attemptId, flush],
  );

  const handIn = useCallback(
    async (auto: boolean) => {
      if (submitted.current || submitting) return;
      setSubmitting(true);
      try {
        clearTimeout(fillTimer.current);
        await flush();
        const draft = await readExamDraft(userKey, attemptId);
        if (draft?.pending.length && !auto) {
          void toast('网络异常，答案已保存在本机，恢复网络后再交卷');
          return;
        }
        const result = await submitAttempt(attemptId);
        submitted.current = true;
        await clearExamDraft(userKey, attemptId);
        onDone(result);
      } catch (e) {
        if (e instanceof ApiError && e.status === 0) void toast('网络异常，请恢复网络后再交卷');
        else showFailure(e);
      } finally {
        setSubmitting(false);
      }
    },
    [flush, userKey, attemptId, onDone, submitting],
  );

  // The countdown to the server's deadline.
  const remaining = view ? Math.min(view.durationMin * 60_000, view.deadline - (now + offset.current)) : 0;
  useEffect(() => {
    if (!view) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [view]);
  useEffect(() => {
    if (view && remaining <= 0 && !submitted.current && !submitting) {
      void toast('考试时间到，已自动交卷');
      void handIn(true);
    }
  }, [view, remaining, submitting, handIn]);

  const questions = view?.questions ?? [];
  const answeredCount = useMemo(() => questions.filter((q) => isAnswered(answers[q.questionId])).length, [questions, answers]);

  const confirmSubmit = async () => {
    const left = questions.length - answeredCount;
    const ok = await confirm({
      title: '确认交卷',
      content: left > 0 ? `还有${left}题未作答，交卷后不能修改，确认交卷吗？` : '交卷后不能修改答案，确认交卷吗？',
      confirmText: '交卷',
      cancelText: '继续答题',
    });
    if (ok) await handIn(false);
  };

  if (!view) return <PageState loading={!error} error={error} onRetry={() => void load()} />;

  const status = (
    <div className="ln-exam-status" aria-live="polite">
      <InvigilationCamera attemptId={attemptId} />
      {!online ? (
        <span className="ln-tag warn">离线：答案已保存在本机</span>
      ) : pending > 0 ? (
        <span className="ln-tag">正在同步…</span>
      ) : (
        <span className="ln-tag ok">答案已保存</span>
      )}
    </div>
  );

  return (
    <ExamSheet
      title={view.title}
      remainingMs={remaining}
      questions={questions}
      answers={answers}
      // typed answers (fill-in, short) go out after a pause; picks at once
      onAnswer={(q, v) => void answer(q.questionId, v, q.qtype === 'fill' || q.qtype === 'short')}
      phone={bp === 'phone'}
      status={status}
      submitting={submitting}
      onSubmit={() => void confirmSubmit()}
    />
  );
}
