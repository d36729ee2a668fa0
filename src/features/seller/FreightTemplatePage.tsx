import { useNavigate, useParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { freightTemplate } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { Card } from './tradeCommon.tsx';

const ruleText = (r: { firstUnits: number; firstFee: number; extraUnits: number; extraFee: number }) =>
  `首${r.firstUnits}件${money(r.firstFee)}，每增加${r.extraUnits}件加${money(r.extraFee)}`;

/** /seller/logistics/freightTemplate/{id}: one template, its rules and an example. */
export default function FreightTemplatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { data: t, error, loading, reload } = useLoad(() => freightTemplate(id), [id]);
  // the template's rules by region, read with it
  const rules = useHeldList(t?.rules, { rowKey: (r) => r.province });
  return (
    <div className="st-page">
      <PageState loading={loading} error={error} onRetry={reload}>
        {t && (
          <>
            <Card
              title={`${t.name}${t.isDefault ? '（默认）' : ''}`}
              extra={
                <Button size="small" color="primary" onClick={() => navigate(`/seller/logistics/freightTemplateEdit/${t.id}`)}>
                  编辑
                </Button>
              }
            >
              <div style={{ fontSize: 14, lineHeight: 1.8 }}>
                <div>默认运费：{ruleText(t)}</div>
                <div>包邮条件：{t.freeOver === null ? '不包邮' : `商品金额满${money(t.freeOver)}包邮`}</div>
                <div>使用该模板的商品：{t.productCount}件</div>
                <div className="st-muted">
                  例：买3件发往其他地区，运费 {money(t.firstFee + Math.ceil(Math.max(0, 3 - t.firstUnits) / t.extraUnits) * t.extraFee)}
                </div>
              </div>
            </Card>
            <Card title="指定地区运费">
              <ListView
                list={rules}
                emptyText="没有指定地区，全部按默认运费"
                onePage
                columns={[
                  { key: 'province', title: '地区' },
                  { key: 'rule', title: '运费', render: (r) => ruleText(r) },
                ]}
              />
            </Card>
          </>
        )}
      </PageState>
    </div>
  );
}
