import type { Db, Queryable } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import { badRequest, notFound } from '../errors.ts';
import { binder, scopeCondition } from '../scope.ts';
import type { OwnProfile, OwnProfileBody, StudentProfile } from '../../src/api/contract/settings.ts';
import { uploadOwnedBy } from './uploads.ts';

/** Users with what places them: their province, city and county (p, ct, co) and institution (i). */
const USERS_WITH_PLACE = `users u
       left join regions p on p.id = u.province_id
       left join regions ct on ct.id = u.city_id
       left join regions co on co.id = u.county_id
       left join institutions i on i.id = u.institution_id`;
const PLACE_NAMES = `nullif(concat(p.name, ct.name, co.name), '') as "regionName", i.name as "institutionName"`;

/** The signed-in user's own profile (/manage/setInfo). */
export async function ownProfile(q: Queryable, userId: number): Promise<OwnProfile> {
  const [row] = await q.query<OwnProfile>(
    `select u.username, u.real_name as "realName", u.phone, u.avatar, u.role::int as role,
            ${PLACE_NAMES},
            u.last_login_at as "lastLoginAt", u.created_at as "createdAt"
       from ${USERS_WITH_PLACE}
      where u.id = $1`,
    [userId],
  );
  if (!row) throw notFound('用户不存在');
  return row;
}

/**
 * Saves name, phone and avatar. The phone signs the user in and receives one-time passwords: it stays
 * unique among all accounts. The avatar is an image the user uploaded (or empty: the initial shows).
 * In a transaction of its own.
 */
export async function saveOwnProfile(db: Db, userId: number, input: OwnProfileBody): Promise<OwnProfile> {
  return db.tx(async (q) => {
    if (input.avatar && !(await uploadOwnedBy(q, input.avatar, userId, 'image/'))) throw badRequest('头像有误，请重新上传');
    const [taken] = await q.query('select 1 from users where phone = $1 and id <> $2', [input.phone, userId]);
    if (taken) throw badRequest('手机号已被其他账号使用');
    await q.query('update users set real_name = $2, phone = $3, avatar = $4 where id = $1', [userId, input.realName, input.phone, input.avatar]);
    return ownProfile(q, userId);
  });
}

/** The account part of a learner's profile, read from the user row. */
type StudentAccount = Pick<StudentProfile, 'id' | 'username' | 'realName' | 'phone' | 'idCard' | 'status' | 'regionName' | 'institutionName' | 'lastLoginAt'>;

/** A learner in the caller's scope (/manage/searchStudent): a row another caller may not see is 404. */
export async function studentProfile(q: Queryable, caller: Caller, id: number): Promise<StudentProfile> {
  const params: unknown[] = [id];
  const scope = scopeCondition(
    caller,
    'class',
    { province: 'u.province_id', city: 'u.city_id', county: 'u.county_id', institution: 'u.institution_id', classId: 'u.class_id' },
    binder(params),
  );
  const [u] = await q.query<StudentAccount & { classId: number | null }>(
    `select u.id, u.username, u.real_name as "realName", u.phone, u.id_card as "idCard", u.status::int as status,
            ${PLACE_NAMES},
            u.last_login_at as "lastLoginAt", u.class_id as "classId"
       from ${USERS_WITH_PLACE}
      where u.id = $1 and u.role = 6 and ${scope}`,
    params,
  );
  if (!u) throw notFound('学员不存在');
  const [klass] = u.classId
    ? await q.query<NonNullable<StudentProfile['class']>>(
        `select id, name, class_type as "classType", status, to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
           from classes where id = $1`,
        [u.classId],
      )
    : [];
  const [registration] = await q.query<NonNullable<StudentProfile['registration']>>(
    `select r.gender, t.name as "idType", r.id_number as "idNumber", r.education, r.household, r.category, r.address
       from learner_registrations r join id_types t on t.id = r.id_type_id where r.user_id = $1`,
    [id],
  );
  const exams = await q.query<StudentProfile['exams'][number]>(
    `select p.title as paper, a.score, a.total, a.passed, a.submitted_at as "submittedAt"
       from exam_attempts a join papers p on p.id = a.paper_id
      where a.user_id = $1 and a.status <> 'in_progress' order by a.submitted_at desc nulls last, a.id desc limit 20`,
    [id],
  );
  const [shopExam] = await q.query<NonNullable<StudentProfile['shopExam']>>(
    'select score, total, passed, created_at as at from shop_exam_attempts where user_id = $1 order by passed desc, id desc limit 1',
    [id],
  );
  const [shopRow] = await q.query<{
    id: number;
    name: string;
    products: number;
    orders: number;
    salesFen: number;
    desc: number;
    service: number;
    logistics: number;
  }>(
    `select s.id, s.name, s.score_desc as desc, s.score_service as service, s.score_logistics as logistics,
            (select count(*)::int from products p where p.shop_id = s.id) as products,
            (select count(*)::int from orders o where o.shop_id = s.id and o.paid_at is not null) as orders,
            (select coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int from orders o where o.shop_id = s.id and o.paid_at is not null) as "salesFen"
       from shops s where s.owner_id = $1`,
    [id],
  );
  const seasons = shopRow
    ? await q.query<{ season: number; orderCount: number; salesFen: number }>(
        'select season, order_count as "orderCount", sales_fen as "salesFen" from shop_season_stats where shop_id = $1 order by season',
        [shopRow.id],
      )
    : [];
  const [wallet] = await q.query<{ balance: number }>('select balance from wallets where user_id = $1', [id]);
  const [certificate] = await q.query<NonNullable<StudentProfile['certificate']>>(
    `select c.serial_no as "serialNo", c.issued_at as "issuedAt", k.name as "className"
       from certificates c join classes k on k.id = c.class_id where c.user_id = $1 order by c.issued_at desc limit 1`,
    [id],
  );
  const { classId: _, ...basic } = u;
  return {
    ...basic,
    class: klass ?? null,
    registration: registration ?? null,
    exams,
    shopExam: shopExam ?? null,
    shop: shopRow
      ? {
          name: shopRow.name,
          products: shopRow.products,
          orders: shopRow.orders,
          salesFen: shopRow.salesFen,
          scores: { desc: shopRow.desc / 10, service: shopRow.service / 10, logistics: shopRow.logistics / 10 },
          seasons,
        }
      : null,
    balanceFen: wallet?.balance ?? null,
    certificate: certificate ?? null,
  };
}
