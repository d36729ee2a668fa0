import { classFlightData } from '../../api/classes.ts';
import { money } from '../../api/contract/money.ts';
import type { FlightData } from '../../api/contract/classes.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { Card, ClassFrame, Figures, useClassId, useRole } from './classParts.tsx';

type Shop = FlightData['shops'][number];

/**
 * /manage/flightData/{id} (直通车数据): the traffic and promotion figures of the class's shops. The
 * simulation keeps no paid-ranking clicks yet; the page says so and shows live sessions and viewers,
 * promotions, coupons, visitors and paid orders.
 */
export default function FlightDataPage() {
  const id = useClassId();
  const role = useRole();
  const data = useLoad(() => (role ? classFlightData(role, id) : Promise.reject(new Error('未登录'))), [role, id]);
  const d = data.data;
  const phone = useBreakpoint() === 'phone';
  // the class's shops, read with it
  const shops = useHeldList(d?.shops, { rowKey: (s) => s.shopId });
  const sum = (f: (s: Shop) => number) => (d ? d.shops.reduce((a, s) => a + f(s), 0) : 0);
  const all: Column<Shop>[] = [
    { key: 'shopName', title: '店铺', width: 180 },
    { key: 'ownerName', title: '店主', width: 90 },
    { key: 'liveSessions', title: '直播场次', align: 'right', width: 90 },
    { key: 'liveViewers', title: '直播观看', align: 'right', width: 90 },
    { key: 'promotions', title: '营销活动', align: 'right', width: 90 },
    { key: 'couponsClaimed', title: '领券数', align: 'right', width: 80 },
    { key: 'couponsUsed', title: '用券数', align: 'right', width: 80 },
    { key: 'adClicks', title: '直通车点击', align: 'right', width: 100 },
    { key: 'adCostFen', title: '直通车花费', align: 'right', width: 100, render: (s) => money(s.adCostFen) },
    { key: 'visitors', title: '访客数', align: 'right', width: 80, render: (s) => s.visitors },
    { key: 'orders', title: '成交订单', align: 'right', width: 90 },
    { key: 'conversion', title: '转化率', align: 'right', width: 80, render: (s) => (s.conversion === null ? '—' : `${s.conversion}%`) },
  ];
  // phones: the key figures of each shop on its card
  const columns = phone ? all.filter((c) => ['shopName', 'ownerName', 'liveViewers', 'couponsUsed', 'orders', 'conversion'].includes(c.key)) : all;
  return (
    <ClassFrame title="直通车数据" id={id} name={d?.className}>
      <PageState {...loadState(data)}>
        {d && (
          <>
            {!d.adClicksCounted && (
              <p className="cl-note">直通车（付费推广）的点击与扣费数据尚未产生。下表为学员店铺已有的流量与推广数据：直播、营销活动与优惠券、访客及成交。</p>
            )}
            <Figures
              items={[
                ['直播场次', sum((s) => s.liveSessions)],
                ['直播观看', sum((s) => s.liveViewers)],
                ['营销活动', sum((s) => s.promotions)],
                ['领券 / 用券', `${sum((s) => s.couponsClaimed)} / ${sum((s) => s.couponsUsed)}`],
                ['直通车点击 / 花费', `${sum((s) => s.adClicks)} / ${money(sum((s) => s.adCostFen))}`],
                ['成交订单', sum((s) => s.orders)],
              ]}
            />
            <Card title="学员店铺">
              <ListView list={shops} columns={columns} emptyText="本班学员还没有开设店铺" titleKey="shopName" stickyFirst onePage />
            </Card>
          </>
        )}
      </PageState>
    </ClassFrame>
  );
}
