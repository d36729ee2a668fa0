import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { type FreightRuleInput, PROVINCES } from '../../api/contract/sellerTrade.ts';
import { freightTemplate, saveFreightTemplate } from '../../api/sellerTrade.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { FORM_SOURCE, useLoad } from '../../ui/useLoad.ts';
import { Card, fenText, yuanInput } from './tradeCommon.tsx';

type RuleText = { province: string; firstUnits: string; firstFee: string; extraUnits: string; extraFee: string };
const toText = (r: Omit<FreightRuleInput, 'province'> & { province?: string }): RuleText => ({
  province: r.province ?? '',
  firstUnits: String(r.firstUnits),
  firstFee: fenText(r.firstFee),
  extraUnits: String(r.extraUnits),
  extraFee: fenText(r.extraFee),
});

/** Checks one rule as the server does; answers the rule in fen or the first message. */
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

/** /seller/logistics/freightTemplateEdit/{id} (0: new): first/extra units and fees, per-province rules, free-over threshold. */
export default function FreightTemplateEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const existing = useLoad(() => (id ? freightTemplate(id) : Promise.resolve(null)), [id], FORM_SOURCE);
  const [name, setName] = useState('');
  const [base, setBase] = useState<RuleText>(toText({ firstUnits: 1, firstFee: 800, extraUnits: 1, extraFee: 200 }));
  const [freeOver, setFreeOver] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [rules, setRules] = useState<RuleText[]>([]);
  const [error, setError] = useState('');

  useEffect(() => {
    const t = existing.data;
    if (!t) return;
    setName(t.name);
    setBase(toText(t));
    setFreeOver(fenText(t.freeOver));
    setIsDefault(t.isDefault);
    setRules(t.rules.map(toText));
  }, [existing.data]);

  const save = async () => {
    if (!name.trim()) return setError('请输入模板名称');
    if (name.trim().length > 20) return setError('模板名称最多20字');
    const b = parseRule(base);
    if ('message' in b) return setError(`默认运费：${b.message}`);
    let free: number | null = null;
    if (freeOver.trim()) {
      const f = yuanInput(freeOver);
      if ('message' in f) return setError(`包邮金额：${f.message}`);
      if (f.fen < 1) return setError('包邮金额：请输入正确格式,整数或者保留两位小数');
      free = f.fen;
    }
    const parsed: FreightRuleInput[] = [];
    for (const r of rules) {
      if (!r.province) return setError('请选择指定地区');
      const p = parseRule(r);
      if ('message' in p) return setError(`${r.province}：${p.message}`);
      parsed.push(p.rule);
    }
    if (new Set(parsed.map((r) => r.province)).size !== parsed.length) return setError('同一地区只能设置一次');
    setError('');
    const { province: _p, ...rest } = b.rule;
    const res = await act(() => saveFreightTemplate({ ...(id ? { id } : {}), name: name.trim(), ...rest, freeOver: free, isDefault, rules: parsed }), {
      success: '保存成功',
    });
    if (res.ok) navigate(`/seller/logistics/freightTemplate/${res.value.id}`, { replace: true });
  };

  const used = new Set(rules.map((r) => r.province));
  return (
    <div className="st-page">
      <PageState loading={existing.loading} error={existing.error} onRetry={existing.reload}>
        <Card title={id ? '编辑运费模板' : '新建运费模板'}>
          <div className="st-form">
            <label>
              模板名称
              <input value={name} maxLength={20} onChange={(e) => setName(e.target.value)} aria-label="模板名称" />
            </label>
            <b style={{ fontSize: 13 }}>默认运费（未指定的地区）</b>
            <RuleFields value={base} onChange={setBase} label="默认" />
            <label>
              满额包邮（元，不填则不包邮）
              <input inputMode="decimal" value={freeOver} onChange={(e) => setFreeOver(e.target.value)} aria-label="满额包邮" />
            </label>
            <label className="st-check">
              <input type="checkbox" checked={isDefault} disabled={!!existing.data?.isDefault} onChange={(e) => setIsDefault(e.target.checked)} />{' '}
              {existing.data?.isDefault ? '默认模板（结算时使用；要更换请把另一个模板设为默认）' : '设为默认模板（结算时使用）'}
            </label>
          </div>
        </Card>
        <Card
          title="指定地区运费"
          extra={
            <Button
              size="small"
              disabled={rules.length >= PROVINCES.length}
              onClick={() => setRules((r) => [...r, { ...base, province: PROVINCES.find((p) => !used.has(p)) ?? '' }])}
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
        {error && (
          <div className="st-err" role="alert">
            {error}
          </div>
        )}
        <Button color="primary" block onClick={() => void save()}>
          保存
        </Button>
      </PageState>
    </div>
  );
}
