/** Locally drawn, deterministic SVG images for products, shops, banners and live covers (no downloads). */

export const mediaUrl = {
  product: (id: number, i = 0) => `/v1/wangchuang/media/product/${id}-${i}.svg`,
  shop: (id: number) => `/v1/wangchuang/media/shop/${id}.svg`,
  banner: (n: number) => `/v1/wangchuang/media/banner/${n}.svg`,
  live: (id: number) => `/v1/wangchuang/media/live/${id}.svg`,
};

function hash(n: number): number {
  let x = (n + 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);
}

const SHAPES = [
  (c: string) => `<circle cx="400" cy="330" r="150" fill="${c}" opacity="0.85"/>`,
  (c: string) => `<rect x="250" y="180" width="300" height="300" rx="40" fill="${c}" opacity="0.85"/>`,
  (c: string) => `<polygon points="400,150 570,470 230,470" fill="${c}" opacity="0.85"/>`,
  (c: string) => `<ellipse cx="400" cy="330" rx="200" ry="120" fill="${c}" opacity="0.85"/>`,
  (c: string) => `<path d="M400 470 L250 320 A85 85 0 0 1 400 220 A85 85 0 0 1 550 320 Z" fill="${c}" opacity="0.85"/>`,
];

/** A square 800×800 product picture: a gradient, a shape and the title. */
export function productSvg(id: number, index: number, title: string, category: string): string {
  const h = hash(id * 7 + index);
  const hue = h % 360;
  const shape = SHAPES[(h >>> 9) % SHAPES.length]!(`hsl(${(hue + 180) % 360} 70% 55%)`);
  const t = [...title];
  const line1 = esc(t.slice(0, 10).join(''));
  const line2 = esc(t.slice(10, 20).join(''));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 92%)"/><stop offset="1" stop-color="hsl(${hue} 70% 78%)"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>${shape}
<text x="400" y="350" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${esc(category)}</text>
<text x="400" y="610" font-size="48" text-anchor="middle" fill="#333" font-family="sans-serif">${line1}</text>
<text x="400" y="680" font-size="48" text-anchor="middle" fill="#333" font-family="sans-serif">${line2}</text>
<text x="760" y="770" font-size="28" text-anchor="end" fill="#666" font-family="sans-serif">${index + 1}</text>
</svg>`;
}

/** A round shop logo with the shop's first character. */
export function shopSvg(id: number, name: string): string {
  const hue = hash(id * 13) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">
<circle cx="100" cy="100" r="100" fill="hsl(${hue} 65% 50%)"/>
<text x="100" y="128" font-size="84" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${esc([...name][0] ?? '店')}</text>
</svg>`;
}

const BANNERS = ['年货节 全场满199减30', '新店开张 领券立减', '直播好物 限时特价', '天天特价 低至9.9元'];
export const bannerTitles = BANNERS;

/** A 750×300 banner. */
export function bannerSvg(n: number): string {
  const hue = hash(n * 31) % 360;
  const title = BANNERS[(n - 1 + BANNERS.length) % BANNERS.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 85% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 85% 60%)"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#b)"/>
<circle cx="640" cy="60" r="120" fill="#fff" opacity="0.15"/><circle cx="90" cy="280" r="90" fill="#fff" opacity="0.12"/>
<text x="60" y="170" font-size="56" fill="#fff" font-family="sans-serif" font-weight="700">${esc(title)}</text>
</svg>`;
}

/**
 * A 16:9 live cover: a picture only. The cards and the room print the title, the state and the viewer
 * count over it, so the cover itself carries no text (it was printed twice).
 */
export function liveSvg(id: number): string {
  const hue = hash(id * 17) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="l" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 42%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 55% 28%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#l)"/>
<circle cx="520" cy="70" r="110" fill="#fff" opacity="0.08"/>
<polygon points="290,140 290,230 370,185" fill="#fff" opacity="0.9"/>
</svg>`;
}
