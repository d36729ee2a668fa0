import type { Queryable } from '../db/client.ts';

/** What a product picture is drawn from: its title, its category's name and the seller's own pictures. */
export async function productPictureSource(q: Queryable, productId: number) {
  const [p] = await q.query<{ title: string; name: string; images: string[] }>(
    'select p.title, c.name, p.images from products p join categories c on c.id = p.category_id where p.id = $1',
    [productId],
  );
  return p;
}

/** What a shop picture is drawn from: the shop's name and its own logo. */
export async function shopPictureSource(q: Queryable, shopId: number) {
  const [s] = await q.query<{ name: string; logo: string }>('select name, logo from shops where id = $1', [shopId]);
  return s;
}

/** The live session a live cover is drawn for, if it exists. */
export async function liveCoverSource(q: Queryable, sessionId: number) {
  const [l] = await q.query<{ id: number }>('select id from live_sessions where id = $1', [sessionId]);
  return l;
}
