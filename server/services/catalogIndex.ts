import type { Db } from '../db/client.ts';
import type { ProductSort } from '../../src/api/contract/shop.ts';
import { offsetOf, pageOf } from '../../src/api/contract/paging.ts';
import { CARD_COLS, cardOf, publicDetail, type CardRow, type ProductQuery, type PublicDetail } from './catalog.ts';

type Card = CardRow & { created: number; lower: string };

const COMPARE: Record<ProductSort, (a: Card, b: Card) => number> = {
  sales: (a, b) => b.sales - a.sales || b.id - a.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || b.id - a.id,
  newest: (a, b) => b.created - a.created || b.id - a.id,
};

const MAX_DETAILS = 5000;
const MAX_SEARCHES = 200;

/**
 * The catalog read model: every on-shelf product card in memory (search, filters, sorting and paging
 * in well under a millisecond for 10,000 products) and the public part of product details.
 * Exact, not time-based: triggers (migration 007) NOTIFY 'catalog' with 'p:<id>' / 's:<id>' after each
 * committed change; the next read reloads only what changed. Works the same on PGlite and on
 * PostgreSQL with several server processes (each listens on its own connection).
 */
export class CatalogReadModel {
  private cards = new Map<number, Card>();
  private sorted = new Map<ProductSort, Card[]>();
  private searches = new Map<string, Card[]>();
  private details = new Map<number, PublicDetail>();
  private dirtyProducts = new Set<number>();
  private dirtyShops = new Set<number>();
  /** The LISTEN connection was lost and is back: changes may have been missed, so everything is read again. */
  private dirtyAll = false;
  private ready: Promise<void> | null = null;
  private syncing: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  async search(f: ProductQuery) {
    await this.sync();
    const matches = this.matching(f);
    const start = offsetOf(f.pageNum, f.pageSize);
    return pageOf(matches.slice(start, start + f.pageSize).map(cardOf), matches.length, f.pageNum, f.pageSize);
  }

  /** The first n on-shelf cards in a sort order (the mall home's lists). */
  async top(sort: ProductSort, n: number) {
    await this.sync();
    return this.sortedBy(sort).slice(0, n).map(cardOf);
  }

  /** The public part of a product's detail (the caller adds what depends on the user). */
  async detail(id: number): Promise<PublicDetail> {
    await this.sync();
    const cached = this.details.get(id);
    if (cached) return cached;
    const d = await publicDetail(this.db, id);
    if (this.details.size >= MAX_DETAILS) this.details.delete(this.details.keys().next().value!);
    if (!this.dirtyProducts.has(id) && !this.dirtyShops.has(d.shopId)) this.details.set(id, d); // changed while being read: read again next time
    return d;
  }

  private start() {
    this.ready ??= (async () => {
      // listen first: a change committed while the cards load is replayed by the next sync
      await this.db.listen('catalog', (payload) => this.changed(payload));
      const rows = await this.db.query<Card>(this.cardsSql('p.status = 1'));
      for (const r of rows) this.cards.set(r.id, withLower(r));
    })().catch((e: unknown) => {
      this.ready = null;
      throw e;
    });
    return this.ready;
  }

  private changed(payload: string) {
    if (payload === '*') {
      this.dirtyAll = true;
      return;
    }
    const [kind, raw] = payload.split(':');
    const id = Number(raw);
    if (kind === 'p') this.dirtyProducts.add(id);
    else if (kind === 's') this.dirtyShops.add(id);
  }

  /** Applies the changes announced so far; a read waits for a reload already under way. */
  private async sync() {
    await this.start();
    await this.db.notified(); // every change committed before this read has been announced
    while (this.syncing) await this.syncing;
    if (this.dirtyProducts.size === 0 && this.dirtyShops.size === 0 && !this.dirtyAll) return;
    this.syncing = this.reloadChanged().finally(() => (this.syncing = null));
    await this.syncing;
  }

  private async reloadChanged() {
    if (this.dirtyAll) {
      this.dirtyAll = false;
      this.dirtyProducts.clear();
      this.dirtyShops.clear();
      const rows = await this.db.query<Card>(this.cardsSql('p.status = 1'));
      this.cards = new Map(rows.map((r) => [r.id, withLower(r)]));
      this.details.clear();
      this.sorted.clear();
      this.searches.clear();
      return;
    }
    const products = new Set(this.dirtyProducts);
    const shops = new Set(this.dirtyShops);
    this.dirtyProducts.clear();
    this.dirtyShops.clear();
    const rows = await this.db.query<Card & { status: number }>(this.cardsSql('p.id = any($1::int[]) or p.shop_id = any($2::int[])', ', p.status'), [
      [...products],
      [...shops],
    ]);
    for (const id of products) {
      const card = this.cards.get(id);
      const detail = this.details.get(id);
      if (card) shops.add(card.shop_id);
      if (detail) shops.add(detail.shopId);
      this.cards.delete(id);
    }
    for (const r of rows) {
      shops.add(r.shop_id);
      if (r.status === 1) this.cards.set(r.id, withLower(r));
      else this.cards.delete(r.id);
    }
    // a shop's name, scores and product count are part of every detail of that shop
    for (const [id, d] of this.details) if (shops.has(d.shopId) || products.has(id)) this.details.delete(id);
    this.sorted.clear();
    this.searches.clear();
  }

  /** The sorted matches of a search; kept until the next change, so paging through a search is a slice. */
  private matching(f: ProductQuery) {
    const sort = f.sort ?? 'sales';
    const kw = f.keyword?.toLowerCase();
    const key = JSON.stringify([sort, kw, f.categoryId, f.shopId, f.shopCategoryId, f.minPrice, f.maxPrice]);
    let matches = this.searches.get(key);
    if (!matches) {
      matches = this.sortedBy(sort).filter(
        (c) =>
          (!kw || c.lower.includes(kw)) &&
          (!f.categoryId || c.category_id === f.categoryId) &&
          (!f.shopId || c.shop_id === f.shopId) &&
          (!f.shopCategoryId || c.shop_category_id === f.shopCategoryId) &&
          (f.minPrice === undefined || c.price >= f.minPrice) &&
          (f.maxPrice === undefined || c.price <= f.maxPrice),
      );
      if (this.searches.size >= MAX_SEARCHES) this.searches.delete(this.searches.keys().next().value!);
      this.searches.set(key, matches);
    }
    return matches;
  }

  private sortedBy(sort: ProductSort) {
    let list = this.sorted.get(sort);
    if (!list) {
      list = [...this.cards.values()].sort(COMPARE[sort]);
      this.sorted.set(sort, list);
    }
    return list;
  }

  private cardsSql(where: string, extra = '') {
    return `select ${CARD_COLS}${extra}, extract(epoch from p.created_at)::float8 as created from products p join shops s on s.id = p.shop_id where ${where}`;
  }
}

const withLower = (r: Card): Card => ({ ...r, lower: r.title.toLowerCase() });
