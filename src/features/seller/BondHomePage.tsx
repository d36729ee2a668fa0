import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { bondInfo } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { Card, fmtDateTime } from './tradeCommon.tsx';

/** /seller/bondHome: the shop's deposit, what it unlocks, and its history. */
export default function BondHomePage() {
  const navigate = useNavigate();
  const { data: b, error, loading, reload } = useLoad(() => bondInfo(), []);
  // the bond's few movements, read with it
  const history = useHeldList(b?.history);
  return (
    <div className="st-page">
      <PageState loading={loading} error={error} onRetry={reload}>
        {b && (
          <>
            <Card>
              <div className="st-stat">
                <div>
                  <b>{money(b.bondFen)}</b>
                  <span className="st-muted">已缴保证金</span>
                </div>
                <div>
                  <b>{money(b.balanceFen)}</b>
                  <span className="st-muted">金币余额</span>
                </div>
                <div>
                  <b>{b.openComplaints}</b>
                  <span className="st-muted">未结投诉</span>
                </div>
              </div>
              <div className="st-actions">
                <Button size="small" color="primary" onClick={() => navigate('/seller/bond')}>
                  缴纳 / 退还
                </Button>
                <Button size="small" onClick={() => navigate('/seller/guarantee')}>
                  消费者保障
                </Button>
              </div>
              <p className="st-muted" style={{ margin: '6px 0 0' }}>
                保证金从店铺金币中缴纳，用于报名平台活动（双十二需100金币，年货节需300金币）和开通“退货运费险”“正品保障”。没有未结投诉时可以退还。
              </p>
            </Card>
            <Card title="保证金记录">
              <ListView
                list={history}
                emptyText="暂无记录"
                onePage
                columns={[
                  { key: 'reason', title: '类型', render: (h) => (h.reason === 'bond' ? '缴纳' : '退还') },
                  { key: 'amount', title: '金额', render: (h) => money(h.deltaFen) },
                  { key: 'time', title: '时间', render: (h) => fmtDateTime(h.createdAt) },
                ]}
              />
            </Card>
          </>
        )}
      </PageState>
    </div>
  );
}
