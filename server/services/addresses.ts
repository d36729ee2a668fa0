import type { Db, Queryable } from '../db/client.ts';
import { notFound, badRequest } from '../errors.ts';
import type { AddressInput, Address } from '../../src/api/contract/shop.ts';

type Row = { id: number; name: string; phone: string; province: string; city: string; district: string; detail: string; is_default: boolean };
export const addressOf = (r: Row) => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  province: r.province,
  city: r.city,
  district: r.district,
  detail: r.detail,
  isDefault: r.is_default,
});

export const MAX_ADDRESSES = 20;

export async function listAddresses(q: Queryable, userId: number) {
  return (await q.query<Row>('select * from addresses where user_id = $1 order by is_default desc, id desc', [userId])).map(addressOf);
}

/** The caller's address (404 for anyone else's), or their default one when id is omitted. */
export async function findAddress(q: Queryable, userId: number, id?: number) {
  const [r] = id
    ? await q.query<Row>('select * from addresses where id = $1 and user_id = $2', [id, userId])
    : await q.query<Row>('select * from addresses where user_id = $1 order by is_default desc, id desc limit 1', [userId]);
  if (id && !r) throw notFound('收货地址不存在');
  return r ? addressOf(r) : null;
}

/** Adds or edits one of the user's addresses (at most MAX_ADDRESSES; the first is the default), in one transaction. */
export async function saveAddress(db: Db, userId: number, a: AddressInput): Promise<Address> {
  return db.tx(async (q) => {
    if (a.id) await findAddress(q, userId, a.id);
    const [{ n }] = (await q.query<{ n: number }>('select count(*)::int as n from addresses where user_id = $1', [userId])) as [{ n: number }];
    if (!a.id && n >= MAX_ADDRESSES) throw badRequest(`最多保存${MAX_ADDRESSES}个收货地址`);
    const makeDefault = a.isDefault || n === 0;
    if (makeDefault) await q.query('update addresses set is_default = false where user_id = $1', [userId]);
    const vals = [a.name, a.phone, a.province, a.city, a.district, a.detail];
    const [row] = a.id
      ? await q.query<Row>(
          `update addresses set name = $3, phone = $4, province = $5, city = $6, district = $7, detail = $8, is_default = is_default or $9
                           where id = $1 and user_id = $2 returning *`,
          [a.id, userId, ...vals, makeDefault],
        )
      : await q.query<Row>(
          `insert into addresses (user_id, name, phone, province, city, district, detail, is_default) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
          [userId, ...vals, makeDefault],
        );
    return addressOf(row!);
  });
}

/** Deletes one of the user's addresses (the newest left becomes the default if it was), in one transaction. */
export async function deleteAddress(db: Db, userId: number, id: number) {
  return db.tx(async (q) => {
    const [gone] = await q.query<{ is_default: boolean }>('delete from addresses where id = $1 and user_id = $2 returning is_default', [id, userId]);
    if (!gone) throw notFound('收货地址不存在');
    if (gone.is_default)
      await q.query('update addresses set is_default = true where id = (select id from addresses where user_id = $1 order by id desc limit 1)', [userId]);
    return true;
  });
}

/** Makes one of the user's addresses their default, in one transaction. */
export async function setDefaultAddress(db: Db, userId: number, id: number) {
  return db.tx(async (q) => {
    await findAddress(q, userId, id);
    await q.query('update addresses set is_default = (id = $2) where user_id = $1', [userId, id]);
    return true;
  });
}
