import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { saveTrainPlan, trainPlan } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { FORM_SOURCE, useLoad } from '../../ui/useLoad.ts';
import { Card, fenText, yuanInput } from './tradeCommon.tsx';

/** /seller/editTrain: the 直通车 daily budget (gold coins) and the on/off switch. */
export default function EditTrainPage() {
  const navigate = useNavigate();
  const { data, error, loading, reload } = useLoad(() => trainPlan(), [], FORM_SOURCE);
  const [budget, setBudget] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [err, setErr] = useState('');
  useEffect(() => {
    if (!data) return;
    setBudget(fenText(data.budgetFen) || '0');
    setEnabled(data.enabled);
  }, [data]);
  const save = async () => {
    const b = yuanInput(budget);
    if ('message' in b) return setErr(b.message);
    if (b.fen > 10_000_000) return setErr('每日预算不能超过10万金币');
    setErr('');
    const r = await act(() => saveTrainPlan(b.fen, enabled), { success: '保存成功' });
    if (r.ok) navigate('/seller/throughTrain');
  };
  return (
    <div className="st-page">
      <PageState loading={loading} error={error} onRetry={reload}>
        <Card title="直通车设置">
          <div className="st-form">
            <label>
              每日预算（金币）
              <input inputMode="decimal" value={budget} onChange={(e) => setBudget(e.target.value)} aria-label="每日预算" />
              {err && <span className="st-err">{err}</span>}
            </label>
            <label className="st-check">
              <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> 开启推广
            </label>
            {data && (
              <div className="st-muted">
                今日已花费 {money(data.spentTodayFen)} · 金币余额 {money(data.balanceFen)}
              </div>
            )}
            <Button color="primary" block onClick={() => void save()}>
              保存
            </Button>
          </div>
        </Card>
      </PageState>
    </div>
  );
}
