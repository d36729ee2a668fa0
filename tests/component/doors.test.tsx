/**
 * The doors between areas (docs/journeys.md): the door cards and the top navigation on the learner's
 * landing, the top navigation's menu on a phone's seller centre, the class page of a learner without a
 * class (a real page, no refused call), and /manage/liveRoom without an id. The whole app renders
 * (router, guard, layouts, pages) against msw answers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import RouteText from '../../src/ui/RouteText.tsx';
import { http } from 'msw';
import type { Places } from '../../src/api/contract/places.ts';
import { session } from '../../src/state/session.ts';
import { calls, ok, openApp, server, signedInAs, useConformanceHarness, user, where } from './conformance/harness.tsx';

useConformanceHarness();

const ZBB_WITH_SHOP: Places = {
  shop: { id: 1, name: '张小红的直播小店', own: true },
  supplier: null,
  anchor: true,
  klass: { state: 'member', name: '直播电商一班' },
};
const width = window.innerWidth;
afterEach(() => {
  window.innerWidth = width;
});

/** Signed in with these places known (as a reload restores them), the server answering the same. */
function signedInWith(places: Places, role: 6 | 5 = 6, classType: 'ZBB' | 'SYB' | null = 'ZBB') {
  signedInAs(role, classType);
  session.places = places;
  server.use(http.get('*/v1/wangchuang/common/places', () => ok(places)));
}

/** Each card's label, its line and where it leads. */
const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((a) => [`${a.querySelector('strong')?.textContent} ${a.querySelector('small')?.textContent}`, a.getAttribute('href')]);

describe('the learner’s landing page', () => {
  it('door cards lead to the mall, the seller centre, the supply market and the workbench; the top navigation has them all', async () => {
    window.innerWidth = 1440;
    signedInWith(ZBB_WITH_SHOP);
    await openApp('/cultivate/learningtasks');
    const cards = await screen.findByRole('region', { name: '常用入口' });
    expect(links(cards)).toEqual([
      ['商城首页 逛商城，选购各家店铺的好货', '/home'],
      ['卖家中心 管理你的店铺、商品和订单', '/seller/index'],
      ['供销市场 向供应商批发进货、一件代发', '/supplymarket'],
      ['主播工作台 选品、开播，带货赚佣金', '/workbench'],
      ['点播课程 观看课程视频，学完即可答题', '/ondemand'],
    ]);
    // the top navigation comes once the browser is idle after the first render
    const nav = await screen.findByRole('navigation', { name: '顶部导航' });
    for (const label of ['商城首页', '买家中心', '购物车', '我的收藏', '卖家中心', '供销市场', '主播工作台', '点播课程', '培训管理', '操作手册', '退出'])
      expect(within(nav).getByText(label), label).toBeTruthy();
    await waitFor(() => expect(within(nav).getByTitle('金币余额').textContent).toBe('金币 100.00'));
  });

  it('a learner without a shop: the seller card leads to the shop-opening exam, no workbench for an SYB learner', async () => {
    signedInWith({ shop: null, supplier: null, anchor: false, klass: { state: 'member', name: 'SYB一班' } }, 6, 'SYB');
    await openApp('/cultivate/learningtasks');
    const cards = await screen.findByRole('region', { name: '常用入口' });
    expect(links(cards).map(([, href]) => href)).toEqual(['/home', '/seller/exam', '/supplymarket', '/ondemand']);
    expect(within(cards).getByText('通过开店考试，开一家自己的店')).toBeTruthy();
  });
});

describe('the top navigation on a phone, in every layout', () => {
  it('the seller centre’s header has the menu: name, gold coins, and the doors', async () => {
    window.innerWidth = 390;
    signedInWith(ZBB_WITH_SHOP);
    server.use(http.get('*/store/valid/question', () => ok(3)));
    await openApp('/seller/index');
    fireEvent.click(await screen.findByRole('button', { name: '导航菜单' }));
    const menu = await screen.findByRole('menu', { name: '导航菜单' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((m) => m.textContent),
    ).toEqual(['商城首页', '买家中心', '购物车', '我的收藏', '卖家中心', '供销市场', '主播工作台', '点播课程', '培训管理', '操作手册', '修改密码', '退出']);
    await waitFor(() => expect(screen.getByTitle('金币余额').textContent).toBe('金币 100.00'));
    fireEvent.click(within(menu).getByRole('menuitem', { name: '供销市场' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: '平台导航' })).toBeTruthy());
  });

  it('the supply market’s top bar: mall home, seller centre, training management (a teacher’s training is their class list)', async () => {
    window.innerWidth = 1440;
    signedInWith({ shop: null, supplier: null, anchor: false, klass: { state: 'none' } }, 5, null);
    await openApp('/supplymarket/notice');
    const bar = await screen.findByRole('navigation', { name: '平台导航' });
    expect(within(bar).getByRole('link', { name: '商城首页' }).getAttribute('href')).toBe('/home');
    expect(within(bar).getByRole('button', { name: '卖家中心' })).toBeTruthy();
    expect(within(bar).getByRole('link', { name: '培训管理' }).getAttribute('href')).toBe('/manage/classList');
  });
});

describe('the class page of a learner without a class', () => {
  const standing = (klass: Places['klass']): Places => ({ shop: null, supplier: null, anchor: false, klass });

  it('nothing yet: the class pages lead here; it says what to do and asks no learner call (no 403)', async () => {
    signedInWith(standing({ state: 'none' }), 6, null);
    const router = await openApp('/cultivate/learningtasks');
    await waitFor(() => expect(where(router)).toBe('/cultivate/joinClass'));
    expect(await screen.findByRole('heading', { name: '您尚未加入培训班' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去报名' }).getAttribute('href')).toBe('/register');
    expect(links(await screen.findByRole('region', { name: '在此期间，你可以' })).map(([, h]) => h)).toEqual(['/home', '/seller/exam', '/supplymarket']);
    // no class-bound learner call (the server refuses those without a class); the bell's unread count,
    // once the page is idle, is not one: notices reach a learner without a class too
    expect(calls.filter((c) => c.includes('/student/') && !c.includes('/student/loadSysMsg/'))).toEqual([]);
    // its menu is this page alone
    expect(screen.queryByRole('button', { name: /学习任务/ })).toBeNull();
  });

  it('waiting: the class applied for, what happens next; once admitted, the way into the learning', async () => {
    let answer = standing({ state: 'applied', name: '天河SYB一期' });
    signedInWith(answer, 6, null);
    server.use(
      http.get('*/v1/wangchuang/common/places', () => ok(answer)),
      http.get('*/v1/wangchuang/common/info', () => ok(user(6, { classType: 'SYB', classId: 7, className: '天河SYB一期' }))),
    );
    await openApp('/cultivate/joinClass');
    expect(await screen.findByRole('heading', { name: '您已报名，请等待录取' })).toBeTruthy();
    expect(screen.getByText(/已报名「天河SYB一期」。培训机构审核你的报名信息后会录取你/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '修改报名信息' }).getAttribute('href')).toBe('/register');
    answer = standing({ state: 'member', name: '天河SYB一期' });
    fireEvent.click(screen.getByRole('button', { name: '刷新录取状态' }));
    expect(await screen.findByRole('heading', { name: '你已加入「天河SYB一期」' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '进入学习任务' }).getAttribute('href')).toBe('/cultivate/learningtasks');
    await waitFor(() => expect(session.classType).toBe('SYB'));
  });

  it('refused: the reason, and the way to apply again', async () => {
    signedInWith(standing({ state: 'refused', name: '天河SYB一期', reason: '身份证件照片不清晰' }), 6, null);
    await openApp('/cultivate/joinClass');
    expect(await screen.findByRole('heading', { name: '报名未通过' })).toBeTruthy();
    expect(screen.getByText(/「天河SYB一期」的培训机构未录取你：身份证件照片不清晰/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '重新报名' }).getAttribute('href')).toBe('/register');
  });
});

describe('/manage/liveRoom without an id', () => {
  it('lists the running live sessions in scope to pick one', async () => {
    signedInAs(5);
    server.use(
      http.get('*/v1/wangchuang/teacher/supervision/lives', () =>
        ok({
          list: [
            {
              kind: 'live',
              id: 41,
              title: '直播选品实操课',
              hostName: '王老师',
              className: '直播电商一班',
              startsAt: '2026-11-27T06:00:00.000Z',
              endsAt: '2026-11-27T08:00:00.000Z',
              viewers: 12,
              streamUrl: '',
            },
          ],
          total: 1,
          pageNum: 1,
          pageSize: 12,
          isLastPage: true,
        }),
      ),
    );
    const router = await openApp('/manage/liveRoom');
    const room = await screen.findByRole('button', { name: /直播选品实操课/ });
    expect(room.textContent).toContain('王老师 · 直播电商一班');
    expect(room.textContent).toContain('2026-11-27 14:00 开播 · 12人观看');
    fireEvent.click(room);
    await waitFor(() => expect(where(router)).toBe('/manage/liveRoom?id=41'));
  });

  it('says so when nothing is on air, and where to schedule one', async () => {
    signedInAs(5);
    server.use(http.get('*/v1/wangchuang/teacher/supervision/lives', () => ok({ list: [], total: 0, pageNum: 1, pageSize: 12, isLastPage: true })));
    await openApp('/manage/liveRoom');
    expect(await screen.findByText('当前没有正在进行的直播')).toBeTruthy();
    expect(screen.getByRole('link', { name: '班级直播' }).getAttribute('href')).toBe('/manage/classLive');
  });
});

describe('a hint that names a page', () => {
  it('shows the page’s title as a link to it, not the raw route', () => {
    render(
      <MemoryRouter>
        <p data-testid="hint">
          <RouteText text="考试中摄像头抓拍3~5张照片，在/manage/RemoteInvigilation中查看" />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('hint').textContent).toBe('考试中摄像头抓拍3~5张照片，在远程监考中查看');
    expect(screen.getByRole('link', { name: '远程监考' }).getAttribute('href')).toBe('/manage/RemoteInvigilation');
  });
});
