import type { StatKind } from '../../src/api/contract/reports.ts';
import { ACTIVITY_TYPES } from '../../src/api/contract/resources/reports.ts';

/**
 * Where each statistics table's figures come from: one SQL "facts" query per table, one row per
 * class (or per institution's activities), with the scope columns every fact carries and one column
 * per metric of STAT_TABLES. The tables (server/services/reportStats.ts) group these by region; this
 * is the one file to change when a source moves (follow-up visits, subsidy payments).
 *
 * Columns: province_id, city_id, county_id, institution_id, institution_name, class_id, class_name,
 * class_type, then the metrics. $1 and $2 are the period's first and last day (null: open).
 */

const PAID = `('paid', 'shipped', 'received', 'completed')`;
const CLASS_COLS = 'c.province_id, c.city_id, c.county_id, c.institution_id, i.name as institution_name, c.id as class_id, c.name as class_name, c.class_type';
const LEARNERS = 'users u where u.class_id = c.id and u.role = 6';

/** A learner of the class counts as qualified with a certificate of it or a passed final paper of it. */
const QUALIFIED = `(exists (select 1 from certificates ce where ce.user_id = u.id and ce.class_id = c.id)
  or exists (select 1 from exam_attempts a join papers p on p.id = a.paper_id and p.is_final
              where a.user_id = u.id and a.class_id = c.id and a.passed))`;
/** Jobs created: as the learner's latest follow-up record (a visit or their own entry) says. */
const JOBS = '(select t.jobs_created from track_records t where t.user_id = u.id order by t.visit_date desc, t.id desc limit 1)';
const STARTED = 'exists (select 1 from track_records t where t.user_id = u.id and t.business_started)';
/** Paid subsidy lines of the class (subsidy_applications paid; lines not rejected). */
const SUBSIDY_PAID = `(select coalesce(sum(sl.amount_fen), 0) from subsidy_lines sl join subsidy_applications sa on sa.id = sl.application_id
   where sa.class_id = c.id and sa.status = 'paid' and sl.review_status <> 'rejected')`;

const statistical = `
  select ${CLASS_COLS},
         (select count(*) from ${LEARNERS})::bigint as trained,
         (select count(*) from ${LEARNERS} and ${QUALIFIED})::bigint as qualified,
         (select count(*) from ${LEARNERS} and ${STARTED})::bigint as started,
         (select coalesce(sum(${JOBS}), 0) from ${LEARNERS})::bigint as jobs,
         ${SUBSIDY_PAID}::bigint as "subsidyFen"
    from classes c join institutions i on i.id = c.institution_id
   where c.status = 'closed' and ($1::date is null or c.end_date >= $1::date) and ($2::date is null or c.end_date <= $2::date)`;

const activityCounts = ACTIVITY_TYPES.map((t) => `count(*) filter (where ar.activity_type = '${t.value}')::bigint as "${t.value}"`).join(', ');
const activityZeros = ACTIVITY_TYPES.map((t) => `0::bigint as "${t.value}"`).join(', ');
const service = `
  select ar.province_id, ar.city_id, ar.county_id, ar.institution_id, i.name as institution_name, null::int as class_id, null::text as class_name, null::text as class_type,
         ${activityCounts}, coalesce(sum(ar.participants), 0)::bigint as participants, 0::bigint as phone, 0::bigint as onsite, 0::bigint as online
    from activity_reports ar join institutions i on i.id = ar.institution_id
   where ar.status = 'approved' and ($1::date is null or ar.held_on >= $1::date) and ($2::date is null or ar.held_on <= $2::date)
   group by ar.province_id, ar.city_id, ar.county_id, ar.institution_id, i.name
  union all
  select ${CLASS_COLS}, ${activityZeros}, 0::bigint,
         count(*) filter (where t.method = 'phone')::bigint, count(*) filter (where t.method = 'visit')::bigint, count(*) filter (where t.method = 'online')::bigint
    from track_records t join users u on u.id = t.user_id join classes c on c.id = coalesce(t.class_id, u.class_id) join institutions i on i.id = c.institution_id
   where t.method <> 'self' and ($1::date is null or t.visit_date >= $1::date) and ($2::date is null or t.visit_date <= $2::date)
   group by c.id, i.name`;

/** The learners' shops of class c, joined to `join` (rows of their goods, orders, sessions). */
const shopsOf = (join: string, where: string) => `from users u join shops s on s.owner_id = u.id ${join} where u.class_id = c.id and u.role = 6 and ${where}`;
const paid = `o.status in ${PAID}`;
const practice = `
  select ${CLASS_COLS},
         (select count(*) from ${LEARNERS})::bigint as learners,
         (select count(*) ${shopsOf('', 'true')})::bigint as shops,
         (select count(*) ${shopsOf('join products p on p.shop_id = s.id', 'p.status = 1')})::bigint as goods,
         (select count(*) ${shopsOf('join orders o on o.shop_id = s.id', paid)})::bigint as orders,
         (select coalesce(sum(o.pay_fen - o.refunded_fen), 0) ${shopsOf('join orders o on o.shop_id = s.id', paid)})::bigint as "salesFen",
         (select count(*) ${shopsOf('join live_sessions l on l.shop_id = s.id', 'l.starts_at <= now()')})::bigint as lives
    from classes c join institutions i on i.id = c.institution_id
   where c.status <> 'draft' and ($1::date is null or c.start_date >= $1::date) and ($2::date is null or c.start_date <= $2::date)`;

export const FACTS: Record<StatKind, string> = { statistical, service, practice };
