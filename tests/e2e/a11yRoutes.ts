/** What the accessibility sweep (a11y.test.ts) needs beyond the route table. */
import { apiToken, baseURL, smsPassword } from './browser.ts';
import { buyAndAskRefund, v1 } from './trade.ts';

/**
 * Pages that show one record named in the query (?id=…): opened through a link a page before them
 * offered, so they show a real record rather than their "not found" state.
 */
export const QUERY_PAGES: readonly string[] = ['/productDetail', '/shopHome', '/manage/trackDetail', '/ondemand/courseplay'];

/** The shop, buyer and seller areas are opened as this account: it buys and it sells (RECORD_PAGES). */
export const TRADER = 'seller08';
const OTHER_TRADER = 'seller09';

/**
 * Pages of one record that no page before them links to with an <a> (their lists open them with a
 * button): a real record of each, asked of the API (the orders and after-sales made here).
 */
export async function recordPages(): Promise<Record<string, string>> {
  const [trader, other, anchor] = await Promise.all([TRADER, OTHER_TRADER, 'zbb_student01'].map((u) => apiToken(u)));
  const bought = await buyAndAskRefund(trader!, other!, '无障碍检查');
  const sold = await buyAndAskRefund(other!, trader!, '无障碍检查');
  const supply = await v1<{ list: { id: number }[] }>(anchor!, 'GET', 'supply/market?pageNum=1&pageSize=1');
  const selection = await v1<{ list: { id: number; shopId: number }[] }>(anchor!, 'GET', 'workbench/selection?pageNum=1&pageSize=1');
  // the learner's own class: an online (ZBB) class, so its shop pages exist too
  const { classId } = await v1<{ classId: number }>(anchor!, 'GET', 'common/info');
  const freight = await v1<{ list: { id: number }[] }>(trader!, 'GET', 'seller/freightTemplate/list?pageNum=1&pageSize=1');
  return {
    '/orderDetail': `/orderDetail?id=${bought.orderId}`,
    '/evaluateProduct': `/evaluateProduct?orderId=${bought.orderId}`,
    '/refundDetail': `/refundDetail?id=${bought.afterSaleId}`,
    '/seller/afterSalesDetail': `/seller/afterSalesDetail?id=${sold.afterSaleId}`,
    '/supplymarket/productDetail': `/supplymarket/productDetail?id=${supply.list[0]!.id}`,
    '/workbench/goodsDetails': `/workbench/goodsDetails?id=${selection.list[0]!.id}`,
    '/workbench/workStoreShop': `/workbench/workStoreShop?id=${selection.list[0]!.shopId}`,
    '/seller/logistics/freightTemplate/:id': `/seller/logistics/freightTemplate/${freight.list[0]!.id}`,
    '/seller/logistics/freightTemplateEdit/:id': `/seller/logistics/freightTemplateEdit/${freight.list[0]!.id}`,
    '/manage/information/:id': `/manage/information/${classId}`,
    '/manage/studentList/:id/:name': `/manage/studentList/${classId}/${encodeURIComponent('班级学员')}`,
    '/manage/score/:id/:tab': `/manage/score/${classId}/total`,
    '/manage/feedback/:id': `/manage/feedback/${classId}`,
    '/manage/pgtableList/:id': `/manage/pgtableList/${classId}`,
    '/manage/storeData/:id': `/manage/storeData/${classId}`,
    '/manage/flightData/:id': `/manage/flightData/${classId}`,
    '/manage/storeScore/:id': `/manage/storeScore/${classId}`,
  };
}

/** A teacher whose one-time password is not yet changed: the only account /changePassword opens for. */
export const ONE_TIME_PASSWORD_ACCOUNT = 'a11y_otp_teacher';
const OTP_PHONE = '13711129901';

/** Creates ONE_TIME_PASSWORD_ACCOUNT (as admin01) and returns its one-time password. */
export async function setOneTimePassword(): Promise<string> {
  const token = await apiToken('admin01');
  const res = await fetch(`${baseURL()}/v1/wangchuang/admin/teacher/create`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify({ realName: '无障碍检查', username: ONE_TIME_PASSWORD_ACCOUNT, phone: OTP_PHONE, institutionId: 1 }),
  });
  if (!res.ok) throw new Error(`creating ${ONE_TIME_PASSWORD_ACCOUNT}: ${res.status} ${await res.text()}`);
  for (let i = 0; i < 100; i++) {
    const password = smsPassword(OTP_PHONE);
    if (password) return password;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('no one-time password was sent');
}

export interface A11yException {
  rule: string;
  /** Why it stays (the same words as docs/accessibility.md "Listed exceptions"). */
  reason: string;
  matches: (f: { where: string; targets: string[] }) => boolean;
}

/** Violations that are the spec's own design, each listed with its reason in docs/accessibility.md. */
export const A11Y_EXCEPTIONS: readonly A11yException[] = [];
