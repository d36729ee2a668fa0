import { Link } from 'react-router-dom';
import PageState from '../../ui/PageState.tsx';
import { sellerOverview } from '../../api/seller.ts';
import { money, Panel, Stat, useLoad, useMayOpen } from './common.tsx';

const SHORTCUTS: [string, string, string][] = [
  ['addGoods', '＋', '发布商品'],
  ['goodsList', '▦', '商品列表'],
  ['order', '✉', '订单管理'],
  ['shopTrim', '✎', '店铺装修'],
  ['logisticA', '⌂', '库存管理'],
  ['platform', '％', '营销工具'],
  ['dataAnalysis', '↗', '数据分析'],
  ['staffOfficer', '☺', '子账号'],
];

/**
 * Buyers order, pay and ask while the seller looks at the to-dos: they are asked for again this often
 * while on screen. (Not the consult stream: this page stays open behind every other page of the
 * seller centre, and a stream held there kept a request open on all of them.)
 */
export const SELLER_TODO_POLL_MS = 30_000;

/**
 * /seller/index: today's to-dos, today's and this season's figures, the coins, the season and the
 * fixed scores. The to-dos follow what buyers do within SELLER_TODO_POLL_MS.
 */
export default function IndexPage() {
  const { data: o, loading, error, reload } = useLoad(sellerOverview, [], { poll: SELLER_TODO_POLL_MS });
  const may = useMayOpen();
  const link = (page: string) => (may(page) ? `/seller/${page}` : undefined);
  return (
    <PageState loading={loading && !o} error={!o && error} onRetry={reload}>
      {o && (
        <div className="sc-page">
          <div className="sc-hero">
            <img src={o.logo} alt="" width={56} height={56} />
            <div style={{ minWidth: 0 }}>
              <h2>{o.shopName}</h2>
              <div className="sc-hero-meta">
                <span>第 {o.season} 赛季</span>
                <span>
                  {o.onShelf}/{o.productCount} 件在售
                </span>
              </div>
            </div>
            {o.balanceFen !== null && (
              <Link to={may('accountManage') ? '/seller/accountManage' : '#'} className="sc-coins" style={{ color: '#fff', textDecoration: 'none' }}>
                <span style={{ fontSize: 12 }}>金币余额</span>
                <b>{(o.balanceFen / 100).toFixed(2)}</b>
              </Link>
            )}
          </div>
          <Panel title="今日待办">
            <div className="sc-stats">
              <Stat label="待发货" value={o.todo.toShip} to={link('order')} alert={o.todo.toShip > 0} />
              <Stat label="待处理售后" value={o.todo.afterSales} to={link('afterSales')} alert={o.todo.afterSales > 0} />
              <Stat label="待回复咨询" value={o.todo.unansweredQuestions} to={link('consult')} alert={o.todo.unansweredQuestions > 0} />
              <Stat label="待回复评价" value={o.todo.unrepliedReviews} to={link('evaluate')} alert={o.todo.unrepliedReviews > 0} />
              <Stat label="库存紧张" value={o.todo.lowStock} to={link('logisticA')} alert={o.todo.lowStock > 0} />
            </div>
          </Panel>
          <Panel title="今日数据">
            <div className="sc-stats">
              <Stat label="支付订单" value={o.today.orders} />
              <Stat label="销售额" value={money(o.today.salesFen)} />
              <Stat label="访客数" value={o.today.visitors} />
            </div>
          </Panel>
          <Panel
            title={`第 ${o.season} 赛季`}
            extra={
              may('dataAnalysis') ? (
                <Link className="sc-link" to="/seller/dataAnalysis">
                  查看分析 ›
                </Link>
              ) : undefined
            }
          >
            <div className="sc-stats sc-stats-6">
              <Stat label="支付订单" value={o.thisSeason.orders} />
              <Stat label="销售额" value={money(o.thisSeason.salesFen)} />
              <Stat label="访客数" value={o.thisSeason.visitors} />
              <Stat label="支付买家" value={o.thisSeason.buyers} />
              <Stat label="转化率" value={`${o.thisSeason.conversion}%`} />
              <Stat label="客单价" value={money(o.thisSeason.avgOrderFen)} />
            </div>
          </Panel>
          <Panel title="店铺评分">
            <div className="sc-scores" role="group" aria-label="店铺评分">
              <span>描述相符 {o.scores.description}</span>
              <span>服务态度 {o.scores.service}</span>
              <span>物流服务 {o.scores.logistics}</span>
            </div>
          </Panel>
          <Panel title="常用功能">
            <nav className="sc-shortcuts" aria-label="常用功能">
              {SHORTCUTS.filter(([page]) => may(page)).map(([page, icon, label]) => (
                <Link key={page} className="sc-shortcut" to={`/seller/${page}`}>
                  <span aria-hidden="true">{icon}</span>
                  <span>{label}</span>
                </Link>
              ))}
            </nav>
          </Panel>
        </div>
      )}
    </PageState>
  );
}
