import { type AppRoute, r, type RouteArea, type RouteMeta } from './meta.ts';
import type { Role } from '../roles.ts';

/** Seller routes allow roles 1 to 6 and 20 (spec §6). */
export const SELLER_ROLES: readonly Role[] = [1, 2, 3, 4, 5, 6, 20];

/** Where a seller-centre resource lives (resource/types.ts): every seller role reads it, each its own shop's rows, under /seller. */
export const SELLER_SHOP = { roles: SELLER_ROLES, scope: 'shop', mount: 'seller' } as const;

const s = (sub: string, title: string, meta: Partial<RouteMeta> = {}, more: Partial<AppRoute> = {}) =>
  r(`/seller/${sub}`, title, { roles: SELLER_ROLES, ...meta }, more);

/** Seller centre (spec §2 "Seller centre"). */
export const sellerArea: RouteArea = {
  name: 'seller',
  layout: 'seller',
  routes: [
    r('/seller', '卖家中心', { roles: SELLER_ROLES, hidden: true }, { redirect: '/seller/index' }),
    s('exam', '开店考试', { hidden: true, noCache: true }, { page: 'seller/ExamPage' }),
    s(
      'index',
      '卖家中心首页',
      {
        group: '店铺概况',
        door: {
          label: '卖家中心',
          order: 50,
          hint: '管理你的店铺、商品和订单',
          // spec §4 seller gate: without a shop the way in is the shop-opening exam
          unless: { holds: 'shop', to: '/seller/exam', hint: '通过开店考试，开一家自己的店' },
          sellerGate: true,
          supplyBar: true,
        },
      },
      { page: 'seller/IndexPage' },
    ),
    s('myShop', '我的店铺', { group: '店铺管理' }, { page: 'seller/MyShopPage' }),
    s('myShopDesign', '店铺设计', { group: '店铺管理', noCache: true }, { page: 'seller/MyShopDesignPage' }),
    s('shopConfig', '店铺设置', { group: '店铺管理' }, { page: 'seller/ShopConfigPage' }),
    s('shopTrim', '店铺装修', { group: '店铺管理', noCache: true }, { page: 'seller/ShopTrimPage' }),
    s('classManage', '分类管理', { group: '店铺管理' }, { page: 'seller/ClassManagePage' }),
    s('imgManage', '图片空间', { group: '商品管理' }, { page: 'seller/ImgManagePage' }),
    s('addGoods', '发布商品', { group: '商品管理', noCache: true }, { page: 'seller/AddGoodsPage' }),
    s('goodsList', '商品列表', { group: '商品管理' }, { page: 'seller/GoodsListPage' }),
    s('recomGoods', '推荐商品', { group: '商品管理' }, { page: 'seller/RecomGoodsPage' }),
    s('logisticA', '库存总览', { group: '仓储管理' }, { page: 'seller/LogisticAPage' }),
    s('logisticB', '采购入库', { group: '仓储管理' }, { page: 'seller/LogisticBPage' }),
    s('logisticC', '出库管理', { group: '仓储管理' }, { page: 'seller/LogisticCPage' }),
    s('logisticD', '库存流水', { group: '仓储管理' }, { page: 'seller/LogisticDPage' }),
    s('order', '订单管理', { group: '交易管理' }, { page: 'seller/SellerOrderPage' }),
    s('evaluate', '评价管理', { group: '交易管理' }, { page: 'seller/SellerEvaluatePage' }),
    s('postEvaluate', '发表评价', { hidden: true, activeMenu: '/seller/evaluate' }, { page: 'seller/PostEvaluatePage' }),
    s('paymentMethod', '支付方式', { group: '账号与数据' }, { page: 'seller/PaymentMethodPage' }),
    // the exports of the seller centre, the supply market and the workbench (opened from their export buttons)
    s('exportRecords', '导出记录', { group: '账号与数据' }, { page: 'reports/ExportRecordsPage' }),
    s('afterSales', '售后管理', { group: '交易管理' }, { page: 'seller/AfterSalesPage' }),
    s('afterSalesDetail', '售后详情', { hidden: true, activeMenu: '/seller/afterSales' }, { page: 'seller/AfterSalesDetailPage' }),
    s('logistics', '物流管理', { group: '物流管理' }, { page: 'seller/LogisticsPage' }),
    s('logistics/freightTemplate/:id', '运费模板', { hidden: true, activeMenu: '/seller/logistics' }, { numeric: ['id'], page: 'seller/FreightTemplatePage' }),
    s(
      'logistics/freightTemplateEdit/:id',
      '编辑运费模板',
      { hidden: true, activeMenu: '/seller/logistics', noCache: true },
      { numeric: ['id'], page: 'seller/FreightTemplateEditPage' },
    ),
    s('platform', '营销工具', { group: '营销中心' }, { page: 'seller/PlatformPage' }),
    s('createMj', '满减活动', { hidden: true, activeMenu: '/seller/platform', noCache: true }, { page: 'seller/CreateMjPage' }),
    s('createHb', '店铺红包', { hidden: true, activeMenu: '/seller/platform', noCache: true }, { page: 'seller/CreateHbPage' }),
    s('createYhq', '优惠券', { hidden: true, activeMenu: '/seller/platform', noCache: true }, { page: 'seller/CreateYhqPage' }),
    s('createTj', '天天特价', { hidden: true, activeMenu: '/seller/platform', noCache: true }, { page: 'seller/CreateTjPage' }),
    s('activitySign', '活动报名', { group: '营销中心' }, { page: 'seller/ActivitySignPage' }),
    s('throughTrain', '直通车', { group: '营销中心' }, { page: 'seller/ThroughTrainPage' }),
    s('editTrain', '编辑直通车', { hidden: true, activeMenu: '/seller/throughTrain', noCache: true }, { page: 'seller/EditTrainPage' }),
    s('addLiveing', '发起直播', { group: '营销中心' }, { page: 'seller/AddLiveingPage' }),
    s('customer', '客户管理', { group: '客户服务' }, { page: 'seller/CustomerPage' }),
    s('consult', '咨询管理', { group: '客户服务' }, { page: 'seller/ConsultPage' }),
    s('onlineReply', '在线回复', { group: '客户服务' }, { page: 'seller/OnlineReplyPage' }),
    s('reportingManagement', '举报管理', { group: '客户服务' }, { page: 'seller/ReportingManagementPage' }),
    s('complaintManagement', '投诉管理', { group: '客户服务' }, { page: 'seller/ComplaintManagementPage' }),
    s('bondHome', '保证金', { group: '保证金' }, { page: 'seller/BondHomePage' }),
    s('bond', '缴纳保证金', { hidden: true, activeMenu: '/seller/bondHome' }, { page: 'seller/BondPage' }),
    s('guarantee', '消费者保障', { group: '保证金' }, { page: 'seller/GuaranteePage' }),
    s('accountManage', '账户资金', { group: '账号与数据' }, { page: 'seller/AccountManagePage' }),
    s('staffOfficer', '子账号管理', { group: '账号与数据' }, { page: 'seller/StaffOfficerPage' }),
    s('activityData', '活动数据', { group: '账号与数据' }, { page: 'seller/ActivityDataPage' }),
    s('dataAnalysis', '数据分析', { group: '账号与数据' }, { page: 'seller/DataAnalysisPage' }),
    s('webResources', '网站资源', { group: '商品管理' }, { page: 'seller/WebResourcesPage' }),
    s('source', '货源中心', { group: '商品管理' }, { page: 'seller/SourcePage' }),
  ],
};
