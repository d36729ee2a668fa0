import { get } from './http.ts';
import { PREFIX, rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import { type AnnualReport, DASHBOARD_PATHS, type DashboardOverview, type ScreenData } from './contract/dashboard.ts';

/** The dashboards' reads (server/routes/dashboard.ts, docs/dashboards.md). */
const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

export const dashboardOverview = (role: Role) => data(get<DashboardOverview>(`${rolePrefix(role)}${DASHBOARD_PATHS.overview}`));
export const screenData = () => data(get<ScreenData>(`${PREFIX.root}${DASHBOARD_PATHS.screen}`));
export const annualReport = (year?: number) => data(get<AnnualReport>(`${PREFIX.root}${DASHBOARD_PATHS.annual}`, year ? { year } : undefined));
