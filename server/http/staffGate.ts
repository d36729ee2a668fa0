import type { MiddlewareHandler } from 'hono';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { forbidden } from '../errors.ts';
import { STAFF_DISABLED, STAFF_REFUSED, staffMayCall } from '../../src/api/contract/staff.ts';
import type { AppEnv } from './context.ts';

const SELLER_BASE = '/v1/wangchuang/seller/';

/**
 * Shop sub-accounts on seller paths (mounted on /v1/wangchuang/seller/*, after `identify`). A staff
 * member's call is refused (403 子账号无权访问该功能) unless one of their areas covers the path
 * (src/api/contract/staff.ts), or when the owner disabled them; otherwise the request goes on as the
 * shop's owner, with `caller.staff` naming who really acts. Every seller route — its own-shop scope,
 * `ownShop`, the resource layer's 'shop' scope — then works for staff unchanged, limited to their areas.
 * Everyone else passes through untouched.
 */
export function staffGate(db: Queryable): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (user && !user.staff) {
      const [staff] = await db.query<{ enabled: boolean; perms: string[]; owner_id: number }>(
        'select st.enabled, st.perms, s.owner_id from shop_staff st join shops s on s.id = st.shop_id where st.user_id = $1',
        [user.id],
      );
      if (staff) {
        if (!staff.enabled) throw forbidden(STAFF_DISABLED);
        if (!staffMayCall(staff.perms, c.req.path.slice(SELLER_BASE.length))) throw forbidden(STAFF_REFUSED);
        c.set('user', { ...(await ownerCaller(db, staff.owner_id, user)), staff: { id: user.id, username: user.username, perms: staff.perms } });
      }
    }
    await next();
  };
}

/** The owner as a caller (their attributes, the staff member's token). */
async function ownerCaller(db: Queryable, ownerId: number, staff: Caller): Promise<Caller> {
  const [row] = await db.query<Omit<Caller, 'tokenHash'>>(
    `select u.id, u.username, u.role, u.real_name as "realName", u.phone, u.province_id as "provinceId", u.city_id as "cityId",
            u.county_id as "countyId", u.institution_id as "institutionId", u.class_id as "classId", u.needs_profile as "needsProfile"
       from users u where u.id = $1`,
    [ownerId],
  );
  if (!row) throw forbidden(STAFF_REFUSED);
  return { ...row, tokenHash: staff.tokenHash };
}
