import { chinaDay } from '../db/chinaDay.ts';
import type { Queryable } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import { CLASS_STATUSES, type ClassStatus } from '../../src/api/contract/classes.ts';
import { CLASS_TYPES, type ClassType } from '../../src/api/contract/roles.ts';
import type { DashboardFigures, DashboardOverview, DashboardRegion, MonthFigure, SubRegionFigure } from '../../src/api/contract/dashboard.ts';
import { classScope } from './classes.ts';
import { VIEWER_TTL_S } from './liveStats.ts';
import { subsidyFigure } from './dashboardSubsidy.ts';

/**
 * The dashboards' figures (docs/dashboards.md), every one from the real tables and limited by the
 * class scope (server/services/classes.ts classScope): a class counts when the caller may see it,
 * a learner when they are on the roster of such a class, a shop, an order or a live session when
 * such a learner runs it. So each figure equals the total of the list it clicks through to.
 */

const PAID = `('paid', 'shipped', 'received', 'completed')`;
/** Month of a timestamp in local (Asia/Shanghai) time. */
const month = (col: string) => `to_char(${col} at time zone 'Asia/Shanghai', 'YYYY-MM')`;

/** A half-open local-time period [from, to) as ISO dates, or none (everything so far). */
export interface Period {
  from: string;
  to: string;
}

/** A condition "col lies in the period" (dates compare as local dates). */
function within(col: string, period: Period | undefined, params: unknown[], isDate = false): string {
  if (!period) return 'true';
  params.push(period.from, period.to);
  const v = isDate ? col : chinaDay(col);
  return `${v} >= $${params.length - 1}::date and ${v} < $${params.length}::date`;
}

/** Learners on the rosters of the classes in scope, as a subquery of user ids. */
function learnersIn(viewer: Caller, params: unknown[], period?: Period): string {
  const scope = classScope(viewer, params);
  return `select s.id from users s join classes c on c.id = s.class_id where s.role = 6 and ${scope} and ${within('c.start_date', period, params, true)}`;
}

export async function figures(db: Queryable, viewer: Caller, period?: Period): Promise<DashboardFigures> {
  const p1: unknown[] = [];
  const classes = await db.query<{ status: ClassStatus; type: ClassType; n: number }>(
    `select c.status, c.class_type as type, count(*)::int as n from classes c
      where ${classScope(viewer, p1)} and ${within('c.start_date', period, p1, true)} group by 1, 2`,
    p1,
  );
  const p2: unknown[] = [];
  const learnerIds = learnersIn(viewer, p2, period);
  const [people] = await db.query<{ learners: number; qualified: number }>(
    `select (select count(*)::int from (${learnerIds}) l) as learners,
            (select count(*)::int from certificates ce join users s on s.id = ce.user_id and s.class_id = ce.class_id
              where s.id in (${learnerIds})) as qualified`,
    p2,
  );
  const p3: unknown[] = [];
  const owners = learnersIn(viewer, p3);
  const [trade] = await db.query<{ shops: number; orders: number; salesFen: number }>(
    `with sh as (select id from shops where owner_id in (${owners}))
     select (select count(*)::int from sh) as shops, count(o.id)::int as orders, coalesce(sum(o.pay_fen - o.refunded_fen), 0)::bigint::float8 as "salesFen"
       from orders o where o.shop_id in (select id from sh) and o.paid_at is not null and o.status in ${PAID} and ${within('o.paid_at', period, p3)}`,
    p3,
  );
  const p4: unknown[] = [];
  const anchors = learnersIn(viewer, p4);
  const [live] = await db.query<{ held: number; now: number; watching: number }>(
    `with ls as (select id, starts_at, ends_at from live_sessions where anchor_id in (${anchors}) and ${within('starts_at', period, p4)})
     select count(*) filter (where starts_at <= now())::int as held,
            count(*) filter (where now() between starts_at and ends_at)::int as now,
            (select count(*)::int from live_viewers v where v.session_id in (select id from ls where now() between starts_at and ends_at)
                and v.last_seen > now() - make_interval(secs => ${VIEWER_TTL_S})) as watching
       from ls`,
    p4,
  );
  const byState = Object.fromEntries(CLASS_STATUSES.map((s) => [s, 0])) as Record<ClassStatus, number>;
  const byType = Object.fromEntries(CLASS_TYPES.map((t) => [t, 0])) as Record<ClassType, number>;
  for (const r of classes) {
    byState[r.status] += r.n;
    if (r.status !== 'draft') byType[r.type] += r.n;
  }
  return {
    byState,
    byType,
    classes: classes.reduce((a, r) => a + r.n, 0),
    learners: people.learners,
    qualified: people.qualified,
    subsidy: await subsidyFigure(db, viewer, period),
    shops: trade.shops,
    orders: trade.orders,
    salesFen: trade.salesFen,
    liveSessions: live.held,
    liveNow: live.now,
    watchingNow: live.watching,
  };
}

/** Per month of the period (default: the last twelve months up to this one): classes started, their learners, certificates, sales. */
export async function monthly(db: Queryable, viewer: Caller, period?: Period): Promise<MonthFigure[]> {
  const params: unknown[] = [];
  const range = period
    ? `generate_series($1::date, $2::date - interval '1 day', interval '1 month')`
    : `generate_series(date_trunc('month', now() at time zone 'Asia/Shanghai') - interval '11 months', date_trunc('month', now() at time zone 'Asia/Shanghai'), interval '1 month')`;
  if (period) params.push(period.from, period.to);
  const scope = classScope(viewer, params);
  const owners = `select s.id from users s join classes c on c.id = s.class_id where s.role = 6 and ${scope}`;
  return db.query<MonthFigure>(
    `with months as (select to_char(m, 'YYYY-MM') as month from ${range} m),
          cls as (select c.id, to_char(c.start_date, 'YYYY-MM') as month from classes c where c.status <> 'draft' and ${scope})
     select m.month,
            (select count(*)::int from cls where cls.month = m.month) as classes,
            (select count(*)::int from users s join cls on cls.id = s.class_id where s.role = 6 and cls.month = m.month) as learners,
            (select count(*)::int from certificates ce join users s on s.id = ce.user_id and s.class_id = ce.class_id
              where s.id in (${owners}) and ${month('ce.issued_at')} = m.month) as qualified,
            (select coalesce(sum(o.pay_fen - o.refunded_fen), 0)::bigint::float8 from orders o join shops sh on sh.id = o.shop_id
              where sh.owner_id in (${owners}) and o.paid_at is not null and o.status in ${PAID} and ${month('o.paid_at')} = m.month) as "salesFen"
       from months m order by m.month`,
    params,
  );
}

/** The region the caller governs (or their institution for a school and its teachers). */
export async function regionOf(db: Queryable, viewer: Caller): Promise<DashboardRegion> {
  const id = viewer.role === 2 ? viewer.provinceId : viewer.role === 3 ? viewer.cityId : viewer.role === 20 ? viewer.countyId : null;
  if (viewer.role === 1) return { id: null, name: '全国', level: null };
  if (id) {
    const [r] = await db.query<DashboardRegion>('select id, name, level from regions where id = $1', [id]);
    if (r) return r;
  }
  const [i] = await db.query<{ name: string }>('select name from institutions where id = $1', [viewer.institutionId]);
  return { id: null, name: i?.name ?? '', level: null };
}

/**
 * Classes (drafts left out) and learners per region one level below the caller's; below a county,
 * and for a school or a teacher, per institution. Their sum is the total of byType.
 */
export async function subRegions(db: Queryable, viewer: Caller, region: DashboardRegion, period?: Period): Promise<SubRegionFigure[]> {
  const params: unknown[] = [];
  const scope = classScope(viewer, params);
  const when = within('c.start_date', period, params, true);
  if (viewer.role === 1 || (region.id && region.level && region.level < 3)) {
    const col = region.level === null ? 'c.province_id' : region.level === 1 ? 'c.city_id' : 'c.county_id';
    params.push(region.id);
    return db.query<SubRegionFigure>(
      `select r.id as "regionId", r.name, count(distinct c.id)::int as classes, count(s.id)::int as learners
         from regions r left join classes c on ${col} = r.id and c.status <> 'draft' and ${scope} and ${when}
         left join users s on s.class_id = c.id and s.role = 6
        where ${region.id === null ? `r.parent_id is null and $${params.length}::int is null` : `r.parent_id = $${params.length}`}
        group by r.id, r.name, r.code order by r.code`,
      params,
    );
  }
  return db.query<SubRegionFigure>(
    `select null::int as "regionId", i.name, count(distinct c.id)::int as classes, count(s.id)::int as learners
       from classes c join institutions i on i.id = c.institution_id left join users s on s.class_id = c.id and s.role = 6
      where c.status <> 'draft' and ${scope} and ${when} group by i.id, i.name order by i.name`,
    params,
  );
}

/** The data centre: the figures, the last twelve months and the sub-regions of the caller's scope. */
export async function overview(db: Queryable, viewer: Caller): Promise<DashboardOverview> {
  const region = await regionOf(db, viewer);
  const [f, months, subs] = await Promise.all([figures(db, viewer), monthly(db, viewer), subRegions(db, viewer, region)]);
  return { ...f, region, months, subRegions: subs };
}
