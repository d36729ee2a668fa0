import { Link } from 'react-router-dom';
import { sellerOverview, shopProfile } from '../../api/seller.ts';
import { sellerShopHome } from '../../api/sellerTrade.ts';
import PageState from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { fmtDate, money, Panel, Stat, useLoad, useMayOpen } from './common.tsx';

/** A season's results: the one running first, then the ended ones, latest first. */
interface SeasonRow {
  season: number;
  current: boolean;
  orders: number;
  salesFen: number;
}

const SEASON_COLUMNS: Column<SeasonRow>[] = [
  { key: 'season', title: '赛季', render: (s) => (s.current ? `第 ${s.season} 赛季（进行中）` : `第 ${s.season} 赛季`) },
  { key: 'orders', title: '支付订单', align: 'right', render: (s) => s.orders },
  { key: 'sales', title: '销售额', align: 'right', render: (s) => money(s.salesFen) },
];

/** /seller/myShop: the shop at a glance — its profile, where to change it, and its results season by season (rows of the shop's record, on ListView). */
export default function MyShopPage() {
  const may = useMayOpen();
  const { data, loading, error, reload } = useLoad(async () => {
    const [profile, overview, shop] = await Promise.all([shopProfile(), sellerOverview(), sellerShopHome()]);
    return { profile, overview, ended: shop.seasons, followers: shop.followers };
  }, []);
  const seasons = useHeldList<SeasonRow>(
    data && [
      { season: data.overview.season, current: true, orders: data.overview.thisSeason.orders, salesFen: data.overview.thisSeason.salesFen },
      ...[...data.ended].reverse().map((s) => ({ season: s.season, current: false, orders: s.orderCount, salesFen: s.salesFen })),
    ],
    { rowKey: (s) => s.season },
  );
  const links: [string, string][] = [
    ['shopConfig', '店铺设置'],
    ['myShopDesign', '店铺设计'],
    ['shopTrim', '店铺装修'],
    ['classManage', '分类管理'],
    ['recomGoods', '推荐商品'],
  ];
  return (
    <PageState loading={loading && !data} error={!data && error} onRetry={reload}>
      {data && (
        <div className="sc-page">
          <div className="sc-hero">
            <img src={data.profile.logoUrl} alt="" width={56} height={56} />
            <div style={{ minWidth: 0 }}>
              <h2>{data.profile.name}</h2>
              <div className="sc-hero-meta">
                <span>开店于 {fmtDate(data.profile.createdAt)}</span>
                <span>{data.followers} 人关注</span>
                <span>第 {data.overview.season} 赛季</span>
              </div>
            </div>
            <Link
              className="sc-btn sc-btn-small"
              style={{ marginLeft: 'auto', background: '#fff', color: '#a15c00', textDecoration: 'none', whiteSpace: 'nowrap', flexShrink: 0 }}
              to={`/shopHome?id=${data.profile.id}`}
            >
              店铺首页
            </Link>
          </div>
          <Panel
            title="店铺资料"
            extra={
              may('shopConfig') ? (
                <Link className="sc-link" to="/seller/shopConfig">
                  编辑 ›
                </Link>
              ) : undefined
            }
          >
            <dl className="sc-list" style={{ margin: 0 }}>
              {[
                ['店铺简介', data.profile.intro || '未填写'],
                ['客服电话', data.profile.servicePhone || '未填写'],
                ['退货地址', data.profile.returnAddress ? `${data.profile.returnName} ${data.profile.returnPhone} ${data.profile.returnAddress}` : '未填写'],
                ['店铺评分', `描述 ${data.overview.scores.description} · 服务 ${data.overview.scores.service} · 物流 ${data.overview.scores.logistics}`],
              ].map(([k, v]) => (
                <div key={k} className="sc-row" style={{ alignItems: 'flex-start' }}>
                  <dt className="sc-muted" style={{ width: 72, flexShrink: 0 }}>
                    {k}
                  </dt>
                  <dd style={{ margin: 0, flex: 1, fontSize: 14 }}>{v}</dd>
                </div>
              ))}
            </dl>
          </Panel>
          <Panel title="商品">
            <div className="sc-stats">
              <Stat label="全部商品" value={data.overview.productCount} to={may('goodsList') ? '/seller/goodsList' : undefined} />
              <Stat label="出售中" value={data.overview.onShelf} />
              <Stat
                label="库存紧张的规格"
                value={data.overview.todo.lowStock}
                to={may('logisticA') ? '/seller/logisticA' : undefined}
                alert={data.overview.todo.lowStock > 0}
              />
            </div>
          </Panel>
          <Panel title="赛季成绩" extra={<small>赛季由老师切换</small>}>
            <ListView list={seasons} emptyText="暂无赛季成绩" onePage columns={SEASON_COLUMNS} />
          </Panel>
          <Panel title="店铺管理">
            <div className="sc-chips">
              {links
                .filter(([page]) => may(page))
                .map(([page, label]) => (
                  <Link key={page} className="sc-chip" to={`/seller/${page}`}>
                    {label}
                  </Link>
                ))}
            </div>
          </Panel>
        </div>
      )}
    </PageState>
  );
}
