import { useState } from 'react';
import type { ActivityResult } from '../../api/contract/seller.ts';
import { activityData } from '../../api/seller.ts';
import PageState from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { money, Panel, Stat, useLoad } from './common.tsx';

const TONE: Record<ActivityResult['status'], string> = { 进行中: 'sc-ok', 未开始: 'sc-muted', 已结束: 'sc-muted' };

/**
 * /seller/activityData: each promotion's (满减, coupons, red packets, 天天特价) and live session's
 * results in a season: claimed and used, orders, the discount given and the sales it brought.
 */
export default function ActivityDataPage() {
  const [season, setSeason] = useState<number | undefined>(undefined);
  const { data, loading, error, reload } = useLoad(() => activityData(season), [season]);
  const list = data?.list ?? [];
  const results = useHeldList(data?.list, { rowKey: (r) => r.key });
  const sum = (f: (r: ActivityResult) => number) => list.reduce((a, r) => a + f(r), 0);
  const columns: Column<ActivityResult>[] = [
    { key: 'title', title: '活动', width: 200, render: (r) => <b>{r.title}</b> },
    { key: 'kindName', title: '类型', width: 80 },
    { key: 'status', title: '状态', width: 80, render: (r) => <span className={TONE[r.status]}>{r.status}</span> },
    { key: 'claimed', title: '领取/发放', align: 'right', render: (r) => (r.claimed === null ? '—' : `${r.claimed}/${r.total}`) },
    { key: 'used', title: '使用', align: 'right', render: (r) => (r.used === null ? (r.viewers === null ? '—' : `${r.viewers}人观看`) : r.used) },
    { key: 'orders', title: '成交订单', align: 'right' },
    { key: 'discountFen', title: '优惠金额', align: 'right', render: (r) => money(r.discountFen) },
    { key: 'salesFen', title: '带来销售额', align: 'right', render: (r) => money(r.salesFen) },
  ];
  return (
    <PageState loading={loading && !data} error={!data && error} onRetry={reload}>
      {data && (
        <div className="sc-page">
          <Panel
            title={`第 ${data.season} 赛季活动效果`}
            extra={
              <select
                className="sc-input"
                style={{ width: 'auto' }}
                value={data.season}
                onChange={(e) => setSeason(Number(e.target.value))}
                aria-label="选择赛季"
              >
                {Array.from({ length: data.currentSeason }, (_, i) => i + 1).map((s) => (
                  <option key={s} value={s}>
                    第 {s} 赛季
                  </option>
                ))}
              </select>
            }
          >
            <div className="sc-stats">
              <Stat label="活动数" value={list.length} />
              <Stat label="活动成交订单" value={sum((r) => r.orders)} />
              <Stat label="优惠金额" value={money(sum((r) => r.discountFen))} />
              <Stat label="活动销售额" value={money(sum((r) => r.salesFen))} />
            </div>
            <p className="sc-help">一笔订单可同时使用满减、优惠券和红包，因此各活动的销售额之和可能大于店铺销售额。</p>
          </Panel>
          <Panel title="活动明细">
            <ListView list={results} columns={columns} emptyText="还没有营销活动，去「营销工具」创建一个吧" titleKey="title" onePage />
          </Panel>
        </div>
      )}
    </PageState>
  );
}
