import type { Plugin } from 'vite';

/** One icon module of antd-mobile-icons (each icon is a file of its own there). */
const ICON_MODULE = /\/node_modules\/antd-mobile-icons\/es\/[A-Za-z]+\.js$/;

/**
 * antd-mobile-icons draws each icon on a 48-unit grid with coordinates to eight decimals and an id on
 * every element: a third of a page's icon bytes. Drawn at 1em, a tenth of a unit is under a twentieth
 * of a pixel, so each path's numbers keep one decimal and the ids (nothing refers to them) go.
 */
export function compactIcon(code: string): string {
  return code
    .replace(/\bd: "([^"]*)"/g, (_m, d: string) => `d: "${d.replace(/-?\d*\.\d+/g, (n) => String(Math.round(Number.parseFloat(n) * 10) / 10))}"`)
    .replace(/\s*\bid: "[^"]*",?/g, '');
}

export function compactIcons(): Plugin {
  return {
    name: 'cy-compact-icons',
    apply: 'build',
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      return { code: compactIcon(code), map: null };
    },
  };
}
