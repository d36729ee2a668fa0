import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Button from 'antd-mobile/es/components/button';
import { alert } from '../../ui/overlay/dialogs.ts';
import { BUSINESS_PLAN_SECTIONS, type BusinessPlan, type PlanState } from '../../api/contract/learner.ts';
import { businessPlan, saveBusinessPlan, submitBusinessPlan } from '../../api/learner.ts';
import { ApiError } from '../../api/http.ts';
import { money } from '../../api/contract/money.ts';
import { readPlanDraft, writePlanDraft } from '../../storage/answerDraft.ts';
import { toast } from '../../ui/toast.ts';
import PageState from '../../ui/PageState.tsx';
import { Card, LearnerPage, fmtDateTime, useOnline, useUserKey } from './common.tsx';
import { IntInput, YuanInput, PlanRows } from './PlanInputs.tsx';
import { monthly, normalisePlan, planTotals, rowAmounts, sum, zeros12 } from './planTotals.ts';
import { act } from '../../ui/act.tsx';

/** Server autosave waits this long after the last keystroke (IndexedDB is written at once). */
export const AUTOSAVE_MS = 1200;
const KIND = 'business';
const MONTHS = Array.from({ length: 12 }, (_, i) => `${i + 1}月`);
type SectionKey = (typeof BUSINESS_PLAN_SECTIONS)[number]['key'];

const TEXT_FIELDS: Partial<Record<SectionKey, { key: string; label: string; long?: boolean }[]>> = {
  overview: [
    { key: 'name', label: '企业名称' },
    { key: 'industry', label: '所属行业' },
    { key: 'legalForm', label: '企业法律形态' },
    { key: 'address', label: '经营地址' },
    { key: 'products', label: '主要产品或服务', long: true },
  ],
  owner: [
    { key: 'experience', label: '工作经历', long: true },
    { key: 'education', label: '教育背景', long: true },
    { key: 'skills', label: '技能与特长', long: true },
  ],
  market: [
    { key: 'customers', label: '目标顾客', long: true },
    { key: 'size', label: '市场容量与趋势', long: true },
    { key: 'competitors', label: '竞争对手分析', long: true },
    { key: 'swot', label: 'SWOT分析', long: true },
  ],
  marketing: [
    { key: 'product', label: '产品策略', long: true },
    { key: 'price', label: '价格策略', long: true },
    { key: 'place', label: '地点与渠道', long: true },
    { key: 'promotion', label: '促销策略', long: true },
  ],
};

type SaveState = 'saved' | 'saving' | 'local' | 'conflict';

/**
 * /cultivate/prospectus (SYB): the ten-section business plan. Every edit goes to IndexedDB at once
 * and to the server AUTOSAVE_MS later with the revision it started from; totals are computed on
 * screen (planTotals.ts) and again by the server. Print view, submission for the teacher's grade.
 */
export default function ProspectusPage() {
  const userKey = useUserKey();
  const online = useOnline();
  const [state, setState] = useState<PlanState<BusinessPlan> | null>(null);
  const [content, setContent] = useState<BusinessPlan | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [section, setSection] = useState<SectionKey>('overview');
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [submitting, setSubmitting] = useState(false);
  const rev = useRef(0);
  const latest = useRef<BusinessPlan | null>(null);
  const dirty = useRef(false);
  const saving = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  const save = useCallback(async (): Promise<void> => {
    if (saving.current) {
      await saving.current;
      if (!dirty.current) return;
    }
    const sent = latest.current;
    if (!sent || !dirty.current) return;
    const run = (async () => {
      setSaveState('saving');
      try {
        const res = await saveBusinessPlan(rev.current, sent);
        rev.current = res.revision;
        setState(res);
        if (latest.current === sent) {
          dirty.current = false;
          setSaveState('saved');
        } else setSaveState('local');
        await writePlanDraft(userKey, KIND, { content: latest.current, baseRevision: rev.current, dirty: dirty.current, updatedAt: Date.now() });
      } catch (e) {
        if (e instanceof ApiError && e.status === 409) {
          setSaveState('conflict');
          void alert({ title: '保存冲突', content: e.msg || '内容已在其他设备或页面更新，请刷新后再编辑' });
        } else setSaveState('local');
      }
    })();
    saving.current = run;
    try {
      await run;
    } finally {
      saving.current = null;
    }
  }, [userKey]);

  const load = useCallback(async () => {
    setError(null);
    try {
      const [server, draft] = await Promise.all([businessPlan(), readPlanDraft<BusinessPlan>(userKey, KIND)]);
      rev.current = server.revision;
      let c = normalisePlan(server.content);
      if (draft?.dirty && server.status === 'draft') {
        if (draft.baseRevision === server.revision) {
          c = planTotals(normalisePlan(draft.content));
          dirty.current = true;
        } else void toast('本机未同步的修改早于服务器上的版本，已载入最新版本');
      }
      latest.current = c;
      setState(server);
      setContent(c);
      setSaveState(dirty.current ? 'local' : 'saved');
      if (dirty.current) void save();
    } catch (e) {
      setError(e);
    }
  }, [userKey, save]);

  useEffect(() => {
    void load();
  }, [load]);

  // Send unsaved edits when the connection returns and when the page is hidden or left.
  useEffect(() => {
    const flush = () => {
      if (dirty.current) {
        clearTimeout(timer.current);
        void save();
      }
    };
    const onHide = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('online', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('online', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [save]);

  const locked = state?.status !== 'draft';
  const update = (fn: (p: BusinessPlan) => BusinessPlan) => {
    if (!latest.current || locked) return;
    const next = planTotals(fn(latest.current));
    latest.current = next;
    dirty.current = true;
    setContent(next);
    setSaveState('local');
    void writePlanDraft(userKey, KIND, { content: next, baseRevision: rev.current, dirty: true, updatedAt: Date.now() });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), AUTOSAVE_MS);
  };

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    const result = await act(
      async () => {
        clearTimeout(timer.current);
        await save();
        if (dirty.current) return null;
        return submitBusinessPlan();
      },
      { key: 'business-plan-submit', title: '提交创业计划书', confirm: '提交后将由老师评分，不能再修改。确认提交吗？', confirmText: '提交' },
    );
    setSubmitting(false);
    if (!result.ok) return;
    if (!result.value) return void toast('网络异常，修改已保存在本机，恢复网络后再提交');
    setState(result.value);
    void toast.success('提交成功');
  };

  if (!content || !state)
    return (
      <LearnerPage title="创业计划书">
        <PageState loading={!error} error={error} onRetry={() => void load()} />
      </LearnerPage>
    );

  const statusText =
    state.status === 'graded'
      ? `已评分：${state.score ?? '—'}分`
      : state.status === 'submitted'
        ? `已提交（${fmtDateTime(state.submittedAt)}），等待老师评分`
        : null;
  const saveText =
    saveState === 'saving'
      ? '保存中…'
      : saveState === 'conflict'
        ? '保存冲突，请刷新'
        : saveState === 'local'
          ? online
            ? '已保存在本机，正在同步…'
            : '离线：已保存在本机'
          : `已保存${state.revision ? `（第${state.revision}版 ${fmtDateTime(state.updatedAt)}）` : ''}`;

  return (
    <LearnerPage
      title="创业计划书"
      wide
      extra={
        <div className="ln-actions ln-noprint" style={{ marginTop: 0 }}>
          <Button size="small" onClick={() => window.print()}>
            打印 / PDF
          </Button>
          {!locked && (
            <Button size="small" color="primary" loading={submitting} disabled={submitting} onClick={() => void submit()}>
              提交评分
            </Button>
          )}
        </div>
      }
    >
      <div className="ln-savebar ln-noprint">
        <span data-testid="plan-save-state">{statusText ?? saveText}</span>
        {state.comment && <span>老师评语：{state.comment}</span>}
      </div>
      <div className="ln-plan ln-noprint">
        <nav className="ln-plan-nav" aria-label="计划书章节">
          {BUSINESS_PLAN_SECTIONS.map((s, i) => (
            <button
              key={s.key}
              type="button"
              className={s.key === section ? 'on' : ''}
              aria-current={s.key === section ? 'true' : undefined}
              onClick={() => setSection(s.key)}
            >
              {i + 1}. {s.title}
            </button>
          ))}
        </nav>
        <Card title={BUSINESS_PLAN_SECTIONS.find((s) => s.key === section)!.title}>
          <SectionEditor section={section} plan={content} update={update} locked={locked} />
          <div className="ln-actions end">
            {BUSINESS_PLAN_SECTIONS.findIndex((s) => s.key === section) < BUSINESS_PLAN_SECTIONS.length - 1 && (
              <Button size="small" onClick={() => setSection(BUSINESS_PLAN_SECTIONS[BUSINESS_PLAN_SECTIONS.findIndex((s) => s.key === section) + 1]!.key)}>
                下一章
              </Button>
            )}
          </div>
        </Card>
      </div>
      <PlanPrint plan={content} />
    </LearnerPage>
  );
}

function TextField({
  label,
  value,
  long,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  long?: boolean;
  onChange: (v: string) => void;
  disabled: boolean;
}) {
  const id = `pl-${label}`;
  return (
    <div className="ln-field">
      <label htmlFor={id}>{label}</label>
      {long ? (
        <textarea id={id} className="ln-textarea" value={value} maxLength={2000} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={id} className="ln-input" value={value} maxLength={200} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
}

const Del = ({ onClick, disabled }: { onClick: () => void; disabled: boolean }) =>
  disabled ? null : (
    <button type="button" className="ln-del" onClick={onClick}>
      删除
    </button>
  );
const Add = ({ onClick, disabled, children }: { onClick: () => void; disabled: boolean; children: ReactNode }) =>
  disabled ? null : (
    <button type="button" className="ln-add" onClick={onClick}>
      {children}
    </button>
  );
const without = <T,>(xs: T[], i: number) => xs.filter((_, j) => j !== i);
const replace = <T,>(xs: T[], i: number, v: T) => xs.map((x, j) => (j === i ? v : x));

function SectionEditor({
  section,
  plan,
  update,
  locked,
}: {
  section: SectionKey;
  plan: BusinessPlan;
  update: (fn: (p: BusinessPlan) => BusinessPlan) => void;
  locked: boolean;
}) {
  const text = TEXT_FIELDS[section];
  if (text) {
    const values = plan[section as 'overview'] as Record<string, string | undefined>;
    return (
      <div className="ln-form-grid">
        {text.map((f) => (
          <div key={f.key} className={f.long ? 'full' : ''}>
            <TextField
              label={f.label}
              long={f.long}
              value={values[f.key] ?? ''}
              disabled={locked}
              onChange={(v) => update((p) => ({ ...p, [section]: { ...(p[section as 'overview'] as object), [f.key]: v } }))}
            />
          </div>
        ))}
      </div>
    );
  }
  if (section === 'organisation') {
    const staff = plan.organisation.staff;
    const set = (s: typeof staff) => update((p) => ({ ...p, organisation: { ...p.organisation, staff: s } }));
    return (
      <>
        <PlanRows
          heads={['岗位', ['人数', 'num'], ['月工资（元/人）', 'num'], ['月工资合计', 'num']]}
          rows={staff}
          locked={locked}
          onDelete={(i) => set(without(staff, i))}
          cells={(s, i) => (
            <>
              <td>
                <input
                  className="wide"
                  aria-label={`岗位${i + 1}`}
                  value={s.role ?? ''}
                  disabled={locked}
                  onChange={(e) => set(replace(staff, i, { ...s, role: e.target.value }))}
                />
              </td>
              <td>
                <IntInput label={`人数${i + 1}`} value={s.count} disabled={locked} max={10000} onValue={(n) => set(replace(staff, i, { ...s, count: n }))} />
              </td>
              <td>
                <YuanInput
                  label={`月工资${i + 1}`}
                  fen={s.monthlyWageFen}
                  disabled={locked}
                  onFen={(f) => set(replace(staff, i, { ...s, monthlyWageFen: f }))}
                />
              </td>
              <td className="num">{money(s.count * s.monthlyWageFen)}</td>
            </>
          )}
        />
        <Add disabled={locked} onClick={() => set([...staff, { role: '', count: 1, monthlyWageFen: 0 }])}>
          + 添加岗位
        </Add>
        <div className="ln-total">
          <span>每月工资总额</span>
          <span data-testid="total-wage">{money(plan.organisation.totalMonthlyWageFen ?? 0)}</span>
        </div>
      </>
    );
  }
  if (section === 'fixedAssets') {
    const items = plan.fixedAssets.items;
    const set = (xs: typeof items) => update((p) => ({ ...p, fixedAssets: { ...p.fixedAssets, items: xs } }));
    return (
      <>
        <PlanRows
          heads={['名称', ['数量', 'num'], ['单价（元）', 'num'], ['金额', 'num']]}
          rows={items}
          locked={locked}
          onDelete={(i) => set(without(items, i))}
          cells={(it, i) => (
            <>
              <td>
                <input
                  className="wide"
                  aria-label={`固定资产名称${i + 1}`}
                  value={it.name ?? ''}
                  disabled={locked}
                  onChange={(e) => set(replace(items, i, { ...it, name: e.target.value }))}
                />
              </td>
              <td>
                <IntInput label={`数量${i + 1}`} value={it.quantity} disabled={locked} onValue={(n) => set(replace(items, i, { ...it, quantity: n }))} />
              </td>
              <td>
                <YuanInput label={`单价${i + 1}`} fen={it.unitPriceFen} disabled={locked} onFen={(f) => set(replace(items, i, { ...it, unitPriceFen: f }))} />
              </td>
              <td className="num">{money(it.quantity * it.unitPriceFen)}</td>
            </>
          )}
        />
        <Add disabled={locked} onClick={() => set([...items, { name: '', quantity: 1, unitPriceFen: 0 }])}>
          + 添加固定资产
        </Add>
        <div className="ln-total">
          <span>固定资产合计</span>
          <span data-testid="total-assets">{money(plan.fixedAssets.totalFen ?? 0)}</span>
        </div>
      </>
    );
  }
  if (section === 'workingCapital') {
    const w = plan.workingCapital;
    const set = (patch: Partial<typeof w>) => update((p) => ({ ...p, workingCapital: { ...p.workingCapital, ...patch } }));
    return (
      <>
        <PlanRows
          heads={['项目', ['每月金额（元）', 'num']]}
          rows={w.items}
          locked={locked}
          onDelete={(i) => set({ items: without(w.items, i) })}
          cells={(it, i) => (
            <>
              <td>
                <input
                  className="wide"
                  aria-label={`流动资金项目${i + 1}`}
                  value={it.name ?? ''}
                  disabled={locked}
                  onChange={(e) => set({ items: replace(w.items, i, { ...it, name: e.target.value }) })}
                />
              </td>
              <td>
                <YuanInput
                  label={`每月金额${i + 1}`}
                  fen={it.monthlyFen}
                  disabled={locked}
                  onFen={(f) => set({ items: replace(w.items, i, { ...it, monthlyFen: f }) })}
                />
              </td>
            </>
          )}
        />
        <Add disabled={locked} onClick={() => set({ items: [...w.items, { name: '', monthlyFen: 0 }] })}>
          + 添加项目
        </Add>
        <div className="ln-field" style={{ marginTop: 12, maxWidth: 240 }}>
          <label htmlFor="wc-months">需要准备的月数</label>
          <input
            id="wc-months"
            className="ln-input"
            inputMode="numeric"
            value={w.months}
            disabled={locked}
            onChange={(e) => set({ months: Math.max(1, Math.min(24, Number(e.target.value.replace(/\D/g, '')) || 1)) })}
          />
        </div>
        <div className="ln-total">
          <span>
            每月合计 {money(sum(w.items.map((i) => i.monthlyFen)))} × {w.months}个月
          </span>
          <span data-testid="total-wc">{money(w.totalFen ?? 0)}</span>
        </div>
      </>
    );
  }
  if (section === 'salesForecast') {
    const rows = plan.salesForecast.rows;
    const set = (xs: typeof rows) => update((p) => ({ ...p, salesForecast: { ...p.salesForecast, rows: xs } }));
    const monthTotals = plan.salesForecast.monthTotalsFen ?? monthly(rows.map(rowAmounts));
    return (
      <>
        <p className="ln-hint">每行填写产品、单价和每月预计销量，销售额自动计算。</p>
        <div className="ln-table-wrap">
          <table className="ln-table">
            <thead>
              <tr>
                <th className="sticky">产品</th>
                <th className="num">单价（元）</th>
                {MONTHS.map((m) => (
                  <th key={m} className="num">
                    {m}销量
                  </th>
                ))}
                <th className="num">全年销售额</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <td className="sticky">
                    <input
                      aria-label={`产品${i + 1}`}
                      value={r.product ?? ''}
                      disabled={locked}
                      onChange={(e) => set(replace(rows, i, { ...r, product: e.target.value }))}
                    />
                  </td>
                  <td>
                    <YuanInput
                      label={`产品${i + 1}单价`}
                      fen={r.unitPriceFen}
                      disabled={locked}
                      onFen={(f) => set(replace(rows, i, { ...r, unitPriceFen: f }))}
                    />
                  </td>
                  {r.quantities.map((q, m) => (
                    <td key={m}>
                      <IntInput
                        label={`产品${i + 1}${m + 1}月销量`}
                        value={q}
                        disabled={locked}
                        onValue={(n) => set(replace(rows, i, { ...r, quantities: replace(r.quantities, m, n) }))}
                      />
                    </td>
                  ))}
                  <td className="num">{money(sum(rowAmounts(r)))}</td>
                  <td>
                    <Del disabled={locked} onClick={() => set(without(rows, i))} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td className="sticky">月销售额</td>
                <td />
                {monthTotals.map((v, m) => (
                  <td key={m} className="num">
                    {money(v)}
                  </td>
                ))}
                <td className="num" data-testid="total-sales">
                  {money(plan.salesForecast.totalFen ?? 0)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
        <Add disabled={locked} onClick={() => set([...rows, { product: '', unitPriceFen: 0, quantities: zeros12() }])}>
          + 添加产品
        </Add>
      </>
    );
  }
  if (section === 'salesCost') {
    const costs = plan.salesCost.costs;
    const set = (xs: typeof costs) => update((p) => ({ ...p, salesCost: { ...p.salesCost, costs: xs } }));
    return (
      <>
        <p className="ln-hint">销售收入来自“销售收入预测”；填写每月各项成本，利润自动计算。</p>
        <MonthRows
          rows={costs}
          locked={locked}
          what="成本"
          onChange={set}
          footer={[
            ['销售收入', plan.salesForecast.monthTotalsFen ?? zeros12(), plan.salesForecast.totalFen ?? 0],
            ['成本合计', plan.salesCost.monthCostTotalsFen ?? zeros12(), plan.salesCost.totalCostFen ?? 0],
            ['利润', plan.salesCost.monthProfitFen ?? zeros12(), plan.salesCost.totalProfitFen ?? 0],
          ]}
        />
        <Add disabled={locked} onClick={() => set([...costs, { name: '', monthsFen: zeros12() }])}>
          + 添加成本项目
        </Add>
      </>
    );
  }
  // cash flow
  const cf = plan.cashFlow;
  const set = (patch: Partial<typeof cf>) => update((p) => ({ ...p, cashFlow: { ...p.cashFlow, ...patch } }));
  return (
    <>
      <div className="ln-field" style={{ maxWidth: 240 }}>
        <span className="ln-label">期初现金（元）</span>
        <YuanInput label="期初现金" className="ln-input num" fen={cf.openingFen} disabled={locked} onFen={(f) => set({ openingFen: f })} />
      </div>
      <h3 className="ln-sub">现金流入</h3>
      <MonthRows
        rows={cf.inflows}
        locked={locked}
        what="流入"
        onChange={(xs) => set({ inflows: xs })}
        footer={[['流入合计', cf.monthInFen ?? zeros12(), sum(cf.monthInFen ?? [])]]}
      />
      <Add disabled={locked} onClick={() => set({ inflows: [...cf.inflows, { name: '', monthsFen: zeros12() }] })}>
        + 添加流入项目
      </Add>
      <h3 className="ln-sub">现金流出</h3>
      <MonthRows
        rows={cf.outflows}
        locked={locked}
        what="流出"
        onChange={(xs) => set({ outflows: xs })}
        footer={[
          ['流出合计', cf.monthOutFen ?? zeros12(), sum(cf.monthOutFen ?? [])],
          ['月末现金', cf.monthClosingFen ?? zeros12(), (cf.monthClosingFen ?? [cf.openingFen])[11] ?? cf.openingFen],
        ]}
      />
      <Add disabled={locked} onClick={() => set({ outflows: [...cf.outflows, { name: '', monthsFen: zeros12() }] })}>
        + 添加流出项目
      </Add>
    </>
  );
}

type MonthRow = { name?: string; monthsFen: number[]; totalFen?: number };
function MonthRows<R extends MonthRow>({
  rows,
  locked,
  what,
  onChange,
  footer,
}: {
  rows: R[];
  locked: boolean;
  what: string;
  onChange: (rows: R[]) => void;
  footer: [string, number[], number][];
}) {
  return (
    <div className="ln-table-wrap">
      <table className="ln-table">
        <thead>
          <tr>
            <th className="sticky">{what}项目</th>
            {MONTHS.map((m) => (
              <th key={m} className="num">
                {m}
              </th>
            ))}
            <th className="num">合计</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td className="sticky">
                <input
                  aria-label={`${what}项目${i + 1}`}
                  value={r.name ?? ''}
                  disabled={locked}
                  onChange={(e) => onChange(replace(rows, i, { ...r, name: e.target.value }))}
                />
              </td>
              {r.monthsFen.map((v, m) => (
                <td key={m}>
                  <YuanInput
                    label={`${what}${i + 1}-${m + 1}月`}
                    fen={v}
                    disabled={locked}
                    onFen={(f) => onChange(replace(rows, i, { ...r, monthsFen: replace(r.monthsFen, m, f) }))}
                  />
                </td>
              ))}
              <td className="num">{money(sum(r.monthsFen))}</td>
              <td>
                <Del disabled={locked} onClick={() => onChange(without(rows, i))} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {footer.map(([label, months, total]) => (
            <tr key={label}>
              <td className="sticky">{label}</td>
              {months.map((v, m) => (
                <td key={m} className="num">
                  {money(v)}
                </td>
              ))}
              <td className="num">{money(total)}</td>
              <td />
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

/** The whole plan as one document: hidden on screen, the only thing printed. */
function PlanPrint({ plan }: { plan: BusinessPlan }) {
  const texts = (k: SectionKey) => {
    const v = plan[k as 'overview'] as Record<string, string | undefined>;
    return (
      <dl>
        {TEXT_FIELDS[k]!.map((f) => (
          <div key={f.key} style={{ display: 'contents' }}>
            <dt>{f.label}</dt>
            <dd>{v[f.key] || '—'}</dd>
          </div>
        ))}
      </dl>
    );
  };
  return (
    <div className="ln-print ln-printdoc ln-print-only">
      <h2 style={{ textAlign: 'center' }}>创业计划书{plan.overview.name ? `：${plan.overview.name}` : ''}</h2>
      {BUSINESS_PLAN_SECTIONS.map((s, i) => (
        <section key={s.key}>
          <h3>
            {i + 1}. {s.title}
          </h3>
          {TEXT_FIELDS[s.key] ? texts(s.key) : <PrintTable plan={plan} k={s.key} />}
        </section>
      ))}
    </div>
  );
}

function PrintTable({ plan, k }: { plan: BusinessPlan; k: SectionKey }) {
  const t = (head: string[], rows: (string | number)[][]) => (
    <table className="ln-table">
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h}>{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((c, j) => (
              <td key={j} className={j ? 'num' : ''}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  switch (k) {
    case 'organisation':
      return t(
        ['岗位', '人数', '月工资', '合计'],
        [
          ...plan.organisation.staff.map((s) => [s.role ?? '', s.count, money(s.monthlyWageFen), money(s.count * s.monthlyWageFen)]),
          ['合计', '', '', money(plan.organisation.totalMonthlyWageFen ?? 0)],
        ],
      );
    case 'fixedAssets':
      return t(
        ['名称', '数量', '单价', '金额'],
        [
          ...plan.fixedAssets.items.map((i) => [i.name ?? '', i.quantity, money(i.unitPriceFen), money(i.quantity * i.unitPriceFen)]),
          ['合计', '', '', money(plan.fixedAssets.totalFen ?? 0)],
        ],
      );
    case 'workingCapital':
      return t(
        ['项目', '每月金额'],
        [
          ...plan.workingCapital.items.map((i) => [i.name ?? '', money(i.monthlyFen)]),
          [`合计（${plan.workingCapital.months}个月）`, money(plan.workingCapital.totalFen ?? 0)],
        ],
      );
    case 'salesForecast':
      return t(
        ['产品', '单价', ...MONTHS, '全年'],
        [
          ...plan.salesForecast.rows.map((r) => [r.product ?? '', money(r.unitPriceFen), ...r.quantities, money(sum(rowAmounts(r)))]),
          ['月销售额', '', ...(plan.salesForecast.monthTotalsFen ?? zeros12()).map(money), money(plan.salesForecast.totalFen ?? 0)],
        ],
      );
    case 'salesCost':
      return t(
        ['项目', ...MONTHS, '合计'],
        [
          ...plan.salesCost.costs.map((c) => [c.name ?? '', ...c.monthsFen.map(money), money(sum(c.monthsFen))]),
          ['利润', ...(plan.salesCost.monthProfitFen ?? zeros12()).map(money), money(plan.salesCost.totalProfitFen ?? 0)],
        ],
      );
    default:
      return t(
        ['项目', ...MONTHS],
        [
          ...plan.cashFlow.inflows.map((r) => [`流入：${r.name ?? ''}`, ...r.monthsFen.map(money)]),
          ...plan.cashFlow.outflows.map((r) => [`流出：${r.name ?? ''}`, ...r.monthsFen.map(money)]),
          ['月末现金', ...(plan.cashFlow.monthClosingFen ?? zeros12()).map(money)],
        ],
      );
  }
}
