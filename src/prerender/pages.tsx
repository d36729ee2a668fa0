import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ComponentType } from 'react';
import LoginPage from '../features/auth/LoginPage.tsx';
import LoginWLHPage from '../features/auth/LoginWLHPage.tsx';
import RegistPage from '../features/auth/RegistPage.tsx';
import CodePage from '../features/auth/CodePage.tsx';
import type { PRERENDERED_PATHS } from '../api/contract/prerender.ts';

export { renderSignedIn, type SignedInVisit } from './signedIn.tsx';

/**
 * The build's server-side entry (scripts/prerender.ts): the pages drawn into their HTML, each as
 * the app's first render draws it inside its route (a page with no layout is the root's only child),
 * so the app's own render replaces it with the same markup.
 */
const PAGES: Record<(typeof PRERENDERED_PATHS)[number], ComponentType> = {
  '/login': LoginPage,
  '/loginWLH': LoginWLHPage,
  '/regist': RegistPage,
  '/codePage': CodePage,
};

/** A page's markup as the browser at `host` draws it (the brand follows the host: src/ui/brand.ts reads location). */
export function render(path: keyof typeof PAGES, host: string): string {
  const Page = PAGES[path];
  const previous = Object.getOwnPropertyDescriptor(globalThis, 'location');
  Object.defineProperty(globalThis, 'location', { value: { host, pathname: path }, configurable: true });
  try {
    return renderToString(
      <ConfigProvider locale={zhCN}>
        <StaticRouter location={path}>
          <Page />
        </StaticRouter>
      </ConfigProvider>,
    );
  } finally {
    if (previous) Object.defineProperty(globalThis, 'location', previous);
    else delete (globalThis as { location?: unknown }).location;
  }
}
