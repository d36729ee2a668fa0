import { classStoreData } from '../../api/classes.ts';
import type { SeasonFigures, StoreData } from '../../api/contract/classes.ts';
import { money } from '../../api/contract/money.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { Card, ClassFrame, Figures, useClassId, useRole } from './classParts.tsx';

type Shop = StoreData['shops'][number];

/**
 * /manage/storeData/{id}: the class's shops in the simulation: orders, sales and visitors per season
 * (ended seasons from their statistics, the current one from its paid orders).
 */
export default function StoreDataPage() {
  const id = useClassId();
  const role = useRole();
  const data = useLoad(() => (role ? classStoreData(role, id) : Promise.reject(new Error('未登录'))), [role, id]);
  const d = data.data;
  const phone = useBreakpoint() === 'phone';
  // the seasons' totals and the class's shops, read with it
  const seasons = useHeldList(d?.seasons, { rowKey: (s) => s.season });
  const shops = useHeldList(d?.shops, { rowKey: (s) => s.shopId });
  const seasonColumns: Column<SeasonFigures>[] = [
    { key: 'season', title: '赛季', render: (s) => `第${s.season}赛季${d && s.season === d.season ? '（当前）' : ''}` },
    { key: 'orders', title: '成交订单', align: 'right' },
    { key: 'salesFen', title: '销售额', align: 'right', render: (s) => money(s.salesFen) },
    { key: 'visitors', title: '访客数', align: 'right', render: (s) => s.visitors },
  ];
  const allShopColumns: Column<Shop>[] = [
    { key: 'shopName', title: '店铺', width: 180 },
    { key: 'ownerName', title: '店主', width: 90 },
    { key: 'productCount', title: '在售商品', align: 'right', width: 90 },
    ...(d?.seasons ?? []).map<Column<Shop>>((s) => ({
      key: `s${s.season}`,
      title: `第${s.season}赛季`,
      width: 150,
      align: 'right',
      render: (shop) => {
        const f = shop.seasons[s.season - 1];
        return f ? `${f.orders}单 / ${money(f.salesFen)} / ${f.visitors}访客` : '—';
      },
    })),
    { key: 'orders', title: '订单合计', align: 'right', width: 90 },
    { key: 'salesFen', title: '销售额合计', align: 'right', width: 120, render: (shop) => money(shop.salesFen) },
  ];
  // phones: the shop, its owner and its totals on each card
  const shopColumns = phone ? allShopColumns.filter((c) => ['shopName', 'ownerName', 'orders', 'salesFen'].includes(c.key)) : allShopColumns;
  return (
    <ClassFrame title="店铺数据" id={id} name={d?.className}>
      <PageState {...loadState(data)}>
        {d && (
          <>
            <Figures
              items={[
                ['当前赛季', `第${d.season}赛季`],
                ['学员店铺', d.shops.length],
                ['成交订单', d.shops.reduce((a, s) => a + s.orders, 0)],
                ['销售额', money(d.shops.reduce((a, s) => a + s.salesFen, 0))],
                ['在售商品', d.shops.reduce((a, s) => a + s.productCount, 0)],
              ]}
            />
            <Card title="各赛季汇总">
              <ListView list={seasons} columns={seasonColumns} emptyText="暂无赛季数据" titleKey="season" onePage />
            </Card>
            <Card title="学员店铺">
              <ListView list={shops} columns={shopColumns} emptyText="本班学员还没有开设店铺" titleKey="shopName" stickyFirst onePage />
            </Card>
          </>
        )}
      </PageState>
    </ClassFrame>
  );
}
