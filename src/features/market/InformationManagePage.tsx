import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { supplierProfileResource } from '../../api/contract/resources/supply.ts';
import { registerSupplier } from '../../api/supply.ts';
import SingleRecord from '../../ui/resource/SingleRecord.tsx';
import { refreshPlaces } from '../../state/session.ts';
import './market.css';

/** /supplymarket/informationManage: the supplier's profile and qualifications; anyone without one registers here. */
export default function InformationManagePage() {
  const navigate = useNavigate();
  return (
    <div className="mk-page">
      <SingleRecord
        resource={supplierProfileResource}
        title="供应商资料"
        editLabel="编辑资料"
        empty={{
          text: (
            <>
              <p style={{ margin: 0 }}>您还没有入驻供销市场。入驻后可以发布批发商品（起批量、阶梯价、库存），接收卖家的采购订单，并开放一件代发渠道。</p>
              <p className="mk-muted" style={{ margin: 0 }}>
                需要填写供应商名称、联系人和联系电话；营业执照等资质可稍后补充。
              </p>
            </>
          ),
          createLabel: '申请入驻',
          // a supplier now: the landing and the doors follow (docs/journeys.md)
          onCreate: async (input) => {
            const created = await registerSupplier(input);
            void refreshPlaces();
            return created;
          },
          success: '入驻成功',
        }}
      >
        {() => (
          <div className="mk-row">
            <Button size="small" color="primary" onClick={() => navigate('/supplymarket/supplymarketIndex?tab=mine')}>
              发布商品
            </Button>
            <Button size="small" onClick={() => navigate('/supplymarket/systemSet')}>
              交易设置
            </Button>
          </div>
        )}
      </SingleRecord>
    </div>
  );
}
