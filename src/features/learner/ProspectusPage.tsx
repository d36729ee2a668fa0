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
import { type PlanColumn, PlanTable, YuanInput } from './PlanInputs.tsx';
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

type Plan = BusinessPlan;
const STAFF_COLUMNS: PlanColumn<Plan['organisation']['staff'][number]>[] = [
  { head: '岗位', text: 'role' },
  { head: '人数', align: 'num', int: 'count', max: 10000 },
  { head: '月工资（元/人）', align: 'num', label: '月工资', yuan: 'monthlyWageFen' },
  { head: '月工资合计', align: 'num', show: (s) => money(s.count * s.monthlyWageFen) },
];
const ASSET_COLUMNS: PlanColumn<Plan['fixedAssets']['items'][number]>[] = [
  { head: '名称', label: '固定资产名称', text: 'name' },
  { head: '数量', align: 'num', int: 'quantity' },
  { head: '单价（元）', align: 'num', label: '单价', yuan: 'unitPriceFen' },
  { head: '金额', align: 'num', show: (it) => money(it.quantity * it.unitPriceFen) },
];
const WORKING_CAPITAL_COLUMNS: PlanColumn<Plan['workingCapital']['items'][number]>[] = [
  { head: '项目', label: '流动资金项目', text: 'name' },
  { head: '每月金额（元）', align: 'num', label: '每月金额', yuan: 'monthlyFen' },
];
type SalesRow = Plan['salesForecast']['rows'][number];
const SALES_COLUMNS: PlanColumn<SalesRow>[] = [
  { head: '产品', align: 'sticky', text: 'product' },
  { head: '单价（元）', align: 'num', label: (n) => `产品${n}单价`, yuan: 'unitPriceFen' },
  ...MONTHS.map(
    (m, k): PlanColumn<SalesRow> => ({
      head: `${m}销量`,
      align: 'num',
      label: (n) => `产品${n}${k + 1}月销量`,
      int: [(r) => r.quantities[k]!, (r, q) => ({ ...r, quantities: replace(r.quantities, k, q) })],
    }),
  ),
  { head: '全年销售额', align: 'num', show: (r) => money(sum(rowAmounts(r))) },
];

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
    const o = plan.organisation;
    return (
      <>
        <PlanTable
          columns={STAFF_COLUMNS}
          rows={o.staff}
          locked={locked}
          onChange={(staff) => update((p) => ({ ...p, organisation: { ...p.organisation, staff } }))}
          add={{ label: '+ 添加岗位', row: () => ({ role: '', count: 1, monthlyWageFen: 0 }) }}
        />
        <Total label="每月工资总额" testId="total-wage" fen={o.totalMonthlyWageFen} />
      </>
    );
  }
  if (section === 'fixedAssets') {
    const f = plan.fixedAssets;
    return (
      <>
        <PlanTable
          columns={ASSET_COLUMNS}
          rows={f.items}
          locked={locked}
          onChange={(items) => update((p) => ({ ...p, fixedAssets: { ...p.fixedAssets, items } }))}
          add={{ label: '+ 添加固定资产', row: () => ({ name: '', quantity: 1, unitPriceFen: 0 }) }}
        />
        <Total label="固定资产合计" testId="total-assets" fen={f.totalFen} />
      </>
    );
  }
  if (section === 'workingCapital') {
    const w = plan.workingCapital;
    const set = (patch: Partial<typeof w>) => update((p) => ({ ...p, workingCapital: { ...p.workingCapital, ...patch } }));
    return (
      <>
        <PlanTable
          columns={WORKING_CAPITAL_COLUMNS}
          rows={w.items}
          locked={locked}
          onChange={(items) => set({ items })}
          add={{ label: '+ 添加项目', row: () => ({ name: '', monthlyFen: 0 }) }}
        />
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
        <Total
          label={
            <>
              每月合计 {money(sum(w.items.map((i) => i.monthlyFen)))} × {w.months}个月
            </>
          }
          testId="total-wc"
          fen={w.totalFen}
        />
      </>
    );
  }
  if (section === 'salesForecast') {
    const f = plan.salesForecast;
    return (
      <>
        <p className="ln-hint">每行填写产品、单价和每月预计销量，销售额自动计算。</p>
        <PlanTable
          columns={SALES_COLUMNS}
          rows={f.rows}
          locked={locked}
          onChange={(rows) => update((p) => ({ ...p, salesForecast: { ...p.salesForecast, rows } }))}
          add={{ label: '+ 添加产品', row: () => ({ product: '', unitPriceFen: 0, quantities: zeros12() }) }}
          foot={<FootRow label="月销售额" gap months={f.monthTotalsFen ?? monthly(f.rows.map(rowAmounts))} total={f.totalFen ?? 0} testId="total-sales" />}
        />
      </>
    );
  }
  if (section === 'salesCost') {
    const c = plan.salesCost;
    return (
      <>
        <p className="ln-hint">销售收入来自“销售收入预测”；填写每月各项成本，利润自动计算。</p>
        <MonthRows
          rows={c.costs}
          locked={locked}
          what="成本"
          onChange={(costs) => update((p) => ({ ...p, salesCost: { ...p.salesCost, costs } }))}
          footer={[
            ['销售收入', plan.salesForecast.monthTotalsFen ?? zeros12(), plan.salesForecast.totalFen ?? 0],
            ['成本合计', c.monthCostTotalsFen ?? zeros12(), c.totalCostFen ?? 0],
            ['利润', c.monthProfitFen ?? zeros12(), c.totalProfitFen ?? 0],
          ]}
        />
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
    </>
  );
}

/** A table's total under it: what it sums up, and the amount. */
function Total({ label, testId, fen }: { label: ReactNode; testId: string; fen: number | undefined }) {
  return (
    <div className="ln-total">
      <span>{label}</span>
      <span data-testid={testId}>{money(fen ?? 0)}</span>
    </div>
  );
}

/** A month table's footer row: its label, (`gap`: an empty cell,) the twelve months' sums and the year's. */
function FootRow({ label, gap, months, total, testId }: { label: string; gap?: boolean; months: number[]; total: number; testId?: string }) {
  return (
    <tr>
      <td className="sticky">{label}</td>
      {gap && <td />}
      {months.map((v, m) => (
        <td key={m} className="num">
          {money(v)}
        </td>
      ))}
      <td className="num" data-testid={testId}>
        {money(total)}
      </td>
      <td />
    </tr>
  );
}

type MonthRow = { name?: string; monthsFen: number[]; totalFen?: number };

/** The month table's columns: the item's name, its amount in each month (yuan), and the year's sum. */
const monthColumns = <R extends MonthRow>(what: string): PlanColumn<R>[] => [
  { head: `${what}项目`, align: 'sticky', text: 'name' },
  ...MONTHS.map(
    (m, k): PlanColumn<R> => ({
      head: m,
      align: 'num',
      label: (n) => `${what}${n}-${k + 1}月`,
      yuan: [(r) => r.monthsFen[k]!, (r, f) => ({ ...r, monthsFen: replace(r.monthsFen, k, f) })],
    }),
  ),
  { head: '合计', align: 'num', show: (r) => money(sum(r.monthsFen)) },
];

/** Items by month (costs, cash in, cash out): a row's amount in each month, and `footer`'s sums. */
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
    <PlanTable
      columns={monthColumns<R>(what)}
      rows={rows}
      locked={locked}
      onChange={onChange}
      add={{ label: `+ 添加${what}项目`, row: () => ({ name: '', monthsFen: zeros12() }) as R }}
      foot={footer.map(([label, months, total]) => <FootRow key={label} label={label} months={months} total={total} />)}
    />
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
