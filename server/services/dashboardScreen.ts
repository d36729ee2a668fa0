import type { Queryable } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import { chinaYear } from '../../src/api/contract/chinaTime.ts';
import { MANAGE_ROLES, type Role } from '../../src/api/contract/roles.ts';
import type { AnnualReport, DashboardFigures, ScreenData } from '../../src/api/contract/dashboard.ts';
import { badRequest } from '../errors.ts';
import { figures, monthly, overview, regionOf, subRegions } from './dashboard.ts';

/**
 * The wall display and the year in review (docs/dashboards.md): no role meta, so the region is the
 * signed-in administrator's, school's or teacher's scope; for anyone else (a learner, or a display
 * without a session) the host name's region in the platform setting `screenHosts`
 * ({"screen.gz.example": "440100"}: host → region code), else the whole country. Those see the same
 * aggregate counts an administrator of that region sees, never a row.
 */

export const SCREEN_HOSTS_KEY = 'screenHosts';

const LEVEL_ROLE: Record<number, Role> = { 1: 2, 2: 3, 3: 20 };

/** A viewer standing for a region: an administrator of it, with no account behind it (id 0 owns nothing). */
function regionViewer(region: { id: number; level: number } | null): Caller {
  const role: Role = region ? LEVEL_ROLE[region.level] : 1;
  return {
    id: 0,
    username: '',
    role,
    realName: '',
    phone: null,
    provinceId: role === 2 ? region!.id : null,
    cityId: role === 3 ? region!.id : null,
    countyId: role === 20 ? region!.id : null,
    institutionId: null,
    classId: null,
    needsProfile: false,
    mustChangePassword: false,
    parentId: null,
    menuPaths: null,
    tokenHash: '',
  };
}

/** The region of a host name (port left out, case ignored), from the platform setting. */
async function hostRegion(db: Queryable, host: string): Promise<{ id: number; level: number } | null> {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const [row] = await db.query<{ id: number; level: number }>(
    `select r.id, r.level from platform_settings s join regions r on r.code = s.value ->> $2 where s.key = $1`,
    [SCREEN_HOSTS_KEY, name],
  );
  return row ?? null;
}

export async function viewerFor(db: Queryable, user: Caller | null, host: string): Promise<{ viewer: Caller; source: 'user' | 'host' }> {
  if (user && MANAGE_ROLES.includes(user.role)) return { viewer: user, source: 'user' };
  return { viewer: regionViewer(await hostRegion(db, host)), source: 'host' };
}

/**
 * The wall and the year in review count the classes that were applied for: drafts left out everywhere
 * on them, so 班级总数 equals the sum of the state pie, of the type bars and of the region tiles (the
 * data centre keeps drafts in its state counts: there they click through to the institution's list).
 */
function withoutDrafts<F extends DashboardFigures>(f: F): F {
  return { ...f, classes: f.classes - f.byState.draft, byState: { ...f.byState, draft: 0 } };
}

/** Public (host-resolved) answers, kept briefly: many walls on one region cost one computation per interval. */
const PUBLIC_TTL_MS = 15_000;
const publicAnswers = new Map<string, { until: number; data: ScreenData }>();

export async function screen(db: Queryable, user: Caller | null, host: string): Promise<ScreenData> {
  const { viewer, source } = await viewerFor(db, user, host);
  const key = source === 'host' ? `${viewer.role}:${viewer.provinceId ?? viewer.cityId ?? viewer.countyId ?? ''}` : null;
  const kept = key ? publicAnswers.get(key) : undefined;
  if (kept && kept.until > Date.now()) return kept.data;
  const data: ScreenData = { ...withoutDrafts(await overview(db, viewer)), source, at: new Date().toISOString() };
  if (key) publicAnswers.set(key, { until: Date.now() + PUBLIC_TTL_MS, data });
  return data;
}

export async function annualReport(db: Queryable, user: Caller | null, host: string, year?: number): Promise<AnnualReport> {
  const now = chinaYear();
  const y = year ?? now;
  if (y < 2000 || y > now) throw badRequest('年份有误');
  const { viewer } = await viewerFor(db, user, host);
  const period = { from: `${y}-01-01`, to: `${y + 1}-01-01` };
  const region = await regionOf(db, viewer);
  const [f, months, subs] = await Promise.all([figures(db, viewer, period), monthly(db, viewer, period), subRegions(db, viewer, region, period)]);
  const [first] = await db.query<{ y: number | null }>(`select extract(year from min(start_date))::int as y from classes`);
  const from = Math.min(first?.y ?? now, now);
  const years = Array.from({ length: now - from + 1 }, (_, i) => now - i);
  return { ...withoutDrafts(f), liveNow: 0, watchingNow: 0, region, year: y, years, months, subRegions: subs };
}
