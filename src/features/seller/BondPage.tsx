import { useNavigate } from 'react-router-dom';
import { bondMoveForm } from '../../api/contract/resources/forms/seller.ts';
import { bondInfo, payBond, withdrawBond } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import RecordFormBody from '../../ui/resource/RecordFormBody.tsx';
import { useFormPage } from '../../ui/useFormPage.ts';
import { useLoad } from '../../ui/useLoad.ts';

/** /seller/bond: pay coins into the bond, or take them back when no complaint is open (the form of bondMoveForm). */
export default function BondPage() {
  const navigate = useNavigate();
  const formPage = useFormPage();
  const { data: b, error, loading, reload } = useLoad(() => bondInfo(), []);
  return (
    <div className="st-page">
      <PageState loading={loading} error={error} onRetry={reload}>
        {b && (
          <RecordFormBody
            {...formPage}
            resource={bondMoveForm}
            row={{ id: 0, amount: 10000 }}
            title="缴纳或退还"
            note={
              <div className="st-muted">
                已缴 {money(b.bondFen)} · 金币余额 {money(b.balanceFen)}
                {b.openComplaints > 0 && ` · 有${b.openComplaints}个未结投诉，暂不能退还`}
              </div>
            }
            submits={[
              { key: 'withdraw', label: '退还', disabled: b.bondFen === 0 },
              { key: 'pay', label: '缴纳', primary: true },
            ]}
            check={({ amount }, kind) => {
              const fen = amount ?? 0;
              const message =
                fen < 1
                  ? '金额必须大于0'
                  : kind === 'pay' && fen > b.balanceFen
                    ? '金币余额不足，无法缴纳保证金'
                    : kind === 'withdraw' && fen > b.bondFen
                      ? '退还金额不能超过已缴保证金'
                      : null;
              return message ? { field: 'amount', message } : null;
            }}
            onSubmit={async ({ amount }, kind) => {
              const fen = amount ?? 0;
              const pay = kind === 'pay';
              const r = await act(() => (pay ? payBond(fen) : withdrawBond(fen)), {
                confirm: pay ? `确定从金币余额缴纳${money(fen)}保证金吗？` : `确定退还${money(fen)}保证金到金币余额吗？`,
                success: pay ? '缴纳成功' : '已退还至金币余额',
              });
              return r.ok;
            }}
            onClose={() => navigate('/seller/bondHome')}
          />
        )}
      </PageState>
    </div>
  );
}
