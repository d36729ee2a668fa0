import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { freightTemplateForm } from '../../api/contract/resources/forms/seller.ts';
import { type FreightRuleInput, type FreightTemplateFull, PROVINCES } from '../../api/contract/sellerTrade.ts';
import { freightTemplate, saveFreightTemplate } from '../../api/sellerTrade.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import RecordFormBody from '../../ui/resource/RecordFormBody.tsx';
import { useFormPage } from '../../ui/useFormPage.ts';
import { FORM_SOURCE, useLoad } from '../../ui/useLoad.ts';
import { Card, fenText, yuanInput } from './tradeCommon.tsx';

type RuleText = { province: string; firstUnits: string; firstFee: string; extraUnits: string; extraFee: string };
const toText = (r: FreightRuleInput): RuleText => ({
  province: r.province,
  firstUnits: String(r.firstUnits),
  firstFee: fenText(r.firstFee),
  extraUnits: String(r.extraUnits),
  extraFee: fenText(r.extraFee),
});

/** Checks one region's rule as the server does; answers the rule in fen or the first message. */
function parseRule(r: RuleText): { rule: FreightRuleInput } | { message: string } {
  const units = (s: string, what: string) => (/^\d{1,4}$/.test(s.trim()) && Number(s) >= 1 ? Number(s) : `${what}为1到9999的整数`);
  const fu = units(r.firstUnits, '首件数量');
  if (typeof fu === 'string') return { message: fu };
  const eu = units(r.extraUnits, '续件数量');
  if (typeof eu === 'string') return { message: eu };
  const ff = yuanInput(r.firstFee);
  if ('message' in ff) return ff;
  const ef = yuanInput(r.extraFee);
  if ('message' in ef) return ef;
  return { rule: { province: r.province, firstUnits: fu, firstFee: ff.fen, extraUnits: eu, extraFee: ef.fen } };
}

/** The regions' rules as the server takes them, or the first message (a region's own, prefixed with it). */
function parseRules(rules: RuleText[]): { rules: FreightRuleInput[] } | { message: string } {
  const parsed: FreightRuleInput[] = [];
  for (const r of rules) {
    if (!r.province) return { message: '请选择指定地区' };
    const p = parseRule(r);
    if ('message' in p) return { message: `${r.province}：${p.message}` };
    parsed.push(p.rule);
  }
  if (new Set(parsed.map((r) => r.province)).size !== parsed.length) return { message: '同一地区只能设置一次' };
  return { rules: parsed };
}

function RuleFields({ value, onChange, label }: { value: RuleText; onChange: (v: RuleText) => void; label: string }) {
  const field = (k: keyof RuleText, title: string, mode: 'numeric' | 'decimal') => (
    <label>
      {title}
      <input inputMode={mode} value={value[k]} aria-label={`${label}${title}`} onChange={(e) => onChange({ ...value, [k]: e.target.value })} />
    </label>
  );
  return (
    <div className="st-form-grid">
      {field('firstUnits', '首件（件）', 'numeric')}
      {field('firstFee', '首费（元）', 'decimal')}
      {field('extraUnits', '续件（件）', 'numeric')}
      {field('extraFee', '续费（元）', 'decimal')}
    </div>
  );
}

/** The regions with fees of their own: a province each, its four figures (new ones start from the default fees). */
function RegionRules({ rules, setRules, base }: { rules: RuleText[]; setRules: (f: (r: RuleText[]) => RuleText[]) => void; base: () => RuleText }) {
  const used = new Set(rules.map((r) => r.province));
  return (
    <Card
      title="指定地区运费"
      extra={
        <Button
          size="small"
          disabled={rules.length >= PROVINCES.length}
          onClick={() => setRules((r) => [...r, { ...base(), province: PROVINCES.find((p) => !used.has(p)) ?? '' }])}
        >
          添加地区
        </Button>
      }
    >
      <div className="st-form">
        {rules.length === 0 && <div className="st-muted">没有指定地区，全部按默认运费</div>}
        {rules.map((r, i) => (
          <div key={`${i}-${r.province}`} style={{ borderTop: '1px solid #f2f2f2', paddingTop: 8 }}>
            <div className="st-row">
              <select
                value={r.province}
                aria-label="地区"
                onChange={(e) => setRules((all) => all.map((x, j) => (j === i ? { ...x, province: e.target.value } : x)))}
              >
                {PROVINCES.filter((p) => p === r.province || !used.has(p)).map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
              <Button size="mini" color="danger" fill="none" onClick={() => setRules((all) => all.filter((_, j) => j !== i))}>
                删除
              </Button>
            </div>
            <RuleFields value={r} label={r.province} onChange={(v) => setRules((all) => all.map((x, j) => (j === i ? v : x)))} />
          </div>
        ))}
      </div>
    </Card>
  );
}

/**
 * /seller/logistics/freightTemplateEdit/{id} (0: new): the template's name, default fees, free-over
 * threshold and default flag as the form of freightTemplateForm; the per-province rules as the form's
 * own part, checked with it.
 */
export default function FreightTemplateEditPage() {
  const id = Number(useParams().id);
  const existing = useLoad(() => (id ? freightTemplate(id) : Promise.resolve(null)), [id], FORM_SOURCE);
  return (
    <div className="st-page">
      <PageState loading={existing.loading} error={existing.error} onRetry={existing.reload}>
        {(!id || existing.data) && <TemplateForm key={existing.data?.id ?? 'new'} t={existing.data} />}
      </PageState>
    </div>
  );
}

function TemplateForm({ t }: { t: FreightTemplateFull | null }) {
  const navigate = useNavigate();
  const formPage = useFormPage();
  const [rules, setRules] = useState<RuleText[]>(() => t?.rules.map(toText) ?? []);
  const saved = useRef<number | null>(null);
  const row = t && {
    id: t.id,
    name: t.name,
    firstUnits: String(t.firstUnits),
    firstFee: t.firstFee,
    extraUnits: String(t.extraUnits),
    extraFee: t.extraFee,
    freeOver: t.freeOver,
    isDefault: t.isDefault,
  };
  // a new region starts from the default fees typed so far (the form's values, amounts as typed)
  const baseOf = (v: Record<string, unknown>) => (): RuleText => ({
    province: '',
    firstUnits: String(v.firstUnits ?? ''),
    firstFee: String(v.firstFee ?? ''),
    extraUnits: String(v.extraUnits ?? ''),
    extraFee: String(v.extraFee ?? ''),
  });
  return (
    <RecordFormBody
      {...formPage}
      resource={freightTemplateForm}
      row={row}
      title={t ? '编辑运费模板' : '新建运费模板'}
      sections={[{ title: '默认运费（未指定的地区）', fields: ['firstUnits', 'firstFee', 'extraUnits', 'extraFee'] }]}
      fieldsOverride={{
        isDefault: ({ value, onChange }) => (
          <label className="rs-switch">
            <input type="checkbox" checked={value === true} disabled={!!t?.isDefault} onChange={(e) => onChange(e.target.checked)} />
            <span>{t?.isDefault ? '默认模板（结算时使用；要更换请把另一个模板设为默认）' : '设为默认模板（结算时使用）'}</span>
          </label>
        ),
      }}
      after={(v) => <RegionRules rules={rules} setRules={setRules} base={baseOf(v)} />}
      submits={[{ key: 'save', label: '保存', primary: true }]}
      check={() => {
        const r = parseRules(rules);
        return 'message' in r ? { field: 'rules', message: r.message } : null;
      }}
      onSubmit={async (v) => {
        const r = parseRules(rules);
        if ('message' in r) return false;
        const res = await act(
          () =>
            saveFreightTemplate({
              ...(t ? { id: t.id } : {}),
              name: v.name ?? '',
              firstUnits: Number(v.firstUnits),
              firstFee: v.firstFee ?? 0,
              extraUnits: Number(v.extraUnits),
              extraFee: v.extraFee ?? 0,
              freeOver: v.freeOver ?? null,
              isDefault: !!v.isDefault,
              rules: r.rules,
            }),
          { success: '保存成功' },
        );
        if (res.ok) saved.current = res.value.id;
        return res.ok;
      }}
      onClose={() => {
        if (saved.current) navigate(`/seller/logistics/freightTemplate/${saved.current}`, { replace: true });
      }}
    />
  );
}
