import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMMISSION_TABS, type CommissionSummary, type CommissionTab } from '../../api/contract/workbench.ts';
import { shopDistributionResource } from '../../api/contract/resources/workbench.ts';
import { myCommissions, shopCommissions, workbenchMe } from '../../api/workbench.ts';
import { money } from '../../api/contract/money.ts';
import { useLoad } from '../../ui/useLoad.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { Chips, CommissionRow, Figure } from './common.tsx';

// The resource page (and its table) loads only when its tab opens: the other tab's first load stays small.
const ResourcePage = lazy(() => import('../../ui/resource/ResourcePage.tsx'));

type View = 'anchor' | 'shop' | 'settings';

function Commissions({ side }: { side: 'anchor' | 'shop' }) {
  const [tab, setTab] = useState<CommissionTab>('all');
  const [summary, setSummary] = useState<CommissionSummary | null>(null);
  const list = useListController({
    load: async (q) => {
      const r = await (side === 'anchor' ? myCommissions : shopCommissions)(tab, q.pageNum, q.pageSize);
      setSummary(r.summary);
      return r.page;
    },
    accumulate: true,
    fixed: { side, tab },
  });
  return (
    <>
      {summary && (
        <section className="wb-figures" aria-label="佣金汇总">
          <Figure label={side === 'anchor' ? '待结算佣金' : '待支付佣金'} value={money(summary.pendingFen)} />
          <Figure label={side === 'anchor' ? '已结算佣金' : '已支付佣金'} value={money(summary.settledFen)} money />
          <Figure label="已退回" value={money(summary.reversedFen)} />
          <Figure label="佣金订单" value={`${summary.count} 笔`} />
        </section>
      )}
      <Chips items={COMMISSION_TABS} value={tab} onChange={setTab} label="佣金状态" />
      <ListView list={list} emptyText={side === 'anchor' ? '还没有分销佣金' : '还没有主播为您的店铺带货'}>
        {(rows) => (
          <ul className="wb-list">
            {rows.map((c) => (
              <CommissionRow key={c.id} c={c} side={side} />
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}

/**
 * /workbench/DistributionOrder: commission per order — as an anchor (pending until receipt, settled,
 * reversed on refund) and, for a shop owner, the commissions the shop pays and which products it opens
 * to anchors at what rate (seller/shopDistribution).
 */
export default function DistributionOrderPage() {
  const [sp, setSp] = useSearchParams();
  const { data: me } = useLoad(workbenchMe, []);
  const hasShop = !!me?.shopId;
  const asked = sp.get('view') as View | null;
  const view: View = asked === 'shop' || asked === 'settings' ? (hasShop ? asked : 'anchor') : 'anchor';
  const views = [
    { key: 'anchor' as const, title: '我的佣金' },
    ...(hasShop
      ? [
          { key: 'shop' as const, title: '店铺支付的佣金' },
          { key: 'settings' as const, title: '分销商品设置' },
        ]
      : []),
  ];
  return (
    <div className="wb-page">
      {views.length > 1 && <Chips items={views} value={view} onChange={(v) => setSp({ view: v }, { replace: true })} label="分销订单" />}
      {view === 'settings' ? (
        <Suspense fallback={null}>
          <ResourcePage
            resource={shopDistributionResource}
            title="分销商品设置"
            intro={
              <p className="wb-muted">开放分销的商品会出现在选品中心，主播从直播间带货成交后，按下单时的佣金比例，在买家确认收货时从店铺金币中支付给主播。</p>
            }
          />
        </Suspense>
      ) : (
        <Commissions key={view} side={view} />
      )}
    </div>
  );
}
