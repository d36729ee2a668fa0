import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { QUESTION_TYPE_NAMES, type QuestionType } from '../../api/contract/questions.ts';
import { CLASS_TYPE_NAMES, type ClassType, type Role } from '../../api/contract/roles.ts';
import { DIFFICULTY_NAMES, QUESTION_TYPES, type DrawRule, type PaperComposition, type PaperItem, type PoolCount } from '../../api/contract/exams.ts';
import { paperResource, questionResource } from '../../api/contract/resources/exams.ts';
import type { RowOf } from '../../api/contract/resource/types.ts';
import { resourceCalls } from '../../api/resource.ts';
import { examCalls } from '../../api/exams.ts';
import { act } from '../../ui/act.tsx';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { answerText } from '../../ui/exam/QuestionView.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { FORM_SOURCE, useLoad } from '../../ui/useLoad.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { EditorPage, type EditorProps } from '../../ui/editorPage.tsx';
import '../../ui/editor.css';
import './exams.css';
import ClassTypeOptions from '../../ui/ClassTypeOptions.tsx';
import { ClassTypeField, Tabs } from './common.tsx';

const Preview = whenOpen(() => import('./PaperPreview.tsx'));

interface Settings {
  title: string;
  classType: ClassType | '';
  durationMin: number;
  passScore: number;
  maxAttempts: number;
  isFinal: boolean;
  showAnswers: boolean;
}
/** What a number field holds as typed: a whole number, 0 when empty or not a number, never below 0. */
const wholeNumber = (v: string) => Math.max(0, Math.floor(Number(v)) || 0);

const NEW: Settings = { title: '', classType: '', durationMin: 60, passScore: 60, maxAttempts: 1, isFinal: false, showAnswers: true };

/**
 * /manage/addPaper (?id= for an existing paper): the paper's settings, then its questions — picked by
 * hand from the bank or drawn at random by rules (counts per type and difficulty) — and a preview
 * exactly as the learner sees it on a 390×844 phone. Publishing is on /manage/manmgeOnlinetest.
 */
export default function AddPaperPage() {
  return (
    <EditorPage path="/manage/addPaper" title={(id) => (id ? '组卷' : '新增试卷')} back={{ to: '/manage/sjkpage', label: '返回试卷库' }} editor={PaperEditor} />
  );
}

function PaperEditor({ id, role, onCreated }: EditorProps) {
  const navigate = useNavigate();
  const phone = useBreakpoint() === 'phone';
  const papers = useMemo(() => resourceCalls(paperResource, role), [role]);
  const exams = useMemo(() => examCalls(role), [role]);
  const [s, setS] = useState<Settings>(NEW);
  const [comp, setComp] = useState<PaperComposition | null>(null);
  const [items, setItems] = useState<PaperItem[]>([]);
  const [dirty, setDirty] = useState(false);
  const [mode, setMode] = useState<'manual' | 'random'>('manual');
  const [preview, setPreview] = useState(false);
  const row = useLoad(async () => (id ? papers.detail(id) : null), [id, papers], FORM_SOURCE);

  const reload = useCallback(async () => {
    if (!id) return;
    const c = await exams.composition(id);
    setComp(c);
    setItems(c.items);
    setDirty(false);
    setMode(c.composeMode);
  }, [id, exams]);
  useEffect(() => {
    void reload().catch(() => undefined);
  }, [reload]);
  useEffect(() => {
    const r = row.data;
    if (r)
      setS({
        title: r.title ?? '',
        classType: (r.classType ?? '') as ClassType | '',
        durationMin: r.durationMin ?? 60,
        passScore: r.passScore ?? 60,
        maxAttempts: r.maxAttempts ?? 1,
        isFinal: !!r.isFinal,
        showAnswers: r.showAnswers !== false,
      });
  }, [row.data]);

  const saveSettings = async () => {
    const input = { ...s, classType: s.classType || null };
    const result = await act(() => (id ? papers.update(id, input) : papers.create(input)), {
      success: '保存成功',
      key: `paper:settings:${id}`,
    });
    if (!result.ok) return;
    if (!id) onCreated((result.value as RowOf<typeof paperResource>).id);
    else {
      row.reload();
      await reload();
    }
  };

  const saveItems = async () => {
    const result = await act(
      () =>
        exams.saveItems(
          id,
          items.map((i) => ({ questionId: i.questionId, score: i.score })),
        ),
      { success: '试卷已保存', key: `paper:items:${id}` },
    );
    if (result.ok) {
      setComp(result.value);
      setItems(result.value.items);
      setDirty(false);
    }
  };

  if (id && !row.data) return <PageState loading={row.loading} error={row.error} onRetry={row.reload} />;
  const editable = !id || !!comp?.editable;
  const total = items.reduce((a, i) => a + i.score, 0);
  const set = (patch: Partial<Settings>) => setS((x) => ({ ...x, ...patch }));

  return (
    <>
      <div className="ex-card">
        <h2>试卷设置</h2>
        <div className="ex-grid">
          <label className="ex-field wide">
            <span className="ex-label req">试卷名称</span>
            <input className="ex-input" value={s.title} maxLength={60} placeholder="如：直播电商结业考试" onChange={(e) => set({ title: e.target.value })} />
          </label>
          <ClassTypeField value={s.classType} onChange={(classType) => set({ classType })} />
          <label className="ex-field">
            <span className="ex-label req">考试时长（分钟）</span>
            <input className="ex-input" inputMode="numeric" value={s.durationMin} onChange={(e) => set({ durationMin: wholeNumber(e.target.value) })} />
          </label>
          <label className="ex-field">
            <span className="ex-label req">及格分</span>
            <input className="ex-input" inputMode="numeric" value={s.passScore} onChange={(e) => set({ passScore: wholeNumber(e.target.value) })} />
          </label>
          <label className="ex-field">
            <span className="ex-label req">可考次数</span>
            <input className="ex-input" inputMode="numeric" value={s.maxAttempts} onChange={(e) => set({ maxAttempts: wholeNumber(e.target.value) })} />
          </label>
          <label className="ex-check">
            <input type="checkbox" checked={s.isFinal} onChange={(e) => set({ isFinal: e.target.checked })} /> 结业考试（成绩计入理论成绩和结业证书）
          </label>
          <label className="ex-check">
            <input type="checkbox" checked={s.showAnswers} onChange={(e) => set({ showAnswers: e.target.checked })} /> 交卷后可查看答案解析
          </label>
        </div>
        <div className="ex-actions">
          <Button color="primary" onClick={() => void saveSettings()}>
            {id ? '保存设置' : '下一步：组卷'}
          </Button>
        </div>
      </div>

      {id > 0 && comp && (
        <div className="ex-card">
          <div className="ex-card-head">
            <h2>试题</h2>
            <span className="ex-summary" data-testid="paper-summary">
              共 {items.length} 题 · 总分 {total} 分 · 及格 {s.passScore} 分
            </span>
          </div>
          {!editable && <p className="ex-note">{comp.attempted ? '已有考生作答，试题不能再修改。' : '共享的试卷仅全国管理员可修改，您可以预览和发布。'}</p>}
          {editable && (
            <Tabs
              tabs={[
                ['manual', '手动选题'],
                ['random', '随机抽题'],
              ]}
              value={mode}
              onPick={setMode}
            />
          )}
          {editable && mode === 'random' && (
            <DrawPanel
              paperId={id}
              role={role}
              initial={comp.drawRules}
              hasItems={items.length > 0}
              onDrawn={(c) => {
                setComp(c);
                setItems(c.items);
                setDirty(false);
              }}
            />
          )}
          <ItemList
            items={items}
            editable={editable}
            onChange={(next) => {
              setItems(next);
              setDirty(true);
            }}
          />
          {editable && mode === 'manual' && (
            <BankPicker
              role={role}
              classType={comp.classType}
              chosen={new Set(items.map((i) => i.questionId))}
              onAdd={(q) => {
                setItems((list) => [...list, q]);
                setDirty(true);
              }}
            />
          )}
          <div className="ex-actions sticky">
            <Button disabled={!items.length} onClick={() => setPreview(true)}>
              预览（学员视角）
            </Button>
            {editable && (
              <Button color="primary" disabled={!dirty} onClick={() => void saveItems()}>
                保存试题
              </Button>
            )}
            {!dirty && items.length > 0 && (
              <Button color="primary" fill="outline" onClick={() => navigate('/manage/manmgeOnlinetest')}>
                去发布
              </Button>
            )}
          </div>
        </div>
      )}
      <Preview open={preview} title={s.title} durationMin={s.durationMin} items={items} phone={phone} onClose={() => setPreview(false)} />
    </>
  );
}

function ItemList({ items, editable, onChange }: { items: PaperItem[]; editable: boolean; onChange: (items: PaperItem[]) => void }) {
  if (!items.length) return <p className="ex-empty">还没有试题：从下方题库中添加，或按规则随机抽题。</p>;
  const move = (i: number, d: number) => {
    const next = [...items];
    const [x] = next.splice(i, 1);
    next.splice(i + d, 0, x);
    onChange(next);
  };
  return (
    <ol className="ex-items">
      {items.map((it, i) => (
        <li key={it.questionId} className="ex-item">
          <div className="ex-item-main">
            <span className="ex-tag">{QUESTION_TYPE_NAMES[it.qtype]}</span>
            <span className="ex-item-stem">
              {i + 1}. {it.stem}
            </span>
            <span className="ex-muted">答案：{answerText(it.answer)}</span>
          </div>
          <div className="ex-item-tools">
            <label className="ex-score">
              <input
                className="ex-input"
                inputMode="numeric"
                aria-label={`第${i + 1}题分值`}
                value={it.score}
                disabled={!editable}
                onChange={(e) => onChange(items.map((x, k) => (k === i ? { ...x, score: Math.max(0, Math.floor(Number(e.target.value)) || 0) } : x)))}
              />
              分
            </label>
            {editable && (
              <>
                <button type="button" className="ex-link" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`上移第${i + 1}题`}>
                  上移
                </button>
                <button type="button" className="ex-link" disabled={i === items.length - 1} onClick={() => move(i, 1)} aria-label={`下移第${i + 1}题`}>
                  下移
                </button>
                <button type="button" className="ex-link danger" onClick={() => onChange(items.filter((_, k) => k !== i))} aria-label={`移除第${i + 1}题`}>
                  移除
                </button>
              </>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

type QuestionRow = RowOf<typeof questionResource>;

/** The bank, filtered, to add questions from (those of another class type than the paper's are greyed out). */
function BankPicker({ role, classType, chosen, onAdd }: { role: Role; classType: ClassType | null; chosen: Set<number>; onAdd: (q: PaperItem) => void }) {
  const calls = useMemo(() => resourceCalls(questionResource, role), [role]);
  const [filters, setFilters] = useState({ classType: classType ?? '', qtype: '', difficulty: '', stem: '' });
  const [pageNum, setPageNum] = useState(1);
  const list = useLoad(() => calls.list({ ...filters, pageNum, pageSize: 10 }), [calls, filters, pageNum]);
  const fits = (q: QuestionRow) => !classType || !q.classType || q.classType === classType;
  const add = async (q: QuestionRow) => {
    const full = await act(() => calls.detail(q.id), { key: `bank:${q.id}` });
    if (!full.ok) return;
    const d = full.value;
    const options = (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((key) => ({ key, text: String(d[`option${key}`] ?? '') })).filter((o) => o.text);
    onAdd({
      questionId: d.id,
      qtype: d.qtype as QuestionType,
      classType: (d.classType ?? null) as ClassType | null,
      chapter: d.chapter ?? '',
      difficulty: (d.difficulty ?? 2) as 1 | 2 | 3,
      stem: d.stem ?? '',
      options,
      answer: d.answer ?? '',
      analysis: d.analysis ?? '',
      score: d.qtype === 'short' ? 10 : 5,
    });
  };
  const f = (patch: Partial<typeof filters>) => {
    setFilters((x) => ({ ...x, ...patch }));
    setPageNum(1);
  };
  const page = list.data;
  return (
    <div className="ex-bank">
      <h3>从题库添加</h3>
      <div className="ex-filters">
        <select className="ex-input" aria-label="适用班级" value={filters.classType} onChange={(e) => f({ classType: e.target.value })}>
          <ClassTypeOptions none="全部班级类型" />
        </select>
        <select className="ex-input" aria-label="题型" value={filters.qtype} onChange={(e) => f({ qtype: e.target.value })}>
          <option value="">全部题型</option>
          {QUESTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {QUESTION_TYPE_NAMES[t]}
            </option>
          ))}
        </select>
        <select className="ex-input" aria-label="难度" value={filters.difficulty} onChange={(e) => f({ difficulty: e.target.value })}>
          <option value="">全部难度</option>
          {([1, 2, 3] as const).map((n) => (
            <option key={n} value={n}>
              {DIFFICULTY_NAMES[n]}
            </option>
          ))}
        </select>
        <input className="ex-input" aria-label="题干关键词" placeholder="题干关键词" value={filters.stem} onChange={(e) => f({ stem: e.target.value })} />
      </div>
      <PageState {...loadState(list)} empty={!!page && !page.list.length} emptyText="没有符合条件的试题">
        <ul className="ex-bank-list">
          {page?.list.map((q) => (
            <li key={q.id}>
              <span className="ex-tag">{QUESTION_TYPE_NAMES[q.qtype as QuestionType]}</span>
              <span className="ex-item-stem">{q.stem}</span>
              <span className="ex-muted">
                {q.classType ? CLASS_TYPE_NAMES[q.classType as ClassType] : '通用'} · {DIFFICULTY_NAMES[(q.difficulty ?? 2) as 1 | 2 | 3]} · {q.ownerName}
              </span>
              <Button size="mini" color="primary" fill="outline" disabled={chosen.has(q.id) || !fits(q)} onClick={() => void add(q)}>
                {chosen.has(q.id) ? '已添加' : fits(q) ? '添加' : '不适用'}
              </Button>
            </li>
          ))}
        </ul>
        {page && page.total > page.pageSize && (
          <nav className="ex-pager" aria-label="题库分页">
            <button type="button" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
              上一页
            </button>
            <span>
              {pageNum} / {Math.ceil(page.total / page.pageSize)}
            </span>
            <button type="button" disabled={page.isLastPage} onClick={() => setPageNum(pageNum + 1)}>
              下一页
            </button>
          </nav>
        )}
      </PageState>
    </div>
  );
}

const NEW_RULE: DrawRule = { qtype: 'single', difficulty: 0, chapter: '', count: 5, score: 5 };
/** A rule's whole numbers, in their columns' order. */
const RULE_NUMBERS = [
  ['count', '题数'],
  ['score', '分值'],
] as const;

function DrawPanel({
  paperId,
  role,
  initial,
  hasItems,
  onDrawn,
}: {
  paperId: number;
  role: Role;
  initial: DrawRule[];
  hasItems: boolean;
  onDrawn: (c: PaperComposition) => void;
}) {
  const exams = useMemo(() => examCalls(role), [role]);
  const [rules, setRules] = useState<DrawRule[]>(initial.length ? initial : [NEW_RULE]);
  const pool = useLoad(() => exams.pool(paperId), [exams, paperId]);
  const available = (r: DrawRule) =>
    (pool.data ?? []).filter((p: PoolCount) => p.qtype === r.qtype && (!r.difficulty || p.difficulty === r.difficulty)).reduce((a, p) => a + p.count, 0);
  const set = (i: number, patch: Partial<DrawRule>) => setRules((list) => list.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const draw = async () => {
    const result = await act(() => exams.draw(paperId, rules), {
      confirm: hasItems ? '按规则重新抽题将替换试卷中现有的试题，确定抽题吗？' : undefined,
      success: '抽题完成',
      key: `paper:draw:${paperId}`,
    });
    if (result.ok) onDrawn(result.value);
  };
  const total = rules.reduce((a, r) => a + r.count * r.score, 0);
  return (
    <div className="ex-draw">
      <table className="ex-table">
        <thead>
          <tr>
            <th>题型</th>
            <th>难度</th>
            <th>章节（可选）</th>
            <th>题数</th>
            <th>每题分值</th>
            <th>题库可用</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rules.map((r, i) => (
            <tr key={`${i}-${r.qtype}`}>
              <td>
                <select
                  className="ex-input"
                  aria-label={`规则${i + 1}题型`}
                  value={r.qtype}
                  onChange={(e) => set(i, { qtype: e.target.value as QuestionType })}
                >
                  {QUESTION_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {QUESTION_TYPE_NAMES[t]}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <select
                  className="ex-input"
                  aria-label={`规则${i + 1}难度`}
                  value={r.difficulty}
                  onChange={(e) => set(i, { difficulty: Number(e.target.value) as DrawRule['difficulty'] })}
                >
                  <option value={0}>不限</option>
                  {([1, 2, 3] as const).map((d) => (
                    <option key={d} value={d}>
                      {DIFFICULTY_NAMES[d]}
                    </option>
                  ))}
                </select>
              </td>
              <td>
                <input
                  className="ex-input"
                  aria-label={`规则${i + 1}章节`}
                  value={r.chapter}
                  maxLength={50}
                  onChange={(e) => set(i, { chapter: e.target.value })}
                />
              </td>
              {RULE_NUMBERS.map(([k, name]) => (
                <td key={k}>
                  <input
                    className="ex-input num"
                    inputMode="numeric"
                    aria-label={`规则${i + 1}${name}`}
                    value={r[k]}
                    onChange={(e) => set(i, { [k]: wholeNumber(e.target.value) })}
                  />
                </td>
              ))}
              <td className={available(r) < r.count ? 'ex-bad' : ''}>{pool.data ? `${available(r)}道` : '…'}</td>
              <td>
                {rules.length > 1 && (
                  <button type="button" className="ex-link danger" onClick={() => setRules((list) => list.filter((_, k) => k !== i))}>
                    删除
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ex-actions start">
        <button type="button" className="ex-add" onClick={() => setRules((list) => [...list, NEW_RULE])} disabled={rules.length >= 20}>
          + 添加规则
        </button>
        <span className="ex-muted">
          按规则共 {rules.reduce((a, r) => a + r.count, 0)} 题 · {total} 分（“题库可用”不含章节条件）
        </span>
        <Button size="small" color="primary" onClick={() => void draw()}>
          按规则抽题
        </Button>
      </div>
    </div>
  );
}
