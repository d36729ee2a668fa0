import { useCallback, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { ClassType, Role } from '../../api/contract/roles.ts';
import { MAX_VIDEO_BYTES, type ChapterAdmin, type QuizItemAdmin } from '../../api/contract/exams.ts';
import { QUESTION_TYPE_NAMES, type QuestionType } from '../../api/contract/questions.ts';
import { courseResource } from '../../api/contract/resources/courses.ts';
import { questionResource } from '../../api/contract/resources/exams.ts';
import { may } from '../../api/contract/resource/ops.ts';
import type { InputOf, RowOf } from '../../api/contract/resource/types.ts';
import { refOptions, resourceCalls } from '../../api/resource.ts';
import { examCalls, uploadVideo } from '../../api/exams.ts';
import { act } from '../../ui/act.tsx';
import PageState, { loadState } from '../../ui/PageState.tsx';
import RecordFields from '../../ui/resource/RecordFields.tsx';
import RecordFormBody from '../../ui/resource/RecordFormBody.tsx';
import { useFormPage } from '../../ui/useFormPage.ts';
import { answerText } from '../../ui/exam/QuestionView.tsx';
import { toast } from '../../ui/toast.ts';
import { FORM_SOURCE, useLoad } from '../../ui/useLoad.ts';
import FilePick from '../../ui/FilePick.tsx';
import { clock } from './common.tsx';
import { EditorPage, type EditorProps } from '../../ui/editorPage.tsx';
import '../../ui/editor.css';
import './courses.css';

type Course = RowOf<typeof courseResource>;
/** A video file's length, read by the browser (null when it cannot play the file here). */
function videoSeconds(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const v = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (n: number | null) => {
      URL.revokeObjectURL(url);
      resolve(n);
    };
    v.preload = 'metadata';
    v.onloadedmetadata = () => done(Number.isFinite(v.duration) && v.duration > 0 ? Math.round(v.duration) : null);
    v.onerror = () => done(null);
    v.src = url;
  });
}

/**
 * /manage/courseadd (?id= for an existing course): the course's information, then its chapters —
 * each a video (uploaded as a stream, with progress) and an optional quiz taken from the question
 * bank — in order; then on the shelf. The learner's player obeys the course's rule set.
 */
export default function CourseAddPage() {
  return (
    <EditorPage
      path="/manage/courseadd"
      title={(id) => (id ? '编辑课程' : '新增课程')}
      back={{ to: '/manage/coursemanage', label: '返回课程管理' }}
      editor={CourseEditor}
    />
  );
}

/**
 * The course's own fields are courseResource's form (RecordFormBody: its rules and messages, as the
 * server's), or, for a shared course the caller may not change, its fields read-only; the chapters of a
 * saved course follow.
 */
function CourseEditor({ id, role, onCreated }: EditorProps) {
  const courses = useMemo(() => resourceCalls(courseResource, role), [role]);
  const course = useLoad(async () => (id ? courses.detail(id) : null), [id, courses], FORM_SOURCE);
  const loadRefs = useCallback((ref: string) => refOptions(courseResource, ref, role), [role]);
  const formPage = useFormPage(loadRefs);
  const c = course.data;
  const writable = !c || may(courseResource, role, 'update', c);

  const save = async (input: InputOf<typeof courseResource>) => {
    const result = await act(() => (id ? courses.update(id, input) : courses.create(input)), {
      success: '保存成功',
      key: `course:save:${id}`,
    });
    if (!result.ok) return false;
    if (id) course.reload();
    else onCreated((result.value as Course).id);
    return true;
  };
  const shelf = async (action: 'publish' | 'unpublish') => {
    const result = await act(() => courses.action(action, id), {
      success: action === 'publish' ? '已上架' : '已下架',
      confirm: action === 'unpublish' ? '下架后学员将看不到该课程，确定下架吗？' : undefined,
      key: `course:${action}:${id}`,
    });
    if (result.ok) course.reload();
  };

  if (id && !c) return <PageState loading={course.loading} error={course.error} onRetry={course.reload} />;
  return (
    <>
      {c && (
        <div className="ex-card">
          <div className="cs-status">
            <span className="ex-tag">{c.status === 1 ? '已上架' : '未上架'}</span>
            <span className="ex-muted">
              {c.ownerName} · {c.chapterCount}个章节 · {c.learners}人学习 · 点播规则：{c.ruleIdName ?? '平台默认'}
            </span>
            {writable && c.status === 0 && (
              <Button size="small" color="primary" onClick={() => void shelf('publish')}>
                上架
              </Button>
            )}
            {writable && c.status === 1 && (
              <Button size="small" onClick={() => void shelf('unpublish')}>
                下架
              </Button>
            )}
            {c.status === 1 && (
              <a className="ex-link" href={`/ondemand/courseplay?courseId=${id}`} target="_blank" rel="noopener noreferrer">
                学员视角查看
              </a>
            )}
          </div>
          {!writable && <p className="ex-note">共享的全国课程仅全国管理员可修改。</p>}
        </div>
      )}
      {writable ? (
        <RecordFormBody
          key={c?.id ?? 'new'}
          {...formPage}
          resource={courseResource}
          row={c}
          title="课程信息"
          submits={[{ key: 'save', label: id ? '保存课程信息' : '下一步：添加章节', primary: true }]}
          onSubmit={save}
          onClose={() => undefined}
        />
      ) : (
        c && (
          <div className="ex-card">
            <h2>课程信息</h2>
            <RecordFields resource={courseResource} row={c} only={['title', 'classificationId', 'classType', 'teacherName', 'ruleId', 'cover', 'intro']} />
          </div>
        )
      )}
      {id > 0 && c && (
        <Chapters courseId={id} role={role} writable={writable} classType={(c.classType ?? null) as ClassType | null} onChanged={course.reload} />
      )}
    </>
  );
}

function Chapters({
  courseId,
  role,
  writable,
  classType,
  onChanged,
}: {
  courseId: number;
  role: Role;
  writable: boolean;
  classType: ClassType | null;
  onChanged: () => void;
}) {
  const exams = useMemo(() => examCalls(role), [role]);
  const list = useLoad(() => exams.chapters(courseId), [exams, courseId]);
  const [open, setOpen] = useState(0);
  const apply = (chapters: ChapterAdmin[]) => {
    list.setData(chapters);
    onChanged();
  };
  const move = async (i: number, d: number) => {
    const ids = (list.data ?? []).map((c) => c.chapterId);
    const [x] = ids.splice(i, 1);
    ids.splice(i + d, 0, x);
    const r = await act(() => exams.orderChapters(courseId, ids), { key: `chapters:order:${courseId}` });
    if (r.ok) apply(r.value);
  };
  const remove = async (ch: ChapterAdmin) => {
    const r = await act(() => exams.removeChapter(ch.chapterId), {
      confirm: `确定删除章节“${ch.title}”吗？`,
      danger: true,
      success: '章节已删除',
      key: `chapter:delete:${ch.chapterId}`,
    });
    if (r.ok) apply(r.value);
  };
  const chapters = list.data ?? [];
  return (
    <div className="ex-card">
      <div className="ex-card-head">
        <h2>章节</h2>
        <span className="ex-summary">
          {chapters.length}个章节 · 共{clock(chapters.reduce((a, c) => a + c.durationSec, 0))}
        </span>
      </div>
      <PageState {...loadState(list)}>
        {chapters.length === 0 && <p className="ex-empty">还没有章节：上传第一个视频吧。</p>}
        <ol className="cs-chapters">
          {chapters.map((ch, i) => (
            <li key={ch.chapterId} className="cs-chapter">
              <div className="cs-chapter-head">
                <span className="cs-chapter-title">
                  {i + 1}. {ch.title}
                </span>
                <span className="ex-muted">
                  {clock(ch.durationSec)} · 测验{ch.quizCount}题
                </span>
              </div>
              <div className="cs-chapter-tools">
                <a className="ex-link" href={ch.videoUrl} target="_blank" rel="noopener noreferrer">
                  播放视频
                </a>
                <button
                  type="button"
                  className="ex-link"
                  onClick={() => setOpen(open === ch.chapterId ? 0 : ch.chapterId)}
                  aria-expanded={open === ch.chapterId}
                >
                  {open === ch.chapterId ? '收起' : writable ? '编辑与测验' : '测验'}
                </button>
                {writable && (
                  <>
                    <button type="button" className="ex-link" disabled={i === 0} onClick={() => void move(i, -1)}>
                      上移
                    </button>
                    <button type="button" className="ex-link" disabled={i === chapters.length - 1} onClick={() => void move(i, 1)}>
                      下移
                    </button>
                    <button type="button" className="ex-link danger" onClick={() => void remove(ch)}>
                      删除
                    </button>
                  </>
                )}
              </div>
              {open === ch.chapterId && (
                <>
                  {writable && <ChapterForm role={role} chapter={ch} onSaved={apply} courseId={courseId} />}
                  <Quiz role={role} chapterId={ch.chapterId} writable={writable} classType={classType} onChanged={() => list.reload()} />
                </>
              )}
            </li>
          ))}
        </ol>
        {writable && <ChapterForm role={role} courseId={courseId} onSaved={apply} />}
      </PageState>
    </div>
  );
}

/** A new chapter (or an existing one's title and video): the video goes up as a stream with its progress; its length is read here. */
function ChapterForm({ role, courseId, chapter, onSaved }: { role: Role; courseId: number; chapter?: ChapterAdmin; onSaved: (list: ChapterAdmin[]) => void }) {
  const exams = useMemo(() => examCalls(role), [role]);
  const [title, setTitle] = useState(chapter?.title ?? '');
  const [video, setVideo] = useState<{ url: string; name: string } | null>(chapter ? { url: chapter.videoUrl, name: '当前视频' } : null);
  const [seconds, setSeconds] = useState(chapter?.durationSec ?? 0);
  const [progress, setProgress] = useState<number | null>(null);
  // a new picker after each chapter added (it shows the last file's name)
  const [picker, setPicker] = useState(0);
  const pick = useCallback(
    async (file: File | null) => {
      if (!file) return;
      if (!/^video\/(mp4|webm)$/.test(file.type) && !/\.(mp4|webm)$/i.test(file.name)) return void toast('请上传MP4或WebM格式的视频');
      if (file.size > MAX_VIDEO_BYTES) return void toast('视频不能超过200MB');
      const length = await videoSeconds(file);
      setProgress(0);
      const r = await act(() => uploadVideo(file, (sent, total) => setProgress(Math.round((sent * 100) / Math.max(1, total)))), { key: `video:${courseId}` });
      setProgress(null);
      if (!r.ok) return;
      setVideo({ url: r.value.url, name: r.value.fileName });
      if (length) setSeconds(length);
      setTitle((t) => t || file.name.replace(/\.(mp4|webm)$/i, ''));
    },
    [courseId],
  );
  const save = async () => {
    if (!title.trim()) return void toast('请输入章节名称');
    if (!video) return void toast('请上传章节视频');
    if (!seconds) return void toast('请填写视频时长');
    const body = { title: title.trim(), videoUrl: video.url, durationSec: seconds };
    const r = await act(() => (chapter ? exams.updateChapter(chapter.chapterId, body) : exams.addChapter(courseId, body)), {
      success: chapter ? '章节已保存' : '章节已添加',
      key: `chapter:save:${chapter?.chapterId ?? courseId}`,
    });
    if (!r.ok) return;
    onSaved(r.value);
    if (!chapter) {
      setTitle('');
      setVideo(null);
      setSeconds(0);
      setPicker((n) => n + 1);
    }
  };
  return (
    <div className="cs-upload">
      <strong>{chapter ? '修改章节' : '添加章节'}</strong>
      <div className="ex-grid">
        <label className="ex-field wide">
          <span className="ex-label req">章节名称</span>
          <input className="ex-input" value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label className="ex-field">
          <span className="ex-label req">视频时长（秒）</span>
          <input
            className="ex-input num"
            inputMode="numeric"
            value={seconds || ''}
            onChange={(e) => setSeconds(Math.max(0, Math.floor(Number(e.target.value)) || 0))}
          />
        </label>
        <div className="ex-field">
          <span className="ex-label req">视频（MP4/WebM，200MB以内）</span>
          <FilePick
            key={picker}
            label={chapter ? '更换视频' : '上传视频'}
            accept="video/mp4,video/webm"
            disabled={progress !== null}
            onPick={(f) => void pick(f)}
          />
          {progress !== null && (
            <div className="cs-progress" role="progressbar" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100} aria-label="上传进度">
              <span style={{ width: `${progress}%` }} />
            </div>
          )}
          {video && progress === null && <span className="ex-muted">已上传：{video.name}</span>}
        </div>
      </div>
      <div className="ex-actions">
        <Button size="small" color="primary" disabled={progress !== null} onClick={() => void save()}>
          {chapter ? '保存章节' : '添加章节'}
        </Button>
      </div>
    </div>
  );
}

/** A chapter's quiz: copies of auto-scored questions of the bank (short answers need a teacher). */
function Quiz({
  role,
  chapterId,
  writable,
  classType,
  onChanged,
}: {
  role: Role;
  chapterId: number;
  writable: boolean;
  classType: ClassType | null;
  onChanged: () => void;
}) {
  const exams = useMemo(() => examCalls(role), [role]);
  const bank = useMemo(() => resourceCalls(questionResource, role), [role]);
  const items = useLoad(() => exams.quizItems(chapterId), [exams, chapterId]);
  const [adding, setAdding] = useState(false);
  const [keyword, setKeyword] = useState('');
  const found = useLoad(
    async () => (adding ? bank.list({ classType: classType ?? '', stem: keyword, pageSize: 10 }) : null),
    [adding, bank, classType, keyword],
  );
  const change = (list: QuizItemAdmin[]) => {
    items.setData(list);
    onChanged();
  };
  const add = async (questionId: number) => {
    const r = await act(() => exams.addQuiz(chapterId, [questionId]), { success: '测验题已添加', key: `quiz:add:${questionId}` });
    if (r.ok) change(r.value);
  };
  const remove = async (id: number) => {
    const r = await act(() => exams.removeQuiz(chapterId, id), { confirm: '确定移除该测验题吗？', success: '测验题已删除', key: `quiz:remove:${id}` });
    if (r.ok) change(r.value);
  };
  return (
    <div className="cs-quiz">
      <strong>章节测验</strong>
      <PageState {...loadState(items)}>
        {items.data?.length ? (
          <ul>
            {items.data.map((q, i) => (
              <li key={q.id}>
                <span>
                  {i + 1}. [{QUESTION_TYPE_NAMES[q.qtype]}] {q.stem}（答案：{answerText(q.answer)}）
                </span>
                {writable && (
                  <button type="button" className="ex-link danger" onClick={() => void remove(q.id)}>
                    移除
                  </button>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <span className="ex-muted">本章节没有测验</span>
        )}
      </PageState>
      {writable && !adding && (
        <button type="button" className="ex-add" onClick={() => setAdding(true)}>
          + 从题库添加测验题
        </button>
      )}
      {adding && (
        <>
          <input className="ex-input" placeholder="题干关键词" aria-label="题干关键词" value={keyword} onChange={(e) => setKeyword(e.target.value)} />
          <ul>
            {found.data?.list.map((q) => (
              <li key={q.id}>
                <span>
                  [{QUESTION_TYPE_NAMES[q.qtype as QuestionType]}] {q.stem}
                </span>
                {q.qtype === 'short' ? (
                  <span className="ex-muted">简答题不可用</span>
                ) : (
                  <button type="button" className="ex-link" onClick={() => void add(q.id)}>
                    添加
                  </button>
                )}
              </li>
            ))}
          </ul>
          {found.data && !found.data.list.length && <span className="ex-muted">没有符合条件的试题</span>}
          <button type="button" className="ex-link" onClick={() => setAdding(false)}>
            完成
          </button>
        </>
      )}
    </div>
  );
}
