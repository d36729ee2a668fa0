import { createHash } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';

/**
 * Visitors of shops and products: every answered product detail (/mall/product/{id}) and shop home
 * (/mall/shop/{id}) is a view. Views are kept in memory and written in one statement every few
 * seconds (or at 500), so the catalog's fast reads gain no database write each; readers of the figures
 * call flush() first. A view by the shop's owner or staff is not counted. The season stored is the
 * season of the shop owner's class at that moment.
 */

interface View {
  productId: number | null;
  shopId: number | null;
  visitor: string;
  at: Date;
}

const FLUSH_MS = 5000;
const FLUSH_AT = 500;

export class PageViews {
  private pending: View[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
  ) {}

  /** The visitor key: the user when signed in, else a hash of the address and the browser. */
  static visitorOf(userId: number | null, address: string, agent: string): string {
    if (userId) return `u:${userId}`;
    return `a:${createHash('sha256').update(`${address}|${agent}`).digest('hex').slice(0, 16)}`;
  }

  /** Counts one view, now or (the demo seed replaying history) at a given moment. */
  record(view: Omit<View, 'at'> & { at?: Date }) {
    this.pending.push({ ...view, at: view.at ?? new Date() });
    if (this.pending.length >= FLUSH_AT) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref?.();
    }
  }

  /** Writes what is pending; answers once everything recorded so far is in the database. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.flushing = this.flushing.then(() => (batch.length ? this.write(batch) : undefined));
    return this.flushing;
  }

  private async write(batch: View[]) {
    try {
      await this.db.query(
        `insert into page_views (shop_id, product_id, visitor, season, created_at)
         select s.id, v.product_id, v.visitor, coalesce(ss.season, 1), v.at
           from unnest($1::int[], $2::int[], $3::text[], $4::timestamptz[]) as v(product_id, shop_id, visitor, at)
           left join products p on p.id = v.product_id
           join shops s on s.id = coalesce(p.shop_id, v.shop_id)
           join users o on o.id = s.owner_id
           left join simulation_seasons ss on ss.class_id = o.class_id
          where v.visitor <> 'u:' || s.owner_id
            and not exists (select 1 from shop_staff st where st.shop_id = s.id and v.visitor = 'u:' || st.user_id)`,
        [batch.map((v) => v.productId), batch.map((v) => v.shopId), batch.map((v) => v.visitor), batch.map((v) => v.at.toISOString())],
      );
    } catch (e) {
      // a product deleted meanwhile, a database closing: figures are not worth failing a page for
      this.log?.error('page views not recorded', { error: String(e), count: batch.length });
    }
  }
}
