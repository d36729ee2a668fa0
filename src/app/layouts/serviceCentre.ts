import type { Role } from '../../api/contract/roles.ts';

/** The menu entry the server sends for the intelligent service centre (spec §1, §4). */
export const SERVICE_CENTRE_PATH = '/znfwzx';

export interface ServiceLink {
  key: string;
  title: string;
  /** internal: a route of this app; external: a URL; hx: common/goHxLoginToken data appended as ?json=. */
  kind: 'internal' | 'external' | 'hx';
  url: string;
  /** Only these roles see it (resource centre: teachers only). */
  roles?: readonly Role[];
}

type Env = Record<string, string | undefined>;
const env: Env = ((import.meta as unknown as { env?: Env }).env ?? {}) as Env;

/**
 * Configuration, not code: external addresses come from VITE_* build variables, with defaults.
 *   VITE_SIM_PLATFORM_URL      simulation platform
 *   VITE_EMPLOYMENT_SITE_URL   employment/entrepreneurship service site (opened with goHxLoginToken data)
 *   VITE_RESOURCE_CENTRE_URL   resource centre (teachers)
 */
export const SERVICE_LINKS: readonly ServiceLink[] = [
  { key: 'simulation', title: '仿真实训平台', kind: 'internal', url: env.VITE_SIM_PLATFORM_URL || '/home' },
  { key: 'employment', title: '就业创业服务平台', kind: 'hx', url: env.VITE_EMPLOYMENT_SITE_URL || 'https://jycy.example.com/sso' },
  { key: 'cockpit', title: '数据驾驶舱', kind: 'internal', url: '/manage/largeScreen' },
  { key: 'annual', title: '年度报告', kind: 'internal', url: '/manage/annualReport' },
  { key: 'resource', title: '资源中心', kind: 'external', url: env.VITE_RESOURCE_CENTRE_URL || 'https://resource.example.com/', roles: [5] },
];

/** The links a role sees: the resource centre only for teachers (role 5). */
export function serviceCentreLinks(role: Role | undefined): ServiceLink[] {
  return SERVICE_LINKS.filter((l) => !l.roles || (role !== undefined && l.roles.includes(role)));
}
