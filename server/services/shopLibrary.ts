import type { Db, Queryable } from '../db/client.ts';
import { notFound } from '../errors.ts';
import type { SourceItem } from '../../src/api/contract/seller.ts';
import { LIBRARY_URL, libraryPicture, libraryPictures, sourceItems } from './library.ts';
import { checkPictures } from './sellerShop.ts';

/**
 * A shop takes the ready-made material (library.ts) into its own picture space (/seller/imgManage):
 * ready-made pictures go to the folder 网站素材, a product source's pictures to 货源图片. Both are
 * stored with source 'library'; a picture the shop has already is left as it is.
 */

/** The ready-made pictures (/seller/webResources), each marked when the shop's picture space has it. */
export async function shopLibrary(q: Queryable, shopId: number) {
  const have = new Set((await q.query<{ url: string }>(`select url from shop_assets where shop_id = $1 and source = 'library'`, [shopId])).map((a) => a.url));
  return libraryPictures().map((p) => ({ ...p, inLibrary: have.has(p.url) }));
}

/** Adds ready-made pictures by key to the shop's picture space (404 图片不存在 for an unknown key). Answers how many were new. */
export async function addLibraryPictures(db: Db, shopId: number, keys: readonly string[]): Promise<number> {
  const pictures = keys.map((k) => libraryPicture(k));
  if (pictures.some((p) => !p)) throw notFound('图片不存在');
  return db.tx(async (q) => {
    const folder = await q.query<{ id: number }>(
      `insert into shop_asset_folders (shop_id, name, sort) values ($1, '网站素材', 90) on conflict (shop_id, name) do update set name = excluded.name returning id`,
      [shopId],
    );
    const rows = await q.query<{ id: number }>(
      `insert into shop_assets (shop_id, folder_id, name, url, source) select $1, $2, n, u, 'library' from unnest($3::text[], $4::text[]) as t(n, u)
         on conflict (shop_id, url) do nothing returning id`,
      [shopId, folder[0]!.id, pictures.map((p) => p!.name), pictures.map((p) => LIBRARY_URL(p!.key))],
    );
    return rows.length;
  });
}

/** The product sources (/seller/source), their platform categories resolved. */
export async function productSources(q: Queryable): Promise<SourceItem[]> {
  return sourceItems(await q.query<{ id: number; name: string }>('select id, name from categories order by sort, id'));
}

/**
 * Takes a source's pictures into the shop's picture space (so the goods form may use them) and answers
 * the source (404 货源不存在 for an unknown one).
 */
export async function takeSource(db: Db, shopId: number, sourceId: number): Promise<SourceItem> {
  const item = (await productSources(db)).find((s) => s.id === sourceId);
  if (!item) throw notFound('货源不存在');
  await db.tx(async (q) => {
    const [folder] = await q.query<{ id: number }>(
      `insert into shop_asset_folders (shop_id, name, sort) values ($1, '货源图片', 91) on conflict (shop_id, name) do update set name = excluded.name returning id`,
      [shopId],
    );
    await q.query(
      `insert into shop_assets (shop_id, folder_id, name, url, source) select $1, $2, $3 || '-' || ord, u, 'library' from unnest($4::text[]) with ordinality as t(u, ord)
         on conflict (shop_id, url) do nothing`,
      [shopId, folder!.id, item.title.slice(0, 20), item.images],
    );
    await checkPictures(q, shopId, item.images);
  });
  return item;
}
