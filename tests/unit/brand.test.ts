import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import BrandLogo from '../../src/ui/BrandLogo.tsx';
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { documentTitle, setDocumentTitle } from '../../src/ui/brand.ts';
import { DEFAULT_BRAND, WLH_BRAND, brandFor } from '../../src/api/contract/brand.ts';

describe('brandFor', () => {
  it.each([
    ['localhost:5173', '/login', 'default'],
    ['px.example.com', '/manage/borad', 'default'],
    ['wlh.localhost', '/login', 'wlh'],
    ['wlh.example.com:8080', '/', 'wlh'],
    ['WWW.WLCYPX.CN', '/login', 'wlh'],
    ['localhost', '/loginWLH', 'wlh'],
    ['localhost', '/indexWLH?x=1', 'wlh'],
    ['localhost', '/detailWLH', 'wlh'],
    ['localhost', '/detailWLH/', 'wlh'],
    ['notwlh.example.com', '/login', 'default'],
  ])('%s %s → %s', (host, path, key) => {
    expect(brandFor(host, path).key).toBe(key);
  });

  it('the two brands differ in title, company and logo', () => {
    expect(DEFAULT_BRAND.title).toBe('创业培训管理平台');
    expect(WLH_BRAND.title).toBe('网络创业培训平台');
    expect(renderToStaticMarkup(createElement(BrandLogo, { brand: WLH_BRAND, size: 24 }))).not.toBe(
      renderToStaticMarkup(createElement(BrandLogo, { brand: DEFAULT_BRAND, size: 24 })),
    );
    expect(WLH_BRAND.company).not.toBe(DEFAULT_BRAND.company);
  });
});

describe('document title', () => {
  it('is "{route} - {brand}"', () => {
    expect(documentTitle('登录', DEFAULT_BRAND)).toBe('登录 - 创业培训管理平台');
    expect(documentTitle(undefined, WLH_BRAND)).toBe('网络创业培训平台');
    setDocumentTitle('数据中心', WLH_BRAND);
    expect(document.title).toBe('数据中心 - 网络创业培训平台');
  });
});
