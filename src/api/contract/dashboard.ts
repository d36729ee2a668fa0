import { endpoint } from './endpoint.ts';
import type { ClassStatus } from './classes.ts';
import type { ClassType } from './roles.ts';

/**
 * The dashboards (docs/dashboards.md): the data centre (/manage/borad, under the caller's role
 * prefix), the wall display (/manage/largeScreen) and the year in review (/manage/annualReport),
 * both under dashboard/ (no role meta: any signed-in user; a region from the caller or the host).
 * Every figure is computed on the server from the real tables; money in fen.
 */

/** Paths under /v1/wangchuang/ (the data centre's under the role prefix). */

export interface MonthFigure {
  /** YYYY-MM (Asia/Shanghai). */
  month: string;
  classes: number;
  learners: number;
  qualified: number;
  salesFen: number;
}

export interface SubRegionFigure {
  /** null: an institution (the rows below a county). */
  regionId: number | null;
  name: string;
  classes: number;
  learners: number;
}

export interface DashboardFigures {
  /** Every class in scope per state (drafts included: the institution's own list shows them). */
  byState: Record<ClassStatus, number>;
  /** Classes per type, drafts left out (as classListNum counts). */
  byType: Record<ClassType, number>;
  classes: number;
  /** Learners on the rosters of the classes in scope. */
  learners: number;
  /** Of them, learners holding a certificate of their class. */
  qualified: number;
  /** Subsidy applied for (fen) and the number of applications; null until the subsidy tables exist. */
  subsidy: { applications: number; totalFen: number; paidFen: number } | null;
  /** Shops run by those learners, their paid orders and sales (paid amount less refunds). */
  shops: number;
  orders: number;
  salesFen: number;
  /** Live sessions held by those learners, live now and watching now. */
  liveSessions: number;
  liveNow: number;
  watchingNow: number;
}

export interface DashboardRegion {
  id: number | null;
  name: string;
  /** 1 province, 2 city, 3 county; null: the whole country or no region (institution, teacher). */
  level: number | null;
}

export interface DashboardOverview extends DashboardFigures {
  region: DashboardRegion;
  /** The last twelve months, oldest first. */
  months: MonthFigure[];
  subRegions: SubRegionFigure[];
}

export interface ScreenData extends DashboardOverview {
  /** How the region was chosen: the caller's jurisdiction or the host name's entry. */
  source: 'user' | 'host';
  at: string;
}

export interface AnnualReport extends DashboardFigures {
  region: DashboardRegion;
  year: number;
  /** Years that have data (for the picker), newest first. */
  years: number[];
  months: MonthFigure[];
  subRegions: SubRegionFigure[];
}

/** The dashboards' reads (docs/dashboards.md): the data centre under a back-office role prefix, the wall display and the year in review under /v1/wangchuang/. */
export const DASHBOARD = {
  overview: endpoint<void, DashboardOverview>()('GET', '/dashboard/overview'),
  screen: endpoint<void, ScreenData>()('GET', '/dashboard/screen'),
  annual: endpoint<{ year?: number }, AnnualReport>()('GET', '/dashboard/annual'),
};
