import { useEffect, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { chinaToday } from '../../api/contract/chinaTime.ts';
import type { LivePlan } from '../../api/contract/learner.ts';
import { livePlan, saveLivePlan } from '../../api/learner.ts';
import { readPlanDraft, writePlanDraft } from '../../storage/answerDraft.ts';
import PageState from '../../ui/PageState.tsx';
import { toast } from '../../ui/toast.ts';
import { Card, LearnerPage, fmtDateTime, useLoad, useUserKey } from './common.tsx';
import { IntInput, type PlanColumn, PlanTable, YuanInput } from './PlanInputs.tsx';
import { act } from '../../ui/act.tsx';
import { passesNow } from '../../lib/fieldChecks.ts';

const ROLES = ['引流款', '利润款', '主推款', '形象款'] as const;
const EMPTY: LivePlan = { positioning: {}, productMix: [], schedule: [], script: '', targets: { viewers: 0, orders: 0, salesFen: 0 } };
const norm = (p: Partial<LivePlan> | null | undefined): LivePlan => ({
  ...EMPTY,
  ...p,
  positioning: { ...p?.positioning },
  targets: { ...EMPTY.targets, ...p?.targets },
  productMix: p?.productMix ?? [],
  schedule: p?.schedule ?? [],
  script: p?.script ?? '',
});
const MIX_COLUMNS: PlanColumn<LivePlan['productMix'][number]>[] = [
  { head: '商品', text: 'name' },
  { head: '定位', select: 'role', options: ROLES },
  { head: '价格（元）', align: 'num', label: '价格', yuan: 'priceFen' },
  { head: '库存', align: 'num', int: 'stock' },
];
const SCHEDULE_COLUMNS: PlanColumn<LivePlan['schedule'][number]>[] = [
  { head: '日期', text: 'date', input: 'date' },
  { head: '开始', text: 'start', input: 'time' },
  { head: '结束', text: 'end', input: 'time' },
  { head: '主题', text: 'theme' },
];

/** /cultivate/planning (ZBB/DSB): the live-commerce plan (positioning, product mix, schedule, script, targets). Edits are kept on the device until saved. */
export default function PlanningPage() {
  const userKey = useUserKey();
  const s = useLoad(livePlan, []);
  const [plan, setPlan] = useState<LivePlan | null>(null);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!s.data) return;
    void readPlanDraft<LivePlan>(userKey, 'live').then((d) => {
      const useDraft = d?.dirty && d.baseRevision === s.data!.revision;
      setPlan(norm(useDraft ? d!.content : s.data!.content));
      setDirty(!!useDraft);
    });
  }, [s.data, userKey]);
  const update = (fn: (p: LivePlan) => LivePlan) =>
    setPlan((p) => {
      if (!p) return p;
      const next = fn(p);
      void writePlanDraft(userKey, 'live', { content: next, baseRevision: s.data?.revision ?? 0, dirty: true, updatedAt: Date.now() });
      setDirty(true);
      return next;
    });
  const save = async () => {
    if (!plan || !s.data || busy) return;
    const revision = s.data.revision;
    const incomplete = plan.schedule.some((r) => !/^\d{4}-\d{2}-\d{2}$/.test(r.date) || !/^\d{2}:\d{2}$/.test(r.start) || !/^\d{2}:\d{2}$/.test(r.end));
    if (!passesNow(incomplete ? '请填写完整的直播日期和时间' : null, (m) => void toast(m))) return;
    setBusy(true);
    // A conflict (409: saved elsewhere meanwhile) is told by act with the server's message; the draft stays on the device.
    const result = await act(() => saveLivePlan(revision, plan), { key: 'live-plan-save', success: '已保存' });
    if (result.ok) {
      await writePlanDraft(userKey, 'live', { content: plan, baseRevision: result.value.revision, dirty: false, updatedAt: Date.now() });
      s.setData(result.value);
      setDirty(false);
    }
    setBusy(false);
  };
  const pos = plan?.positioning ?? {};
  const text = (k: keyof LivePlan['positioning'], label: string) => (
    <div className="ln-field">
      <label htmlFor={`lp-${k}`}>{label}</label>
      <textarea
        id={`lp-${k}`}
        className="ln-textarea"
        style={{ minHeight: 64 }}
        maxLength={1000}
        value={pos[k] ?? ''}
        onChange={(e) => update((p) => ({ ...p, positioning: { ...p.positioning, [k]: e.target.value } }))}
      />
    </div>
  );
  return (
    <LearnerPage
      title="实训规划"
      extra={
        <Button size="small" color="primary" loading={busy} disabled={busy || !dirty} onClick={() => void save()}>
          保存
        </Button>
      }
    >
      <PageState loading={(s.loading && !s.data) || (!!s.data && !plan)} error={!s.data && s.error} onRetry={s.reload}>
        {plan && (
          <>
            <p className="ln-muted" style={{ margin: 0 }}>
              {dirty ? '有未保存的修改（已保存在本机）' : s.data?.updatedAt ? `已保存 ${fmtDateTime(s.data.updatedAt)}` : '尚未保存'}
            </p>
            <Card title="直播定位">
              <div className="ln-form-grid">
                {text('audience', '目标人群')}
                {text('style', '直播风格')}
                {text('anchor', '主播人设')}
                {text('goals', '阶段目标')}
              </div>
            </Card>
            <Card title="货品组合">
              <PlanTable
                columns={MIX_COLUMNS}
                rows={plan.productMix}
                onChange={(productMix) => update((p) => ({ ...p, productMix }))}
                add={{ label: '+ 添加商品', row: () => ({ name: '', role: ROLES[0], priceFen: 0, stock: 0 }) }}
              />
            </Card>
            <Card title="直播排期">
              <PlanTable
                columns={SCHEDULE_COLUMNS}
                rows={plan.schedule}
                onChange={(schedule) => update((p) => ({ ...p, schedule }))}
                add={{ label: '+ 添加场次', row: () => ({ date: chinaToday(), start: '19:00', end: '21:00', theme: '' }) }}
              />
            </Card>
            <Card title="直播脚本">
              <textarea
                aria-label="直播脚本"
                className="ln-textarea"
                style={{ minHeight: 140 }}
                maxLength={5000}
                value={plan.script ?? ''}
                onChange={(e) => update((p) => ({ ...p, script: e.target.value }))}
              />
            </Card>
            <Card title="目标">
              <div className="ln-form-grid">
                <div className="ln-field">
                  <span className="ln-label">观看人数</span>
                  <IntInput label="观看人数" value={plan.targets.viewers} onValue={(n) => update((p) => ({ ...p, targets: { ...p.targets, viewers: n } }))} />
                </div>
                <div className="ln-field">
                  <span className="ln-label">订单数</span>
                  <IntInput label="订单数" value={plan.targets.orders} onValue={(n) => update((p) => ({ ...p, targets: { ...p.targets, orders: n } }))} />
                </div>
                <div className="ln-field">
                  <span className="ln-label">销售额（元）</span>
                  <YuanInput
                    label="销售额"
                    className="ln-input num"
                    fen={plan.targets.salesFen}
                    onFen={(f) => update((p) => ({ ...p, targets: { ...p.targets, salesFen: f } }))}
                  />
                </div>
              </div>
            </Card>
          </>
        )}
      </PageState>
    </LearnerPage>
  );
}
