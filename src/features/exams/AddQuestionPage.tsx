import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { QUESTION_TYPE_NAMES, type AnswerValue, type QuestionType } from '../../api/contract/questions.ts';
import type { ClassType, Role } from '../../api/contract/roles.ts';
import {
  DIFFICULTY_NAMES,
  EXAMPLE_MARK,
  IMPORT_MAX_ROWS,
  QUESTION_FILE_TOO_LARGE,
  QUESTION_IMPORT_MAX_BYTES,
  OPTION_KEYS,
  QUESTION_TYPES,
  type ImportResult,
  type ImportRowError,
} from '../../api/contract/exams.ts';
import { questionResource } from '../../api/contract/resources/exams.ts';
import { resourceCalls } from '../../api/resource.ts';
import { examCalls, ImportRefusal } from '../../api/exams.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import QuestionView from '../../ui/exam/QuestionView.tsx';
import { FORM_SOURCE, useLoad } from '../../ui/useLoad.ts';
import FilePick from '../../ui/FilePick.tsx';
import { ClassTypeField, saveBlob, Tabs } from './common.tsx';
import { EditorPage, type EditorProps } from '../../ui/editorPage.tsx';
import '../../ui/editor.css';
import './exams.css';

interface Draft {
  qtype: QuestionType;
  classType: ClassType | '';
  chapter: string;
  difficulty: 1 | 2 | 3;
  stem: string;
  options: string[];
  answer: string;
  analysis: string;
}

const EMPTY: Draft = { qtype: 'single', classType: '', chapter: '', difficulty: 2, stem: '', options: ['', '', '', ''], answer: '', analysis: '' };
const choice = (t: QuestionType) => t === 'single' || t === 'multiple';

/**
 * /manage/addTkpage (?id= edits, ?tab=import imports): one question at a time with the learner's
 * view beside it, or a batch from the XLSX template (every row or none, wrong rows listed).
 */
export default function AddQuestionPage() {
  return (
    <EditorPage
      path="/manage/addTkpage"
      title={(id) => (id ? '编辑试题' : '新增试题')}
      back={{ to: '/manage/tkpage', label: '返回题库' }}
      editor={QuestionTabs}
    />
  );
}

/** A new question typed in, or a batch imported (?tab=import opens there); an existing one only edited. */
function QuestionTabs({ id, role, onDone }: EditorProps) {
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'form' | 'import'>(params.get('tab') === 'import' && !id ? 'import' : 'form');
  return (
    <>
      {!id && (
        <Tabs
          tabs={[
            ['form', '逐题录入'],
            ['import', '批量导入'],
          ]}
          value={tab}
          onPick={setTab}
        />
      )}
      {tab === 'form' ? <QuestionForm id={id} role={role} onDone={onDone} /> : <ImportPanel role={role} />}
    </>
  );
}

/** One choice of a few, side by side (a radiogroup of buttons); the picked one is marked on. */
function Segments<T extends string>({
  label,
  options,
  value,
  name = (t) => t,
  onPick,
}: {
  label: string;
  options: readonly T[];
  value: string;
  name?: (option: T) => string;
  onPick: (option: T) => void;
}) {
  return (
    <div className="ex-seg" role="radiogroup" aria-label={label}>
      {options.map((t) => (
        <button key={t} type="button" role="radio" aria-checked={value === t} className={value === t ? 'on' : ''} onClick={() => onPick(t)}>
          {name(t)}
        </button>
      ))}
    </div>
  );
}

function QuestionForm({ id, role, onDone }: { id: number; role: Role; onDone: () => void }) {
  const calls = useMemo(() => resourceCalls(questionResource, role), [role]);
  const [d, setD] = useState<Draft>(EMPTY);
  const loaded = useLoad(async () => (id ? calls.detail(id) : null), [id, calls], FORM_SOURCE);
  useEffect(() => {
    const r = loaded.data;
    if (!r) return;
    const options = OPTION_KEYS.map((k) => String(r[`option${k}` as keyof typeof r] ?? ''));
    while (options.length > 2 && !options[options.length - 1]) options.pop();
    setD({
      qtype: (r.qtype ?? 'single') as QuestionType,
      classType: (r.classType ?? '') as ClassType | '',
      chapter: r.chapter ?? '',
      difficulty: (r.difficulty ?? 2) as 1 | 2 | 3,
      stem: r.stem ?? '',
      options: choice((r.qtype ?? 'single') as QuestionType) ? options : ['', '', '', ''],
      answer: r.answer ?? '',
      analysis: r.analysis ?? '',
    });
  }, [loaded.data]);
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const picked = new Set(
    d.answer
      .toUpperCase()
      .replace(/[^A-F]/g, '')
      .split('')
      .filter(Boolean),
  );
  const toggle = (key: string) => {
    if (d.qtype === 'single') return set({ answer: key });
    const next = new Set(picked);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    set({ answer: [...next].sort().join('') });
  };
  const removeOption = (i: number) => {
    const options = d.options.filter((_, k) => k !== i);
    // letters after the removed one move up by one
    const answer = [...picked]
      .map((k) => (OPTION_KEYS as readonly string[]).indexOf(k))
      .filter((k) => k !== i)
      .map((k) => OPTION_KEYS[k > i ? k - 1 : k])
      .sort()
      .join('');
    set({ options, answer });
  };

  const save = async (again: boolean) => {
    const input = {
      qtype: d.qtype,
      classType: d.classType || null,
      chapter: d.chapter,
      difficulty: d.difficulty,
      stem: d.stem,
      ...Object.fromEntries(OPTION_KEYS.map((k, i) => [`option${k}`, choice(d.qtype) ? (d.options[i] ?? '') : ''])),
      answer: d.answer,
      analysis: d.analysis,
    };
    const result = await act(() => (id ? calls.update(id, input) : calls.create(input)), {
      success: again ? '保存成功，请继续录入' : '保存成功',
      key: `question:save:${id}`,
    });
    if (!result.ok) return;
    if (again) setD((x) => ({ ...EMPTY, qtype: x.qtype, classType: x.classType, chapter: x.chapter, difficulty: x.difficulty }));
    else onDone();
  };

  if (id && !loaded.data) return <PageState loading={loaded.loading} error={loaded.error} onRetry={loaded.reload} />;
  const preview = {
    questionId: 0,
    qtype: d.qtype,
    stem: d.stem || '（题干）',
    options: choice(d.qtype) ? d.options.map((text, i) => ({ key: OPTION_KEYS[i], text: text || `（选项${OPTION_KEYS[i]}）` })) : [],
  };
  const previewValue: AnswerValue | undefined =
    d.qtype === 'single'
      ? d.answer || undefined
      : d.qtype === 'multiple'
        ? [...picked]
        : d.qtype === 'judge'
          ? d.answer === '正确' || (d.answer === '错误' ? false : undefined)
          : undefined;

  return (
    <div className="ex-split">
      <form
        className="ex-form"
        onSubmit={(e) => {
          e.preventDefault();
          void save(false);
        }}
      >
        <div className="ex-field">
          <span className="ex-label">题型</span>
          <Segments
            label="题型"
            options={QUESTION_TYPES}
            value={d.qtype}
            name={(t) => QUESTION_TYPE_NAMES[t]}
            onPick={(t) => set({ qtype: t, answer: t === d.qtype ? d.answer : t === 'judge' ? '正确' : '' })}
          />
        </div>
        <div className="ex-row">
          <ClassTypeField value={d.classType} onChange={(classType) => set({ classType })} />
          <label className="ex-field">
            <span className="ex-label">难度</span>
            <select className="ex-input" value={d.difficulty} onChange={(e) => set({ difficulty: Number(e.target.value) as 1 | 2 | 3 })}>
              {([1, 2, 3] as const).map((n) => (
                <option key={n} value={n}>
                  {DIFFICULTY_NAMES[n]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="ex-field">
          <span className="ex-label">章节</span>
          <input
            className="ex-input"
            value={d.chapter}
            maxLength={50}
            placeholder="如：第3步 评估你的市场"
            onChange={(e) => set({ chapter: e.target.value })}
          />
        </label>
        <label className="ex-field">
          <span className="ex-label req">题干</span>
          <textarea className="ex-input" rows={3} value={d.stem} maxLength={500} placeholder="请输入题干" onChange={(e) => set({ stem: e.target.value })} />
        </label>
        {choice(d.qtype) && (
          <fieldset className="ex-field ex-options">
            <legend className="ex-label req">选项（点字母设为正确答案{d.qtype === 'multiple' ? '，可多选' : ''}）</legend>
            {d.options.map((text, i) => {
              const key = OPTION_KEYS[i];
              return (
                <div key={key} className="ex-option">
                  <button
                    type="button"
                    className={`ex-letter${picked.has(key) ? ' on' : ''}`}
                    aria-pressed={picked.has(key)}
                    aria-label={`选项${key}为正确答案`}
                    onClick={() => toggle(key)}
                  >
                    {key}
                  </button>
                  <input
                    className="ex-input"
                    aria-label={`选项${key}`}
                    value={text}
                    maxLength={200}
                    onChange={(e) => set({ options: d.options.map((o, k) => (k === i ? e.target.value : o)) })}
                  />
                  {d.options.length > 2 && (
                    <button type="button" className="ex-link danger" onClick={() => removeOption(i)} aria-label={`删除选项${key}`}>
                      删除
                    </button>
                  )}
                </div>
              );
            })}
            {d.options.length < OPTION_KEYS.length && (
              <button type="button" className="ex-add" onClick={() => set({ options: [...d.options, ''] })}>
                + 添加选项
              </button>
            )}
          </fieldset>
        )}
        {d.qtype === 'judge' && (
          <div className="ex-field">
            <span className="ex-label req">答案</span>
            <Segments label="答案" options={['正确', '错误']} value={d.answer} onPick={(v) => set({ answer: v })} />
          </div>
        )}
        {(d.qtype === 'fill' || d.qtype === 'short') && (
          <label className="ex-field">
            <span className="ex-label req">{d.qtype === 'fill' ? '答案' : '参考答案'}</span>
            <textarea
              className="ex-input"
              rows={d.qtype === 'fill' ? 2 : 4}
              value={d.answer}
              maxLength={1000}
              placeholder={d.qtype === 'fill' ? '多个正确答案用 | 分隔，如：利润|净利润' : '教师批阅时参照的答案要点'}
              onChange={(e) => set({ answer: e.target.value })}
            />
          </label>
        )}
        <label className="ex-field">
          <span className="ex-label">解析</span>
          <textarea className="ex-input" rows={2} value={d.analysis} maxLength={1000} onChange={(e) => set({ analysis: e.target.value })} />
        </label>
        <div className="ex-actions">
          {!id && (
            <Button onClick={() => void save(true)} aria-label="保存并继续录入">
              保存并继续
            </Button>
          )}
          <Button color="primary" type="submit">
            保存
          </Button>
        </div>
      </form>
      <aside className="ex-preview" aria-label="学员看到的样子">
        <h2>学员看到的样子</h2>
        <QuestionView q={preview} index={0} value={previewValue} onChange={() => undefined} disabled />
      </aside>
    </div>
  );
}

function ImportPanel({ role }: { role: Role }) {
  const calls = useMemo(() => examCalls(role), [role]);
  const [picker, setPicker] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [errors, setErrors] = useState<ImportRowError[] | null>(null);

  const template = () =>
    act(
      async () => {
        const d = await calls.template();
        saveBlob(d.blob, '试题导入模板.xlsx');
      },
      { key: 'question:template' },
    );
  const tooLarge = !!file && file.size > QUESTION_IMPORT_MAX_BYTES;
  const run = async () => {
    if (!file || tooLarge) return;
    setDone(null);
    setErrors(null);
    let refused: ImportRowError[] | null = null;
    const result = await act(
      async () => {
        try {
          return await calls.importQuestions(file);
        } catch (e) {
          if (e instanceof ImportRefusal) refused = e.errors;
          throw e instanceof ImportRefusal ? e.cause : e;
        }
      },
      { key: 'question:import' },
    );
    if (result.ok) {
      setDone(result.value);
      setFile(null);
      setPicker((n) => n + 1);
    } else setErrors(refused);
  };

  return (
    <div className="ex-import">
      <ol className="ex-steps">
        <li>
          <strong>下载模板</strong>
          <p className="ex-muted">
            按模板填写：题型（单选题、多选题、判断题、填空题、简答题）、适用班级（SYB、GYB、ZBB、DSB或通用）、章节、难度（易、中、难）、题干、选项A–F、答案、解析。以“
            {EXAMPLE_MARK}”开头的示例行不会导入。每次最多
            {IMPORT_MAX_ROWS}道，文件不超过10MB。
          </p>
          <Button size="small" onClick={() => void template()}>
            下载导入模板
          </Button>
        </li>
        <li>
          <strong>选择填好的文件并导入</strong>
          <p className="ex-muted">有任何一行不符合要求时不会导入任何试题，并列出每一行的问题。</p>
          <div className="ex-filebar">
            <FilePick key={picker} label="选择Excel文件" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onPick={setFile} />
            <Button size="small" color="primary" disabled={!file || tooLarge} onClick={() => void run()}>
              开始导入
            </Button>
          </div>
          {tooLarge && (
            <p className="rs-form-error" role="alert">
              {QUESTION_FILE_TOO_LARGE}
            </p>
          )}
        </li>
      </ol>
      {done && (
        <p className="ex-ok" role="status">
          已导入 {done.imported} 道试题{done.skipped ? `（跳过示例行 ${done.skipped} 行）` : ''}。
        </p>
      )}
      {errors && (
        <div className="ex-errors" role="alert">
          <p>共 {errors.length} 行有问题，未导入任何试题。请修改后重新导入：</p>
          <table>
            <thead>
              <tr>
                <th>行号</th>
                <th>问题</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((e) => (
                <tr key={`${e.row}-${e.message}`}>
                  <td>第{e.row}行</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
