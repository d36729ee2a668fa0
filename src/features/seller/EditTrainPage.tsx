import { useNavigate } from 'react-router-dom';
import { trainPlanForm } from '../../api/contract/resources/forms/seller.ts';
import { saveTrainPlan, trainPlan } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import RecordFormBody from '../../ui/resource/RecordFormBody.tsx';
import { useFormPage } from '../../ui/useFormPage.ts';
import { FORM_SOURCE, useLoad } from '../../ui/useLoad.ts';

/** /seller/editTrain: the 直通车 daily budget (gold coins) and the on/off switch, as the form of trainPlanForm. */
export default function EditTrainPage() {
  const navigate = useNavigate();
  const formPage = useFormPage();
  const { data, error, loading, reload } = useLoad(() => trainPlan(), [], FORM_SOURCE);
  return (
    <div className="st-page">
      <PageState loading={loading} error={error} onRetry={reload}>
        {data && (
          <RecordFormBody
            {...formPage}
            resource={trainPlanForm}
            row={{ id: 0, budget: data.budgetFen, enabled: data.enabled }}
            title="直通车设置"
            note={
              <div className="st-muted">
                今日已花费 {money(data.spentTodayFen)} · 金币余额 {money(data.balanceFen)}
              </div>
            }
            submits={[{ key: 'save', label: '保存', primary: true }]}
            check={({ budget }) => ((budget ?? 0) > 10_000_000 ? { field: 'budget', message: '每日预算不能超过10万金币' } : null)}
            onSubmit={async ({ budget, enabled }) => (await act(() => saveTrainPlan(budget ?? 0, !!enabled), { success: '保存成功' })).ok}
            onClose={() => navigate('/seller/throughTrain')}
          />
        )}
      </PageState>
    </div>
  );
}
