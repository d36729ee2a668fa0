import { describe, expect, it } from 'vitest';
// the guard decides among the route tables known (the router loads them all first: src/app/routeTables.ts)
import '../../src/api/contract/routes/index.ts';
import { guard, homeFor, NO_TOKEN_WHITELIST, safeRedirect, type GuardSession } from '../../src/lib/guard.ts';
import { ALL_ROLES, CLASS_TYPES, MANAGE_ROLES, type ClassType, type Role } from '../../src/api/contract/roles.ts';

const ANY: readonly Role[] = ALL_ROLES;
const LEARNER: readonly Role[] = [6];
const SELLER: readonly Role[] = [1, 2, 3, 4, 5, 6, 20];
const SUPPLY: readonly Role[] = [1, 2, 3, 4, 5, 6];
const ALL_TYPES = CLASS_TYPES;

/** Spec §2/§6 written out independently of the route tables: path → allowed roles (and class types). */
type Row = [string, readonly Role[], (readonly ClassType[])?];
const SPEC: Row[] = [
  ...['/ondemand/index', '/ondemand/mycourse', '/ondemand/answerrecordlist', '/ondemand/answerrecord', '/ondemand/coursesearch', '/ondemand/courseplay'].map(
    (p) => [p, ANY] as [string, readonly Role[]],
  ),
  ...['/home', '/productDetail', '/productList', '/shopHome', '/shopList', '/liveingList', '/liveing', '/shopCart', '/orderMake', '/commitOrder'].map(
    (p) => [p, ANY] as [string, readonly Role[]],
  ),
  ...[
    'buyerCenterHome',
    'buyeUserInfo',
    'buyedProduct',
    'orderDetail',
    'evaluate',
    'evaluateProduct',
    'collection',
    'refund',
    'harvestAddress',
    'complaintManagement',
    'reportingManagement',
    'refundDetail',
  ].map((p) => [`/${p}`, ANY] as [string, readonly Role[]]),
  ...[
    'exam',
    'index',
    'addGoods',
    'goodsList',
    'recomGoods',
    'logisticA',
    'logisticB',
    'logisticC',
    'logisticD',
    'imgManage',
    'order',
    'logistics',
    'logistics/freightTemplate/3',
    'logistics/freightTemplateEdit/3',
    'evaluate',
    'paymentMethod',
    'postEvaluate',
    'consult',
    'shopConfig',
    'shopTrim',
    'classManage',
    'platform',
    'createMj',
    'createHb',
    'createYhq',
    'createTj',
    'activitySign',
    'editTrain',
    'throughTrain',
    'addLiveing',
    'afterSales',
    'afterSalesDetail',
    'customer',
    'onlineReply',
    'reportingManagement',
    'complaintManagement',
    'bondHome',
    'bond',
    'guarantee',
    'accountManage',
    'staffOfficer',
    'activityData',
    'dataAnalysis',
    'webResources',
    'source',
    'myShop',
    'myShopDesign',
  ].map((p) => [`/seller/${p}`, SELLER] as [string, readonly Role[]]),
  ...['evaluation', 'onlinetest', 'registerTable', 'demand', 'practicePage', 'opinion', 'appraise', 'track', 'learningtasks'].map(
    (p) => [`/cultivate/${p}`, LEARNER] as [string, readonly Role[]],
  ),
  ['/cultivate/prospectus', LEARNER, ['SYB']],
  ['/cultivate/planning', LEARNER, ['ZBB', 'DSB']],
  ['/cultivate/practice', LEARNER, ['ZBB', 'DSB']],
  ['/cultivate/certificate', LEARNER, ['ZBB', 'DSB']],
  ['/manage/print', ANY],
  ['/manage/chatpage', ANY],
  ['/manage/largeScreen', ANY],
  ['/manage/annualReport', ANY],
  ...[
    'borad',
    'StudentRegistrationPool',
    'sjkpage',
    'peoplePage',
    'manmgeOnlinetest',
    'addPaper',
    'tkpage',
    'addTkpage',
    'IdType',
    'RegionalSettings',
    'cameraManagement',
    'announcement',
    'classList',
    'reviewedClassList',
    'unClassList',
    'classListNum',
    'ClassInformation',
    'information/7',
    'studentList/7/张三',
    'score/7/a',
    'storeData/7',
    'flightData/7',
    'storeScore/7',
    'feedback/7',
    'pgtableList/7',
    'QualityFeedback',
    'CheckTheFile',
    'AttendanceManagement',
    'setAttendanceManagement',
    'identificationRecord',
    'subsidy',
    'subsidyClass',
    'reviewedStudent/7',
    'qualifiedStudent/7',
    'ActivityReporting',
    'serviceTable',
    'PracticeTable',
    'supervision',
    'dataupdate',
    'teacherList',
    'searchStudent',
    'institutionList',
    'provinceManage',
    'cityManage',
    'countyManage',
    'insAdminList',
    'subAdminList',
    'trackList',
    'trackDetail',
    'policyList',
    'commodityList',
    'dataDownload',
    'courseDown',
    'courseClassification',
    'coursemanage',
    'courseadd',
    'pendingApproval',
    'pendingApprovalStudent',
    'setInfo',
    'degreeOfEducation',
    'userManage',
    'menuManage',
    'systemSet',
    'complaintManage',
    'reportManage',
    'updateData',
    'demandRule',
    'VideoSupervision',
    'liveRoom',
    'LiveStreamingTour',
    'studentWorks',
    'LiveStreamingData',
    'RemoteInvigilation',
    'classSupervision',
    'classLive',
    'classLivePage',
    'demandRules',
    'assessmentRule',
    'assessmentRules',
    'regulatoryRule',
    'regulatoryRules',
    'resDownload',
    'statisticalTable',
  ].map((p) => [`/manage/${p}`, MANAGE_ROLES] as [string, readonly Role[]]),
  ['/manage/printM', [1, 2, 3, 4, 5, 6, 20]],
  ...[
    'notice',
    'informationManage',
    'supplymarketIndex',
    'marketEvaluate',
    'orderManage',
    'customerManage',
    'shopManage',
    'financialManage',
    'channelManage',
    'systemSet',
    'productDetail',
  ].map((p) => [`/supplymarket/${p}`, SUPPLY] as [string, readonly Role[]]),
  ...[
    'workbenchHome',
    'ProductSelectionCenter',
    'MyProducts',
    'saleOrder',
    'CreatorCenter',
    'DistributionOrder',
    'myLiveHome',
    'Anchorbigscreen',
    'workStoreShop',
    'goodsDetails',
    'Livereplay',
  ].map((p) => [`/workbench/${p}`, ANY] as [string, readonly Role[]]),
];

/** Every role, and every class type for learners. */
const SESSIONS: GuardSession[] = [
  ...ALL_ROLES.filter((r) => r !== 6).map((r) => ({ token: 't', roles: [r], classType: null })),
  ...CLASS_TYPES.map((c) => ({ token: 't', roles: [6 as Role], classType: c })),
];

describe('guard: every route of spec §2 for every role and class type', () => {
  for (const [path, roles, types] of SPEC) {
    it(path, () => {
      for (const s of SESSIONS) {
        const role = s.roles[0];
        const allowed = roles.includes(role) && (!types || (role === 6 ? types.includes(s.classType!) : false));
        const result = guard(path, s);
        if (allowed) expect(result, `${path} role ${role} ${s.classType ?? ''}`).toMatchObject({ allow: true });
        else expect(result, `${path} role ${role} ${s.classType ?? ''}`).toEqual({ notFound: true });
      }
    });
  }

  it('class-type rules: prospectus SYB only; planning, practice, certificate ZBB and DSB only', () => {
    const learner = (classType: ClassType): GuardSession => ({ token: 't', roles: [6], classType });
    expect(guard('/cultivate/prospectus', learner('SYB'))).toMatchObject({ allow: true });
    for (const t of ['GYB', 'ZBB', 'DSB'] as const) expect(guard('/cultivate/prospectus', learner(t))).toEqual({ notFound: true });
    for (const p of ['/cultivate/planning', '/cultivate/practice', '/cultivate/certificate']) {
      expect(guard(p, learner('ZBB'))).toMatchObject({ allow: true });
      expect(guard(p, learner('DSB'))).toMatchObject({ allow: true });
      expect(guard(p, learner('SYB'))).toEqual({ notFound: true });
      expect(guard(p, learner('GYB'))).toEqual({ notFound: true });
    }
    for (const t of ALL_TYPES) expect(guard('/cultivate/learningtasks', learner(t))).toMatchObject({ allow: true });
  });
});

describe('guard: spec §4 rules', () => {
  const teacher: GuardSession = { token: 't', roles: [5], classType: null };
  const none: GuardSession = { token: '', roles: [], classType: null };

  it('without a token only the whitelist passes; others go to /login?redirect= with the full path', () => {
    expect(NO_TOKEN_WHITELIST).toEqual([
      '/codePage',
      '/login',
      '/register',
      '/auth-redirect',
      '/indexWLH',
      '/loginWLH',
      '/detailWLH',
      '/productDetail',
      '/shopHome',
      '/regist',
    ]);
    for (const p of ['/codePage', '/login', '/register', '/indexWLH', '/loginWLH', '/detailWLH', '/productDetail', '/shopHome', '/regist']) {
      expect(guard(p, none), p).toMatchObject({ allow: true });
    }
    expect(guard('/productDetail?id=5', none)).toMatchObject({ allow: true });
    expect(guard('/manage/classList?page=2&q=a', none)).toEqual({ redirect: `/login?redirect=${encodeURIComponent('/manage/classList?page=2&q=a')}` });
    expect(guard('/', none)).toEqual({ redirect: '/login?redirect=%2F' });
    expect(guard('/home', none)).toEqual({ redirect: '/login?redirect=%2Fhome' });
    expect(guard('/playBack', none)).toEqual({ redirect: '/login?redirect=%2FplayBack' });
  });

  it('/ redirects by role; /login with a token goes to /', () => {
    expect(homeFor(1)).toBe('/manage/borad');
    for (const r of [1, 2, 3, 4, 20] as Role[]) expect(guard('/', { token: 't', roles: [r], classType: null })).toEqual({ redirect: '/manage/borad' });
    expect(guard('/', teacher)).toEqual({ redirect: '/manage/classList' });
    expect(guard('/', { token: 't', roles: [6], classType: 'SYB' })).toEqual({ redirect: '/cultivate/learningtasks' });
    expect(guard('/login', teacher)).toEqual({ redirect: '/' });
    expect(guard('/login?redirect=/x', teacher)).toEqual({ redirect: '/' });
  });

  it('unknown paths go to /login', () => {
    expect(guard('/nope', teacher)).toEqual({ redirect: '/login' });
    expect(guard('/manage/doesNotExist', teacher)).toEqual({ redirect: '/login' });
    expect(guard('/seller/index/extra', teacher)).toEqual({ redirect: '/login' });
  });

  it('redirect routes: /ondemand, /buyerCenter, /workbench', () => {
    expect(guard('/ondemand', teacher)).toEqual({ redirect: '/ondemand/index' });
    expect(guard('/buyerCenter', teacher)).toEqual({ redirect: '/buyerCenterHome' });
    expect(guard('/workbench', teacher)).toEqual({ redirect: '/workbench/workbenchHome' });
  });

  it('numeric params refuse non-numbers with 404', () => {
    expect(guard('/manage/information/12', teacher)).toMatchObject({ allow: true });
    expect(guard('/manage/information/abc', teacher)).toEqual({ notFound: true });
    expect(guard('/manage/information/1e3', teacher)).toEqual({ notFound: true });
    expect(guard('/manage/studentList/12/%E5%BC%A0%E4%B8%89', teacher)).toMatchObject({ allow: true });
    expect(guard('/manage/studentList/x/name', teacher)).toEqual({ notFound: true });
    expect(guard('/seller/logistics/freightTemplate/9', teacher)).toMatchObject({ allow: true });
    expect(guard('/seller/logistics/freightTemplate/-9', teacher)).toEqual({ notFound: true });
    expect(guard('/seller/logistics/freightTemplateEdit/x', teacher)).toEqual({ notFound: true });
    // {id} without "numeric" accepts anything
    expect(guard('/manage/storeData/abc', teacher)).toMatchObject({ allow: true });
  });

  it('public pages are open to signed-in users too', () => {
    for (const p of ['/register', '/404', '/indexWLH', '/detailWLH', '/playBack', '/regist']) expect(guard(p, teacher), p).toMatchObject({ allow: true });
  });

  it('safeRedirect follows only same-origin paths', () => {
    expect(safeRedirect('/manage/classList?x=1')).toBe('/manage/classList?x=1');
    expect(safeRedirect('//evil.com')).toBe('/');
    expect(safeRedirect('https://evil.com')).toBe('/');
    expect(safeRedirect('/\\evil.com')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});

describe('a learner without a class (issue 25)', () => {
  const member: GuardSession = { token: 't', roles: [6], classType: 'ZBB', inClass: true, home: '/cultivate/learningtasks' };
  const classless: GuardSession = { token: 't', roles: [6], classType: null, inClass: false, home: '/seller/index' };
  const unknown: GuardSession = { token: 't', roles: [6], classType: 'ZBB' };

  it('/ leads where their work is (the session works it out from the places: src/ui/doors/doors.ts)', () => {
    expect(guard('/', classless)).toEqual({ redirect: '/seller/index' });
    expect(guard('/', member)).toEqual({ redirect: '/cultivate/learningtasks' });
    expect(guard('/', unknown)).toEqual({ redirect: '/cultivate/learningtasks' });
  });

  it('the class pages send them to the class page, which sends a member back to the learning tasks', () => {
    for (const p of ['/cultivate/learningtasks', '/cultivate/onlinetest', '/cultivate/registerTable'])
      expect(guard(p, classless), p).toEqual({ redirect: '/cultivate/joinClass' });
    expect(guard('/cultivate/joinClass', classless)).toMatchObject({ allow: true });
    expect(guard('/cultivate/joinClass', member)).toEqual({ redirect: '/cultivate/learningtasks' });
    expect(guard('/cultivate/learningtasks', member)).toMatchObject({ allow: true });
  });

  it('not known yet (a session from before places): every learner page opens as before', () => {
    expect(guard('/cultivate/learningtasks', unknown)).toMatchObject({ allow: true });
    expect(guard('/cultivate/joinClass', unknown)).toMatchObject({ allow: true });
  });

  it('the other areas do not care', () => {
    for (const p of ['/seller/index', '/home', '/supplymarket/notice', '/workbench/workbenchHome'])
      expect(guard(p, classless), p).toMatchObject({ allow: true });
  });

  it('the class page is for learners only', () => {
    expect(guard('/cultivate/joinClass', { token: 't', roles: [5], classType: null })).toEqual({ notFound: true });
  });
});

describe('an account with a one-time password (must change it first)', () => {
  const s: GuardSession = { token: 't', roles: [5], classType: null, mustChangePassword: true };
  it.each(['/', '/manage/classList', '/home', '/login', '/cultivate/learningtasks', '/manage/setInfo?x=1'])('%s → /changePassword', (path) => {
    expect(guard(path, s)).toEqual({ redirect: '/changePassword' });
  });
  it('opens /changePassword, and once changed /changePassword leads home', () => {
    expect('allow' in guard('/changePassword', s)).toBe(true);
    expect(guard('/changePassword', { ...s, mustChangePassword: false })).toEqual({ redirect: '/' });
  });
  it('signed out, /changePassword is not open', () => {
    expect(guard('/changePassword', { token: '', roles: [], classType: null })).toEqual({ redirect: '/login?redirect=%2FchangePassword' });
  });
});
