import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { renderAt } from './renderAt.tsx';
import { mockServer } from './msw.ts';
import { AT, afterSaleCase, freightTemplate, honeyListing } from './fixtures.ts';
import { dropFormDraft } from '../../src/storage/formDraft.ts';
import { session } from '../../src/state/session.ts';
import EditTrainPage from '../../src/features/seller/EditTrainPage.tsx';
import BondPage from '../../src/features/seller/BondPage.tsx';
import ShopConfigPage from '../../src/features/seller/ShopConfigPage.tsx';
import SetInfoPage from '../../src/features/account/SetInfoPage.tsx';
import MyShopPage from '../../src/features/seller/MyShopPage.tsx';
import GoodsDetailsPage from '../../src/features/workbench/GoodsDetailsPage.tsx';
import AfterSalesDetailPage from '../../src/features/seller/AfterSalesDetailPage.tsx';
import FreightTemplateEditPage from '../../src/features/seller/FreightTemplateEditPage.tsx';
import SupplyProductPage from '../../src/features/market/SupplyProductPage.tsx';
import CourseAddPage from '../../src/features/courses/CourseAddPage.tsx';

/**
 * Pages that were forms or one record's page, now on the layer (issue 27): their fields are a
 * declaration drawn by RecordFormBody (with the page's own rules, buttons and parts), or the rows of
 * their record are drawn by ListView. Each shows its fields, checks with its messages, and saves
 * through its own call with the body it always sent.
 */

const S = '*/v1/wangchuang/seller/';
const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: 'ok', data });
const posted: { path: string; body: unknown }[] = [];
const post = (path: string, answer: unknown) =>
  http.post(`${path}`, async ({ request }) => {
    posted.push({ path: new URL(request.url).pathname, body: await request.json() });
    return ok(answer);
  });

const line = (id: number, title: string, quantity: number) => ({
  id,
  productId: id,
  skuId: id,
  title,
  image: '/x.png',
  specText: '默认',
  unitPriceFen: 1000,
  quantity,
  amountFen: 1000 * quantity,
  discountFen: 0,
  payFen: 1000 * quantity,
  reviewed: false,
});
let afterSaleStatus = 'applied';
const afterSale = () =>
  afterSaleCase({
    id: 31,
    orderId: 8,
    orderNo: 'DD2026',
    kind: 'return_refund',
    status: afterSaleStatus,
    statusName: afterSaleStatus === 'applied' ? '待处理' : '买家已退货',
    reason: '尺码不合适',
    amountFen: 3000,
    restocked: [],
    order: { lines: [line(1, '纯棉T恤', 2), line(2, '帆布包', 1)], payFen: 3000, refundedFen: 0, receiver: '李雷' },
  });

/** A city administrator's profile, as /common/profile answers it. */
const cityProfile = (realName: string, phone: string) => ({
  username: 'city01',
  realName,
  phone,
  avatar: '',
  role: 3,
  regionName: '广州市',
  institutionName: null,
  lastLoginAt: AT,
  createdAt: AT,
});
const supplyProduct = honeyListing({
  dropship: true,
  tiers: [{ minQty: 12, priceFen: 3200 }],
  detail: '',
  dropshipPriceFen: 3000,
  channel: { id: 4, status: 'approved', priceFen: 3000, reason: null },
});

mockServer(
  http.get(`${S}train/plan`, () => ok({ budgetFen: 1200, enabled: true, spentTodayFen: 300, clicksToday: 2, keywords: 1, balanceFen: 50000 })),
  post(`${S}train/plan`, true),
  http.get(`${S}bond`, () => ok({ bondFen: 10000, balanceFen: 20000, openComplaints: 0, history: [] })),
  post(`${S}bond/pay`, { bondFen: 15000, balanceFen: 15000, openComplaints: 0, history: [] }),
  post(`${S}bond/withdraw`, { bondFen: 5000, balanceFen: 25000, openComplaints: 0, history: [] }),
  http.get(`${S}profile`, () =>
    ok({
      id: 3,
      name: '一鸣好物店',
      logo: '',
      logoUrl: '/v1/wangchuang/media/shop/3.svg',
      intro: '家居好物',
      servicePhone: '',
      returnName: '',
      returnPhone: '',
      returnAddress: '',
      createdAt: AT,
    }),
  ),
  post(`${S}profile`, {}),
  http.get('*/v1/wangchuang/common/profile', () => ok(cityProfile('张三', '13800138000'))),
  post('*/v1/wangchuang/common/profile', cityProfile('李四', '13900139000')),
  http.get('*/v1/wangchuang/common/info', () => ok(null)),
  http.get(`${S}centre/overview`, () =>
    ok({
      shopId: 3,
      shopName: '一鸣好物店',
      logo: '',
      season: 3,
      balanceFen: 0,
      scores: { description: 4.8, service: 4.9, logistics: 4.7 },
      todo: { toShip: 0, afterSales: 0, unansweredQuestions: 0, unrepliedReviews: 0, lowStock: 0 },
      today: { orders: 0, salesFen: 0, visitors: 0 },
      thisSeason: { season: 3, orders: 7, salesFen: 70000, units: 7, visitors: 1, views: 1, buyers: 1, conversion: 1, avgOrderFen: 1 },
      productCount: 4,
      onShelf: 2,
    }),
  ),
  http.get(`${S}shop`, () =>
    ok({
      followers: 12,
      seasons: [
        { season: 1, orderCount: 2, salesFen: 2000 },
        { season: 2, orderCount: 5, salesFen: 50000 },
      ],
    }),
  ),
  http.get('*/v1/wangchuang/workbench/goods/5', () =>
    ok({
      id: 5,
      title: '竹编收纳篮',
      subtitle: '手工编织',
      images: ['/g.png'],
      detailHtml: '<p>详情</p>',
      priceFen: 5900,
      originalPriceFen: 5900,
      sales: 10,
      stock: 30,
      shopId: 2,
      shopName: '竹韵小店',
      open: true,
      rate: 10,
      commissionFen: 590,
      selected: false,
      ownShop: false,
      anchors: 1,
      skus: [
        { id: 1, specText: '小号', priceFen: 3900, stock: 10, commissionFen: 390 },
        { id: 2, specText: '大号', priceFen: 5900, stock: 20, commissionFen: 590 },
      ],
      sessions: [],
    }),
  ),
  http.get(`${S}aftersaleFull/31`, () => ok(afterSale())),
  post(`${S}aftersale/agree`, { id: 31, status: 'awaiting_return' }),
  post(`${S}aftersale/reject`, { id: 31, status: 'rejected' }),
  post(`${S}aftersale/confirm`, { id: 31, status: 'refunded' }),
  http.get(`${S}freight/4`, () => ok(freightTemplate([{ province: '浙江省', firstUnits: 1, firstFee: 0, extraUnits: 1, extraFee: 0 }]))),
  post(`${S}freight/save`, { id: 12 }),
  http.get('*/v1/wangchuang/supply/product/9', () => ok(supplyProduct)),
  http.get('*/v1/wangchuang/supply/me', () => ok({ supplier: null, shopId: 3, shopName: '我的店', balanceFen: 100000 })),
  post('*/v1/wangchuang/supply/dropship/list', { productId: 20, skuId: 21 }),
  http.get('*/v1/wangchuang/admin/courseClassification/options', () => ok([{ value: 2, label: '电商运营' }])),
  http.get('*/v1/wangchuang/admin/demandRule/options', () => ok([{ value: 5, label: '每日两小时' }])),
  post('*/v1/wangchuang/admin/course/create', { id: 41 }),
  http.get('*/v1/wangchuang/admin/course/detail/41', () =>
    ok({
      id: 41,
      title: '直播带货实务',
      classificationId: 2,
      classificationIdName: '电商运营',
      classType: null,
      teacherName: null,
      cover: null,
      intro: null,
      ruleId: 5,
      ruleIdName: '每日两小时',
      chapterCount: 0,
      totalMinutes: 0,
      learners: 0,
      status: 0,
      national: false,
      ownerName: '平台',
      createdAt: AT,
    }),
  ),
  http.get('*/v1/wangchuang/admin/exam/course/41/chapters', () => ok([])),
);

function Search() {
  return <p data-testid="search">{useLocation().search}</p>;
}

const at = (path: string, pattern: string, page: React.ReactNode) => renderAt(path, { [pattern]: page });

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** act()'s confirmation dialog: 确定. */
async function confirm() {
  const dialog = await waitFor(() => {
    const d = document.querySelector<HTMLElement>('.adm-dialog');
    if (!d) throw new Error('no confirmation yet');
    return d;
  });
  fireEvent.click(within(dialog).getByRole('button', { name: '确定' }));
}
const bodiesOf = (path: string) => posted.filter((p) => p.path.endsWith(path)).map((p) => p.body);

const DRAFTS: [string, number | null][] = [
  ['trainPlan', 0],
  ['bondMove', 0],
  ['shopProfile', 3],
  ['ownProfile', 0],
  ['afterSaleDecision', 31],
  ['afterSaleReceipt', 31],
  ['freightTemplateEdit', 4],
  ['freightTemplateEdit', null],
  ['dropshipListing', 9],
  ['course', null],
];

beforeEach(() => {
  session.token = 't';
  session.roles = [6];
  posted.length = 0;
  afterSaleStatus = 'applied';
});
afterEach(async () => {
  for (const [key, id] of DRAFTS) await dropFormDraft(session.userInfo?.username ?? '', key, id);
  for (const old of document.querySelectorAll('.adm-dialog')) old.classList.remove('adm-dialog');
});

describe('form pages on the layer', () => {
  it('/seller/editTrain: the budget and the switch; over 10万 the page’s message; 保存 posts fen and goes back to 直通车', async () => {
    at('/seller/editTrain', '/seller/editTrain', <EditTrainPage />);
    await screen.findByText(/今日已花费/);
    expect(screen.getByRole('form', { name: '直通车设置' })).toBeTruthy();
    expect(input('rf-budget').value).toBe('12.00');
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(true);
    type('rf-budget', '100000.01');
    click('保存');
    expect(await screen.findByText('每日预算不能超过10万金币')).toBeTruthy();
    expect(bodiesOf('train/plan')).toEqual([]);
    type('rf-budget', '');
    click('保存');
    expect(await screen.findByText('不能为空!')).toBeTruthy();
    type('rf-budget', '25.5');
    fireEvent.click(screen.getByRole('switch'));
    click('保存');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/seller/throughTrain'));
    expect(bodiesOf('train/plan')).toEqual([{ budgetFen: 2550, enabled: false }]);
  });

  it('/seller/bond: 0 and more than the balance are refused with their messages; 缴纳 confirms and posts the amount, then 保证金', async () => {
    at('/seller/bond', '/seller/bond', <BondPage />);
    expect(await screen.findByText(/已缴 ¥100.00 · 金币余额 ¥200.00/)).toBeTruthy();
    expect(input('rf-amount').value).toBe('100.00');
    type('rf-amount', '0');
    click('缴纳');
    expect(await screen.findByText('金额必须大于0')).toBeTruthy();
    type('rf-amount', '300');
    click('缴纳');
    expect(await screen.findByText('金币余额不足，无法缴纳保证金')).toBeTruthy();
    click('退还');
    expect(await screen.findByText('退还金额不能超过已缴保证金')).toBeTruthy();
    expect(posted).toEqual([]);
    type('rf-amount', '50');
    click('缴纳');
    await screen.findByText('确定从金币余额缴纳¥50.00保证金吗？');
    await confirm();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/seller/bondHome'));
    expect(bodiesOf('bond/pay')).toEqual([{ amountFen: 5000 }]);
  });

  it('/seller/shopConfig: 基本信息 and 退货地址 with their fields; the name and phones checked; 保存 posts the whole profile', async () => {
    at('/seller/shopConfig', '/seller/shopConfig', <ShopConfigPage />);
    await waitFor(() => expect(input('sp-name').value).toBe('一鸣好物店'));
    expect(screen.getByRole('region', { name: '基本信息' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '退货地址' })).getByLabelText('联系电话')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看店铺首页 ›' }).getAttribute('href')).toBe('/shopHome?id=3');
    expect(screen.getByAltText('店铺Logo').getAttribute('src')).toBe('/v1/wangchuang/media/shop/3.svg');
    type('sp-name', '');
    click('保存');
    expect(await screen.findByText('请输入店铺名称')).toBeTruthy();
    type('sp-name', '一');
    click('保存');
    expect(await screen.findByText('店铺名称至少2个字')).toBeTruthy();
    type('sp-name', '一鸣直播好物店');
    type('sp-servicePhone', '1380013');
    click('保存');
    expect(await screen.findByText('手机号码格式有误')).toBeTruthy();
    type('sp-servicePhone', '13800138000');
    type('sp-returnAddress', '广州市天河区天河路1号');
    click('保存');
    await waitFor(() => expect(bodiesOf('/profile')).toHaveLength(1));
    expect(bodiesOf('/profile')[0]).toEqual({
      name: '一鸣直播好物店',
      logo: '',
      intro: '家居好物',
      servicePhone: '13800138000',
      returnName: '',
      returnPhone: '',
      returnAddress: '广州市天河区天河路1号',
    });
  });

  it('/manage/setInfo: the account’s facts, name and phone; an empty name is refused; 保存 posts them with the avatar', async () => {
    at('/manage/setInfo', '/manage/setInfo', <SetInfoPage />);
    await waitFor(() => expect(input('rf-realName').value).toBe('张三'));
    expect(screen.getByText('city01')).toBeTruthy();
    expect(screen.getByText('广州市')).toBeTruthy();
    expect(screen.getByText('手机号码用于登录和接收初始密码，须与其他账号不同。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '修改密码' })).toBeTruthy();
    type('rf-realName', '');
    click('保存');
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    type('rf-realName', '李四');
    type('rf-phone', '13900139000');
    click('保存');
    await waitFor(() => expect(bodiesOf('common/profile')).toEqual([{ realName: '李四', phone: '13900139000', avatar: '' }]));
  });

  it('/seller/myShop: the seasons’ results on ListView, the running one first', async () => {
    at('/seller/myShop', '/seller/myShop', <MyShopPage />);
    await screen.findByText('第 3 赛季（进行中）');
    const table = screen.getAllByRole('table').find((t) => within(t).queryByText('第 3 赛季（进行中）'))!;
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...(r as HTMLTableRowElement).cells].map((c) => c.textContent));
    expect(rows).toEqual([
      ['第 3 赛季（进行中）', '7', '¥700.00'],
      ['第 2 赛季', '5', '¥500.00'],
      ['第 1 赛季', '2', '¥20.00'],
    ]);
  });

  it('on a phone (390 px) the seasons are cards, and the bond’s form checks the same', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      const shop = at('/seller/myShop', '/seller/myShop', <MyShopPage />);
      await screen.findByText('第 3 赛季（进行中）');
      expect(screen.queryAllByRole('table')).toEqual([]);
      expect(screen.getByText('第 1 赛季')).toBeTruthy();
      shop.unmount();
      at('/seller/bond', '/seller/bond', <BondPage />);
      // the layout's header says 缴纳保证金; the form's own heading says what its two buttons do
      await screen.findByRole('form', { name: '缴纳或退还' });
      type('rf-amount', '0');
      click('缴纳');
      expect(await screen.findByText('金额必须大于0')).toBeTruthy();
    } finally {
      window.innerWidth = width;
    }
  });

  it('/workbench/goodsDetails: the SKUs and their commission on ListView', async () => {
    at('/workbench/goodsDetails?id=5', '/workbench/goodsDetails', <GoodsDetailsPage />);
    await screen.findByText('小号');
    const table = screen.getAllByRole('table').find((t) => within(t).queryByText('小号'))!;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['规格', '售价', '库存', '每件佣金']);
    expect([...(within(table).getAllByRole('row')[2] as HTMLTableRowElement).cells].map((c) => c.textContent)).toEqual(['大号', '¥59.00', '20', '¥5.90']);
  });

  it('/seller/afterSalesDetail: 拒绝 without a reason is refused; with one it confirms and posts the note', async () => {
    at('/seller/afterSalesDetail?id=31', '/seller/afterSalesDetail', <AfterSalesDetailPage />);
    await screen.findByRole('form', { name: '处理申请' });
    expect(screen.getByLabelText('拒绝原因（拒绝时必填）')).toBeTruthy();
    click('拒绝');
    expect(await screen.findByText('请填写拒绝原因')).toBeTruthy();
    type('rf-note', '  商品已使用  ');
    click('拒绝');
    await screen.findByText('确定拒绝该售后申请吗？');
    await confirm();
    await waitFor(() => expect(bodiesOf('aftersale/reject')).toEqual([{ id: 31, note: '商品已使用' }]));
  });

  it('/seller/afterSalesDetail: the goods sent back, each line’s quantity into stock, at most what was bought', async () => {
    afterSaleStatus = 'returned';
    at('/seller/afterSalesDetail?id=31', '/seller/afterSalesDetail', <AfterSalesDetailPage />);
    await screen.findByRole('form', { name: '确认收到退货' });
    expect(input('rf-line1').value).toBe('2');
    type('rf-line2', '3');
    click('确认收货并退款');
    expect(await screen.findByText('帆布包（默认）入库数量不能大于1')).toBeTruthy();
    type('rf-line1', '1');
    type('rf-line2', '1');
    click('确认收货并退款');
    await screen.findByText('确认已收到退货？将退款¥30.00给买家，退回的商品入库。');
    await confirm();
    await waitFor(() =>
      expect(bodiesOf('aftersale/confirm')).toEqual([
        {
          id: 31,
          restock: [
            { lineId: 1, quantity: 1 },
            { lineId: 2, quantity: 1 },
          ],
        },
      ]),
    );
  });

  it('/seller/logistics/freightTemplateEdit/4: the template’s fields and regions; a region’s bad figure refused; 保存 posts it all', async () => {
    at('/seller/logistics/freightTemplateEdit/4', '/seller/logistics/freightTemplateEdit/:id', <FreightTemplateEditPage />);
    await waitFor(() => expect(input('rf-name').value).toBe('江浙沪包邮'));
    expect(screen.getByRole('form', { name: '编辑运费模板' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '默认运费（未指定的地区）' })).toBeTruthy();
    expect(screen.getByText('默认模板（结算时使用；要更换请把另一个模板设为默认）')).toBeTruthy();
    type('rf-firstUnits', '0');
    click('保存');
    expect(await screen.findByText('首件数量为1到9999的整数')).toBeTruthy();
    type('rf-firstUnits', '2');
    fireEvent.change(screen.getByLabelText('浙江省续费（元）'), { target: { value: 'abc' } });
    click('保存');
    expect(await screen.findByText('浙江省：请输入正确格式,整数或者保留两位小数')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('浙江省续费（元）'), { target: { value: '1' } });
    type('rf-freeOver', '99');
    click('保存');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/seller/logistics/freightTemplate/12'));
    expect(bodiesOf('freight/save')).toEqual([
      {
        id: 4,
        name: '江浙沪包邮',
        firstUnits: 2,
        firstFee: 1000,
        extraUnits: 1,
        extraFee: 500,
        freeOver: 9900,
        isDefault: true,
        rules: [{ province: '浙江省', firstUnits: 1, firstFee: 0, extraUnits: 1, extraFee: 100 }],
      },
    ]);
  });

  it('/seller/logistics/freightTemplateEdit/0: a new template starts from the default fees; a name is asked for; a region added takes the fees typed', async () => {
    at('/seller/logistics/freightTemplateEdit/0', '/seller/logistics/freightTemplateEdit/:id', <FreightTemplateEditPage />);
    await screen.findByRole('form', { name: '新建运费模板' });
    expect([input('rf-firstUnits').value, input('rf-firstFee').value, input('rf-extraFee').value]).toEqual(['1', '8.00', '2.00']);
    expect(screen.getByText('没有指定地区，全部按默认运费')).toBeTruthy();
    click('保存');
    expect(await screen.findByText('请输入模板名称')).toBeTruthy();
    type('rf-firstFee', '6');
    click('添加地区');
    expect((screen.getByLabelText('地区') as HTMLSelectElement).value).toBe('北京市');
    expect((screen.getByLabelText('北京市首费（元）') as HTMLInputElement).value).toBe('6');
  });

  it('/supplymarket/productDetail: drop-shipping approved, the price and units as a form; an empty price is refused; 上架 posts them', async () => {
    at('/supplymarket/productDetail?id=9', '/supplymarket/productDetail', <SupplyProductPage />);
    await screen.findByRole('form', { name: '代发上架' });
    expect(input('rf-price').value).toBe('58.00');
    expect(input('rf-qty').value).toBe('10');
    type('rf-price', '');
    click('上架到我的店铺');
    expect(await screen.findByText('请输入正确的店铺售价')).toBeTruthy();
    type('rf-price', '56');
    type('rf-qty', '20');
    click('上架到我的店铺');
    await waitFor(() => expect(bodiesOf('dropship/list')).toEqual([{ productId: 9, quantity: 20, retailPriceFen: 5600 }]));
  });

  it('/manage/courseadd: a new course is courseResource’s form; the name is asked for; 下一步 creates it and opens it', async () => {
    session.roles = [1];
    const { container } = render(
      <MemoryRouter initialEntries={['/manage/courseadd']}>
        <Routes>
          <Route path="/manage/courseadd" element={<CourseAddPage />} />
        </Routes>
        <Search />
      </MemoryRouter>,
    );
    await screen.findByRole('form', { name: '课程信息' });
    await screen.findByRole('option', { name: '电商运营' });
    expect(['课程名称', '课程分类', '适用班级', '主讲教师', '封面', '课程简介', '点播规则'].every((l) => screen.getByText(l, { selector: 'label' }))).toBe(
      true,
    );
    click('下一步：添加章节');
    expect(await screen.findByText('请输入课程名称')).toBeTruthy();
    expect(screen.getByText('请选择课程分类')).toBeTruthy();
    type('rf-title', '直播带货实务');
    fireEvent.change(input('rf-classificationId'), { target: { value: '2' } });
    fireEvent.change(input('rf-ruleId'), { target: { value: '5' } });
    click('下一步：添加章节');
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?id=41'));
    // the saved course opens: its own fields to change, 保存课程信息, and its chapters
    expect(await screen.findByRole('button', { name: '保存课程信息' })).toBeTruthy();
    expect(input('rf-title').value).toBe('直播带货实务');
    expect(bodiesOf('course/create')).toEqual([
      { title: '直播带货实务', classificationId: 2, classType: null, teacherName: null, cover: null, intro: null, ruleId: 5 },
    ]);
    expect(container.querySelector('.rs-form-error')).toBeNull();
  });
});
