import { encodePngAsync } from './png.ts';
import { circle, ellipse, hsl, polygon, Raster, roundedRect, type Shape, union } from './raster.ts';

/**
 * Locally drawn, deterministic pictures for products, shops, banners and live covers (no downloads).
 * Products, banners and live covers are PNGs, as the photos and posters of a real shop are: the browser
 * decodes them off the page's thread (an SVG is laid out on it, behind the app's code: a product page's
 * largest paint came ~1 s after the picture had arrived, at 4× CPU). They carry no text: the cards, the
 * product page and the banner's caption print it. Shop logos stay SVG (the shop's first character).
 */
export const mediaUrl = {
  product: (id: number, i = 0) => `/v1/wangchuang/media/product/${id}-${i}.png`,
  shop: (id: number) => `/v1/wangchuang/media/shop/${id}.svg`,
  banner: (n: number) => `/v1/wangchuang/media/banner/${n}.png`,
  live: (id: number) => `/v1/wangchuang/media/live/${id}.png`,
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

/** The pictures drawn last, by name, encoded (a product list asks for the same twenty again and again). */
const drawn = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const KEPT = 256;

function remembered(name: string, draw: () => Raster): Promise<Uint8Array<ArrayBuffer>> {
  let png = drawn.get(name);
  if (png)
    drawn.delete(name); // to the end: the most recently used
  else {
    const r = draw();
    png = encodePngAsync(r.width, r.height, r.rgb);
    png.catch(() => drawn.delete(name));
  }
  drawn.set(name, png);
  if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!);
  return png;
}

const PRODUCT = 600;
const u = PRODUCT / 800; // the shapes are laid out on 800 × 800
const SHAPES: (() => Shape)[] = [
  () => circle(400 * u, 380 * u, 170 * u),
  () => roundedRect(230 * u, 210 * u, 340 * u, 340 * u, 48 * u),
  () =>
    polygon([
      [400 * u, 170 * u],
      [590 * u, 540 * u],
      [210 * u, 540 * u],
    ]),
  () => ellipse(400 * u, 380 * u, 220 * u, 140 * u),
  // a heart: two circles and the lines from its point that touch them
  () =>
    union(
      circle(318 * u, 310 * u, 92 * u),
      circle(482 * u, 310 * u, 92 * u),
      polygon([
        [249 * u, 371 * u],
        [318 * u, 310 * u],
        [482 * u, 310 * u],
        [551 * u, 371 * u],
        [400 * u, 540 * u],
      ]),
    ),
];

/** A square 600×600 product picture: a gradient, a shape on it and the shape's shadow. */
export function productPng(id: number, index: number): Promise<Uint8Array<ArrayBuffer>> {
  return remembered(`product ${id}-${index}`, () => {
    const h = hash(id * 7 + index);
    const hue = h % 360;
    const r = new Raster(PRODUCT, PRODUCT);
    r.gradient(hsl(hue, 80, 92), hsl(hue, 70, 78), 1, 1);
    r.fill(ellipse(400 * u, 640 * u, 210 * u, 34 * u), hsl(hue, 40, 40), 0.18);
    r.fill(SHAPES[(h >>> 9) % SHAPES.length]!(), hsl((hue + 180) % 360, 70, 55), 0.9);
    return r;
  });
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
/** The banners' captions: the mall's home prints them over the pictures. */
export const bannerTitles = BANNERS;

/** A 750×300 banner: a gradient with two light circles (its caption is printed over it). */
export function bannerPng(n: number): Promise<Uint8Array<ArrayBuffer>> {
  return remembered(`banner ${n}`, () => {
    const hue = hash(n * 31) % 360;
    const r = new Raster(750, 300);
    r.gradient(hsl(hue, 85, 55), hsl((hue + 40) % 360, 85, 60), 1, 0);
    r.fill(circle(640, 60, 120), [255, 255, 255], 0.15);
    r.fill(circle(90, 280, 90), [255, 255, 255], 0.12);
    return r;
  });
}

/**
 * A 16:9 live cover: a picture only. The cards and the room print the title, the state and the viewer
 * count over it, so the cover itself carries no text (it was printed twice).
 */
export function livePng(id: number): Promise<Uint8Array<ArrayBuffer>> {
  return remembered(`live ${id}`, () => {
    const hue = hash(id * 17) % 360;
    const r = new Raster(640, 360);
    r.gradient(hsl(hue, 55, 42), hsl((hue + 30) % 360, 55, 28), 1, 1);
    r.fill(circle(520, 70, 110), [255, 255, 255], 0.08);
    r.fill(
      polygon([
        [290, 140],
        [290, 230],
        [370, 185],
      ]),
      [255, 255, 255],
      0.9,
    );
    return r;
  });
}
