/**
 * The web app manifest, one per brand. The server answers /manifest.webmanifest with the brand of
 * the request's host (server/routes/notices.ts); public/manifest.webmanifest is the default brand's
 * copy for the Vite dev server (regenerate with `npx tsx scripts/icons.ts`).
 * Keep names and hosts in step with src/app/brand.ts.
 */
export interface ManifestBrand {
  key: 'default' | 'wlh';
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
  /** Host names (or host-name fragments) that choose this brand. */
  hosts: string[];
}

export const MANIFEST_BRANDS: ManifestBrand[] = [
  {
    key: 'default',
    name: '创业培训管理平台',
    shortName: '创业培训',
    description: '创业培训管理与电商实训平台：培训班管理、学员学习任务、网店与直播实训。',
    themeColor: '#1677ff',
    backgroundColor: '#ffffff',
    hosts: [],
  },
  {
    key: 'wlh',
    name: '网络创业实训平台',
    shortName: '创业实训',
    description: '网络创业培训与电商直播实训平台：学习任务、网店运营与直播带货实训。',
    themeColor: '#e8572a',
    backgroundColor: '#ffffff',
    hosts: ['wlh'],
  },
];

export function manifestBrandForHost(host: string): ManifestBrand {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return MANIFEST_BRANDS.find((b) => b.hosts.some((h) => name === h || name.includes(h))) ?? MANIFEST_BRANDS[0];
}

export function buildManifest(brand: ManifestBrand) {
  const suffix = brand.key === 'default' ? '' : `-${brand.key}`;
  return {
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description: brand.description,
    lang: 'zh-CN',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: brand.themeColor,
    background_color: brand.backgroundColor,
    categories: ['education', 'business'],
    icons: [
      { src: `/icons/icon-192${suffix}.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/icons/icon-512${suffix}.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/icons/maskable-512${suffix}.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: '通知公告', short_name: '通知', url: '/supplymarket/notice', icons: [{ src: '/icons/shortcut-notice.png', sizes: '96x96', type: 'image/png' }] },
      { name: '购物车', short_name: '购物车', url: '/shopCart', icons: [{ src: '/icons/shortcut-cart.png', sizes: '96x96', type: 'image/png' }] },
      { name: '学习任务', short_name: '学习', url: '/cultivate/learningtasks', icons: [{ src: '/icons/shortcut-tasks.png', sizes: '96x96', type: 'image/png' }] },
    ],
    screenshots: [
      { src: '/icons/screenshot-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: `${brand.name}（手机）` },
      { src: '/icons/screenshot-wide.png', sizes: '1440x900', type: 'image/png', form_factor: 'wide', label: `${brand.name}（电脑）` },
    ],
  };
}
