/**
 * The web app manifest, one per brand. The server answers /manifest.webmanifest with the brand of
 * the request's host (server/routes/notices.ts); public/manifest.webmanifest is the default brand's
 * copy for the Vite dev server (regenerate with `npx tsx scripts/make-icons.ts`).
 * Names, colours and hosts come from src/api/contract/brand.ts.
 */
import { brandFor, type Brand } from './brand.ts';

export interface ManifestBrand {
  key: Brand['key'];
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
}

const SHORT: Record<Brand['key'], { shortName: string; description: string }> = {
  default: { shortName: '创业培训', description: '创业培训管理与电商实训平台：培训班管理、学员学习任务、网店与直播实训。' },
  wlh: { shortName: '网络创业', description: '网络创业培训与电商直播实训平台：学习任务、网店运营与直播带货实训。' },
};

export function manifestBrand(brand: Brand): ManifestBrand {
  return { key: brand.key, name: brand.title, ...SHORT[brand.key], themeColor: brand.colors.primary, backgroundColor: '#ffffff' };
}

/** The manifest brand of a host (the hosts list lives in src/api/contract/brand.ts). */
export function manifestBrandForHost(host: string): ManifestBrand {
  return manifestBrand(brandFor(host));
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
      {
        name: '学习任务',
        short_name: '学习',
        url: '/cultivate/learningtasks',
        icons: [{ src: '/icons/shortcut-tasks.png', sizes: '96x96', type: 'image/png' }],
      },
    ],
    screenshots: [
      { src: '/icons/screenshot-narrow.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: `${brand.name}（手机）` },
      { src: '/icons/screenshot-wide.png', sizes: '1440x900', type: 'image/png', form_factor: 'wide', label: `${brand.name}（电脑）` },
    ],
  };
}
