import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { AnswerValue, ChapterView, CourseDetail, CourseRules, QuizQuestion } from '../../api/contract/learner.ts';
import { chapterQuiz, course as loadCourse, enrol, saveProgress, submitQuiz } from '../../api/ondemand.ts';
import { toUrl } from '../../api/http.ts';
import { PREFIX } from '../../api/contract/prefixes.ts';
import { getToken } from '../../lib/cookies.ts';
import PageState from '../../ui/PageState.tsx';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import { Card, Progress } from '../../ui/study.tsx';
import QuestionView, { isAnswered } from '../../ui/exam/QuestionView.tsx';
import './ondemand.css';

/** Until the course's own rules arrive (the server enforces them either way). */
const DEFAULT_RULES: CourseRules = {
  ruleName: null,
  forbidSeek: true,
  seekToleranceSec: 3,
  idleCheckMinutes: 0,
  idleAnswerSeconds: 30,
  completeRatio: 0.9,
  saveIntervalSec: 5,
  sequential: false,
  quizGate: false,
  quizPassScore: 60,
  requiredMinutes: 0,
};

/** The course's rules in words. */
function ruleWords(r: CourseRules): string {
  const parts = [r.forbidSeek ? '禁止拖动快进' : '可自由拖动'];
  if (r.sequential) parts.push('按章节顺序学习');
  if (r.quizGate) parts.push(`看完视频再测验，测验${r.quizPassScore}分及格后开放下一章`);
  if (r.requiredMinutes > 0) parts.push(`至少学习${r.requiredMinutes}分钟`);
  return `${r.ruleName ?? '平台默认规则'}：${parts.join('，')}`;
}
const mmss = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** Saves the position while the page is going away: a keepalive request outlives the page. */
function saveOnLeave(chapterId: number, positionSec: number) {
  try {
    void fetch(toUrl(`${PREFIX.video}progress/${chapterId}`), {
      method: 'PUT',
      keepalive: true,
      headers: { 'content-type': 'application/json', Authorization: getToken() ?? '' },
      body: JSON.stringify({ positionSec }),
    }).catch(() => undefined);
  } catch {
    // nothing more can be done while unloading
  }
}

/**
 * /ondemand/courseplay?courseId=&chapterId=: the player, obeying the course's rules (its rule set of
 * /manage/demandRules or the platform's of /manage/demandRule). Resumes at the saved position, saves
 * every saveIntervalSec while playing and on pause, chapter change, hide and leave; with forbidSeek a
 * seek past the watched point snaps back; every idleCheckMinutes of playing it pauses and asks whether
 * someone is watching, staying paused if nobody answers within idleAnswerSeconds. Chapters the rules
 * keep closed (sequential, quiz gate) cannot be opened; the quiz opens when the rules allow it.
 */
export default function CoursePlayPage() {
  const [params, setParams] = useSearchParams();
  const courseId = Number(params.get('courseId')) || 0;
  const [detail, setDetail] = useState<CourseDetail | null>(null);
  const rules = detail?.rules ?? DEFAULT_RULES;
  const [error, setError] = useState<unknown>(null);
  const [chapterId, setChapterId] = useState(Number(params.get('chapterId')) || 0);
  const [idle, setIdle] = useState<{ left: number } | null>(null);
  const [idlePaused, setIdlePaused] = useState(false);
  const [quizOpen, setQuizOpen] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const watched = useRef(0);
  const lastSaved = useRef(-1);
  const playedSinceCheck = useRef(0);
  const lastTick = useRef(0);

  const load = useCallback(async () => {
    if (!courseId) return setError(new Error('课程不存在'));
    setError(null);
    try {
      const d = await loadCourse(courseId);
      const full = d.enrolled ? d : await enrol(courseId);
      setDetail(full);
      const open = (id: number | null | undefined) => full.chapters.some((c) => c.chapterId === id && !c.locked);
      setChapterId((cur) =>
        open(cur)
          ? cur
          : open(full.lastChapterId)
            ? full.lastChapterId!
            : (full.chapters.find((c) => !c.locked)?.chapterId ?? full.chapters[0]?.chapterId ?? 0),
      );
    } catch (e) {
      setError(e);
    }
  }, [courseId]);
  useEffect(() => void load(), [load]);

  const chapter: ChapterView | undefined = detail?.chapters.find((c) => c.chapterId === chapterId);

  const save = useCallback(
    async (leaving = false) => {
      const v = video.current;
      if (!v || !chapter || !Number.isFinite(v.currentTime)) return;
      const pos = Math.round(v.currentTime * 10) / 10;
      if (Math.abs(pos - lastSaved.current) < 0.5) return;
      lastSaved.current = pos;
      if (leaving) return saveOnLeave(chapter.chapterId, pos);
      try {
        const p = await saveProgress(chapter.chapterId, pos);
        watched.current = Math.max(watched.current, p.watchedMaxSec);
        // a chapter just completed may open the next one (or its quiz): the rules are the server's
        if (p.completed && !chapter.completed) void load();
        setDetail(
          (d) =>
            d && {
              ...d,
              chapters: d.chapters.map((c) =>
                c.chapterId === p.chapterId ? { ...c, positionSec: p.positionSec, watchedMaxSec: p.watchedMaxSec, completed: p.completed } : c,
              ),
            },
        );
      } catch {
        lastSaved.current = -1;
      }
    },
    [chapter, load],
  );

  // A new chapter: its watched point, and the saved position once the metadata is known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new chapter resets the watched point; a fresher watchedMaxSec of the same chapter must not move it back
  useEffect(() => {
    watched.current = chapter?.watchedMaxSec ?? 0;
    lastSaved.current = -1;
  }, [chapter?.chapterId]);

  const onMeta = () => {
    const v = video.current;
    if (!v || !chapter) return;
    const dur = Number.isFinite(v.duration) ? v.duration : chapter.durationSec;
    const start = chapter.positionSec >= dur - 1 ? 0 : chapter.positionSec;
    if (start > 0) v.currentTime = start;
    lastSaved.current = start;
  };

  const onTime = () => {
    const v = video.current;
    if (!v) return;
    const t = v.currentTime;
    if (!v.seeking && t <= watched.current + rules.seekToleranceSec + 2) watched.current = Math.max(watched.current, t);
    if (!v.paused) {
      const now = performance.now();
      const dt = lastTick.current ? Math.min(2, (now - lastTick.current) / 1000) : 0;
      lastTick.current = now;
      playedSinceCheck.current += dt;
      if (rules.idleCheckMinutes > 0 && playedSinceCheck.current >= rules.idleCheckMinutes * 60) {
        playedSinceCheck.current = 0;
        v.pause();
        setIdle({ left: rules.idleAnswerSeconds });
      }
    }
  };

  const onSeeking = () => {
    const v = video.current;
    if (!v || !rules.forbidSeek) return;
    if (v.currentTime > watched.current + rules.seekToleranceSec) {
      v.currentTime = watched.current;
      void toast('不允许拖动到未观看的位置');
    }
  };

  // Periodic save while playing.
  useEffect(() => {
    const t = setInterval(() => {
      if (video.current && !video.current.paused) void save();
    }, Math.max(2, rules.saveIntervalSec) * 1000);
    return () => clearInterval(t);
  }, [save, rules.saveIntervalSec]);

  // Save when the page is hidden or left, and when the chapter changes or the page unmounts.
  useEffect(() => {
    const onHide = () => document.visibilityState === 'hidden' && void save(true);
    const onLeave = () => void save(true);
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onLeave);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onLeave);
      void save();
    };
  }, [save]);

  // The idle prompt counts down; nobody answering leaves the video paused.
  useEffect(() => {
    if (!idle) return;
    if (idle.left <= 0) {
      setIdle(null);
      setIdlePaused(true);
      void save();
      return;
    }
    const t = setTimeout(() => setIdle({ left: idle.left - 1 }), 1000);
    return () => clearTimeout(t);
  }, [idle, save]);

  const pick = (id: number) => {
    void save();
    setChapterId(id);
    setQuizOpen(false);
    setParams({ courseId: String(courseId), chapterId: String(id) }, { replace: true });
  };

  if (!detail)
    return (
      <div className="od-page">
        <PageState loading={!error} error={error} onRetry={() => void load()} />
      </div>
    );

  return (
    <div className="od-page">
      <div className="od-play">
        <div>
          {chapter?.locked ? (
            <div className="od-locked" role="status">
              <strong>本章节暂未开放</strong>
              <span>{chapter.lockReason}</span>
            </div>
          ) : chapter ? (
            <video
              key={chapter.chapterId}
              ref={video}
              className="od-video"
              src={chapter.videoUrl}
              controls
              playsInline
              preload="metadata"
              controlsList="nodownload noplaybackrate"
              onLoadedMetadata={onMeta}
              onTimeUpdate={onTime}
              onSeeking={onSeeking}
              onPlay={() => ((lastTick.current = 0), setIdlePaused(false))}
              onPause={() => void save()}
              onEnded={() => void save()}
              data-testid="course-video"
            />
          ) : (
            <PageState empty emptyText="本课程暂无章节" />
          )}
          {idlePaused && (
            <p className="ln-tag warn" style={{ margin: '8px 0' }}>
              长时间未确认，已暂停播放，点击播放继续学习
            </p>
          )}
          <Card className="od-info">
            <h1 style={{ fontSize: 17, margin: '0 0 4px' }}>{detail.title}</h1>
            <p className="ln-muted" style={{ margin: '0 0 8px' }}>
              {detail.teacherName} · {detail.classificationName} · {detail.learners}人学习
            </p>
            <Progress percent={detail.progressPercent} label="课程进度" />
            <p className="ln-muted" style={{ margin: '8px 0 0' }} data-testid="course-rules">
              {ruleWords(rules)}
            </p>
            <p className="ln-muted" style={{ margin: '4px 0 0' }}>
              已学习 {detail.watchedMinutes} 分钟{rules.requiredMinutes > 0 ? ` / 要求 ${rules.requiredMinutes} 分钟` : ''}
              {detail.learned && <span className="ln-tag ok">已完成本课程</span>}
            </p>
            {chapter && (
              <p className="ln-muted" style={{ margin: '8px 0 0' }}>
                当前：{chapter.title} · 已观看至 {mmss(chapter.watchedMaxSec)} / {mmss(chapter.durationSec)}
                {chapter.completed && <span className="ln-tag ok">已学完</span>}
              </p>
            )}
            {chapter && chapter.quizCount > 0 && (
              <div className="ln-actions" style={{ justifyContent: 'flex-start', alignItems: 'center' }}>
                <Button size="small" color="primary" fill="outline" disabled={!chapter.quizOpen} onClick={() => setQuizOpen((o) => !o)}>
                  {quizOpen ? '收起测验' : `章节测验（${chapter.quizCount}题）`}
                </Button>
                {!chapter.quizOpen && !chapter.locked && <span className="ln-muted">看完本章视频后开放</span>}
                {chapter.quizBest !== null && (
                  <span className={chapter.quizPassed ? 'ln-tag ok' : 'ln-tag warn'}>
                    最高{chapter.quizBest}分{chapter.quizPassed ? '，已通过' : ''}
                  </span>
                )}
              </div>
            )}
          </Card>
          {quizOpen && chapter?.quizOpen && <ChapterQuiz chapterId={chapter.chapterId} />}
        </div>
        <Card title={`章节（${detail.chapters.length}）`}>
          <ol className="od-chapters">
            {detail.chapters.map((c, i) => (
              <li key={c.chapterId}>
                <button
                  type="button"
                  className={`${c.chapterId === chapterId ? 'on' : ''}${c.locked ? ' locked' : ''}`}
                  aria-current={c.chapterId === chapterId ? 'true' : undefined}
                  aria-disabled={c.locked || undefined}
                  title={c.lockReason ?? undefined}
                  onClick={() => (c.locked ? void toast(c.lockReason ?? '该章节暂未开放') : pick(c.chapterId))}
                >
                  <span>
                    {i + 1}. {c.title}
                  </span>
                  <span className="ln-muted">
                    {c.locked
                      ? '未解锁'
                      : c.completed
                        ? '已学完'
                        : c.watchedMaxSec > 0
                          ? `${Math.min(99, Math.round((c.watchedMaxSec / Math.max(1, c.durationSec)) * 100))}%`
                          : mmss(c.durationSec)}
                  </span>
                </button>
              </li>
            ))}
          </ol>
        </Card>
      </div>
      {idle && (
        <div className="od-idle" role="alertdialog" aria-modal="true" aria-labelledby="od-idle-title">
          <div className="od-idle-box">
            <h2 id="od-idle-title">您还在观看吗？</h2>
            <p>请在 {idle.left} 秒内确认，否则将暂停播放。</p>
            <Button block color="primary" onClick={() => (setIdle(null), void video.current?.play())}>
              继续观看
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

function ChapterQuiz({ chapterId }: { chapterId: number }) {
  const navigate = useNavigate();
  const [qs, setQs] = useState<QuizQuestion[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [answers, setAnswers] = useState<Record<number, AnswerValue>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    chapterQuiz(chapterId).then(setQs, setError);
  }, [chapterId]);
  const submit = async () => {
    if (!qs || busy) return;
    const list = qs.filter((q) => isAnswered(answers[q.questionId])).map((q) => ({ questionId: q.questionId, answer: answers[q.questionId]! }));
    if (list.length < qs.length) return void toast('请完成全部题目后提交');
    setBusy(true);
    const result = await act(() => submitQuiz(chapterId, list), { key: `quiz-${chapterId}` });
    if (result.ok) navigate(`/ondemand/answerrecord?id=${result.value.attemptId}`);
    else setBusy(false);
  };
  return (
    <Card title="章节测验">
      <PageState loading={!qs && !error} error={error} empty={!!qs && !qs.length} emptyText="该章节没有测验">
        {qs?.map((q, i) => (
          <QuestionView key={q.questionId} q={q} index={i} value={answers[q.questionId]} onChange={(v) => setAnswers((a) => ({ ...a, [q.questionId]: v }))} />
        ))}
        <Button block color="primary" loading={busy} disabled={busy} onClick={() => void submit()}>
          提交测验
        </Button>
      </PageState>
    </Card>
  );
}
