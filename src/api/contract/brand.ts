/** White-label configuration (spec §1): two variants chosen by host name, in this one file. */
export interface Brand {
  key: 'default' | 'wlh';
  title: string;
  company: string;
  colors: { primary: string; primaryDark: string; background: string; text: string };
}

export const DEFAULT_BRAND: Brand = {
  key: 'default',
  title: '创业培训管理平台',
  company: '创业培训服务中心',
  colors: { primary: '#0f63e6', primaryDark: '#0e4fb8', background: '#eef4ff', text: '#1f2937' },
};

export const WLH_BRAND: Brand = {
  key: 'wlh',
  title: '网络创业培训平台',
  company: '网络创业培训服务中心',
  colors: { primary: '#c94500', primaryDark: '#b8430a', background: '#fff4ea', text: '#1f2937' },
};

/** Hosts served with the WLH brand: exact names, or any sub-domain starting with "wlh.". */
export const WLH_HOSTS = ['wlh.localhost', 'wlcy.example.com', 'www.wlcypx.cn', 'wlcypx.cn'];
/** Pages that always show the WLH brand. */
export const WLH_PATHS = ['/loginWLH', '/indexWLH', '/detailWLH'];

export function isWlhHost(host: string): boolean {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return WLH_HOSTS.includes(name) || name.startsWith('wlh.') || name.startsWith('wlh-');
}

export function isWlhPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return WLH_PATHS.includes(pathname);
}

/** The brand for a host name and a path. */
export function brandFor(host: string, path = '/'): Brand {
  return isWlhHost(host) || isWlhPath(path) ? WLH_BRAND : DEFAULT_BRAND;
}
