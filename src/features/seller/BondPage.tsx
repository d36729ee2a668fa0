import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { bondInfo, payBond, withdrawBond } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { Card, yuanInput } from './tradeCommon.tsx';

/** /seller/bond: pay coins into the bond, or take them back when no complaint is open. */
export default function BondPage() {
  const navigate = useNavigate();
  const { data: b, error, loading, reload } = useLoad(() => bondInfo(), []);
  const [amount, setAmount] = useState('100');
  const [err, setErr] = useState('');
  const run = async (kind: 'pay' | 'withdraw') => {
    const a = yuanInput(amount);
    if ('message' in a) return setErr(a.message);
    if (a.fen < 1) return setErr('金额必须大于0');
    if (kind === 'pay' && b && a.fen > b.balanceFen) return setErr('金币余额不足，无法缴纳保证金');
    if (kind === 'withdraw' && b && a.fen > b.bondFen) return setErr('退还金额不能超过已缴保证金');
    setErr('');
    const r = await act(() => (kind === 'pay' ? payBond(a.fen) : withdrawBond(a.fen)), {
      confirm: kind === 'pay' ? `确定从金币余额缴纳${money(a.fen)}保证金吗？` : `确定退还${money(a.fen)}保证金到金币余额吗？`,
      success: kind === 'pay' ? '缴纳成功' : '已退还至金币余额',
    });
    if (r.ok) navigate('/seller/bondHome');
  };
  return (
    <div className="st-page">
      <PageState loading={loading} error={error} onRetry={reload}>
        {b && (
          <Card title="缴纳保证金">
            <div className="st-form">
              <div className="st-muted">
                已缴 {money(b.bondFen)} · 金币余额 {money(b.balanceFen)}
                {b.openComplaints > 0 && ` · 有${b.openComplaints}个未结投诉，暂不能退还`}
              </div>
              <label>
                金额（金币）
                <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} aria-label="金额" />
                {err && <span className="st-err">{err}</span>}
              </label>
              <div className="st-actions">
                <Button disabled={b.bondFen === 0} onClick={() => void run('withdraw')}>
                  退还
                </Button>
                <Button color="primary" onClick={() => void run('pay')}>
                  缴纳
                </Button>
              </div>
            </div>
          </Card>
        )}
      </PageState>
    </div>
  );
}
