import { CHINA_TODAY } from '../db/chinaDay.ts';
import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { move } from './wallet.ts';

/**
 * 直通车 (paid ranking). A shop sets a daily budget (fen of gold coins) and bids per keyword on one of
 * its products. A search whose keyword equals a bid keyword (trimmed, case-insensitive) shows the
 * winning product first, marked 广告. A click on the ad costs the bid, paid from the shop owner's coins,
 * never beyond what is left of today's budget nor the owner's balance; an entry that cannot pay its
 * next click is not shown at all. One visitor's clicks on one keyword are charged once a day, a
 * signed-out visitor's and the shop owner's own clicks never.
 */
export interface TrainEntry {
  keywordId: number;
  shopId: number;
  productId: number;
  bid: number;
  budget: number;
  spentToday: number;
  balance: number;
  enabled: boolean;
}

/** Can this entry pay for one more click? */
export const canPay = (e: Pick<TrainEntry, 'bid' | 'budget' | 'spentToday' | 'balance' | 'enabled'>) =>
  e.enabled && e.bid > 0 && e.spentToday + e.bid <= e.budget && e.bid <= e.balance;

/** The winning entry of a keyword: the highest bid that can pay; ties go to the earlier bid (lower id). */
export function winningEntry(entries: TrainEntry[]): TrainEntry | null {
  return entries.filter(canPay).sort((a, b) => b.bid - a.bid || a.keywordId - b.keywordId)[0] ?? null;
}

/** What one click costs: the bid when it fits the budget and the balance, else nothing. */
export function clickCost(e: Pick<TrainEntry, 'bid' | 'budget' | 'spentToday' | 'balance' | 'enabled'>): number {
  return canPay(e) ? e.bid : 0;
}

export const normaliseKeyword = (k: string) => k.trim().toLowerCase();

const ENTRY_SQL = `
  select tk.id as "keywordId", tk.shop_id as "shopId", tk.product_id as "productId", tk.bid, tp.daily_budget as budget,
         (select coalesce(sum(c.cost), 0)::int from train_clicks c where c.shop_id = tk.shop_id and c.day = ${CHINA_TODAY}) as "spentToday",
         coalesce(w.balance, 0) as balance, (tk.enabled and tp.enabled) as enabled
    from train_keywords tk
    join train_plans tp on tp.shop_id = tk.shop_id
    join products p on p.id = tk.product_id and p.status = 1
    join shops s on s.id = tk.shop_id
    left join wallets w on w.user_id = s.owner_id`;

/** The ad of a search keyword, if any entry wins. */
export async function adFor(q: Queryable, keyword: string): Promise<TrainEntry | null> {
  const kw = normaliseKeyword(keyword);
  if (!kw) return null;
  const rows = await q.query<TrainEntry>(`${ENTRY_SQL} where tk.keyword = $1 and tk.enabled`, [kw]);
  return winningEntry(rows);
}

/**
 * A visitor clicked an ad: charges the bid once per visitor, keyword and day, within the budget and the
 * balance. The plan row is locked, so concurrent clicks can never spend past the budget.
 */
export async function recordClick(db: Db, keywordId: number, userId: number | null): Promise<{ charged: number; productId: number }> {
  return db.tx(async (q) => {
    const [kw] = await q.query<{ shop_id: number; product_id: number; owner_id: number }>(
      'select tk.shop_id, tk.product_id, s.owner_id from train_keywords tk join shops s on s.id = tk.shop_id where tk.id = $1',
      [keywordId],
    );
    if (!kw) throw notFound('推广不存在');
    if (userId === null || userId === kw.owner_id) return { charged: 0, productId: kw.product_id };
    await q.query('select shop_id from train_plans where shop_id = $1 for update', [kw.shop_id]);
    const seen = await q.query(`select 1 from train_clicks where keyword_id = $1 and user_id = $2 and day = ${CHINA_TODAY} limit 1`, [keywordId, userId]);
    if (seen.length) return { charged: 0, productId: kw.product_id };
    const [entry] = await q.query<TrainEntry>(`${ENTRY_SQL} where tk.id = $1`, [keywordId]);
    const cost = entry ? clickCost(entry) : 0;
    if (cost > 0) await move(q, kw.owner_id, -cost, 'train', `train:${keywordId}`);
    await q.query('insert into train_clicks (keyword_id, shop_id, user_id, cost) values ($1, $2, $3, $4)', [keywordId, kw.shop_id, userId, cost]);
    return { charged: cost, productId: kw.product_id };
  });
}

export async function trainPlan(q: Queryable, shopId: number, ownerId: number) {
  await q.query('insert into train_plans (shop_id) values ($1) on conflict do nothing', [shopId]);
  const [row] = await q.query<{ budget: number; enabled: boolean; spent: number; clicks: number; keywords: number; balance: number }>(
    `select tp.daily_budget as budget, tp.enabled,
            (select coalesce(sum(cost), 0)::int from train_clicks where shop_id = $1 and day = ${CHINA_TODAY}) as spent,
            (select count(*)::int from train_clicks where shop_id = $1 and day = ${CHINA_TODAY} and cost > 0) as clicks,
            (select count(*)::int from train_keywords where shop_id = $1 and enabled) as keywords,
            coalesce((select balance from wallets where user_id = $2), 0) as balance
       from train_plans tp where tp.shop_id = $1`,
    [shopId, ownerId],
  );
  return {
    budgetFen: row!.budget,
    enabled: row!.enabled,
    spentTodayFen: row!.spent,
    clicksToday: row!.clicks,
    keywords: row!.keywords,
    balanceFen: row!.balance,
  };
}

export async function saveTrainPlan(q: Queryable, shopId: number, input: { budgetFen: number; enabled: boolean }) {
  if (input.budgetFen > 10_000_000) throw badRequest('每日预算不能超过10万金币');
  await q.query(
    `insert into train_plans (shop_id, daily_budget, enabled) values ($1, $2, $3)
       on conflict (shop_id) do update set daily_budget = $2, enabled = $3, updated_at = now()`,
    [shopId, input.budgetFen, input.enabled],
  );
  return true;
}
