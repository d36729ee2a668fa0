import type { Queryable } from '../db/client.ts';
import type { ClassStanding, Places } from '../../src/api/contract/places.ts';

interface Row {
  shop: { id: number; name: string; own: boolean } | null;
  supplier: { id: number; name: string } | null;
  anchor: boolean;
  className: string | null;
  enrolment: { status: 'pending' | 'admitted' | 'rejected'; className: string | null; reason: string } | null;
}

/**
 * Where a user's work is (GET common/places): the shop they own or work in as a sub-account, their
 * supplier profile, their anchor profile and a learner's class or enrolment. One query; the client
 * lands and draws its doors from it (docs/journeys.md).
 */
export async function placesOf(db: Queryable, userId: number): Promise<Places> {
  const [row] = await db.query<Row>(
    `select coalesce(
              (select json_build_object('id', s.id, 'name', s.name, 'own', true) from shops s where s.owner_id = u.id),
              (select json_build_object('id', s.id, 'name', s.name, 'own', false)
                 from shop_staff st join shops s on s.id = st.shop_id where st.user_id = u.id and st.enabled)
            ) as shop,
            (select json_build_object('id', p.id, 'name', p.name) from suppliers p where p.owner_id = u.id) as supplier,
            exists (select 1 from anchor_profiles a where a.id = u.id) as anchor,
            c.name as "className",
            (select json_build_object('status', e.status, 'className', ec.name, 'reason', e.reason)
               from enrolments e left join classes ec on ec.id = e.class_id where e.user_id = u.id) as enrolment
       from users u left join classes c on c.id = u.class_id
      where u.id = $1`,
    [userId],
  );
  if (!row) return { shop: null, supplier: null, anchor: false, klass: { state: 'none' } };
  return { shop: row.shop, supplier: row.supplier, anchor: row.anchor, klass: standing(row) };
}

function standing({ className, enrolment }: Row): ClassStanding {
  if (className !== null) return { state: 'member', name: className };
  if (enrolment?.status === 'pending') return { state: 'applied', name: enrolment.className };
  if (enrolment?.status === 'rejected') return { state: 'refused', name: enrolment.className, reason: enrolment.reason };
  return { state: 'none' };
}
