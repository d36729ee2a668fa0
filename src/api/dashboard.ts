import { call } from './call.ts';
import { PREFIX, rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import { DASHBOARD } from './contract/dashboard.ts';

/** The dashboards' reads (server/routes/dashboard.ts, docs/dashboards.md). */
export const dashboardOverview = async (role: Role) => (await call(rolePrefix(role), DASHBOARD.overview, {})).data;
export const screenData = async () => (await call(PREFIX.root, DASHBOARD.screen, {})).data;
export const annualReport = async (year?: number) => (await call(PREFIX.root, DASHBOARD.annual, { input: year ? { year } : {} })).data;
