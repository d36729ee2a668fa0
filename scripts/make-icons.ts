/**
 * Generates the PWA icons, shortcut icons, screenshots and the dev copy of the manifest with
 * nothing but node:zlib (run: npx tsx scripts/make-icons.ts; the outputs are committed).
 */
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';
import { DEFAULT_BRAND, WLH_BRAND, type Brand } from '../src/api/contract/brand.ts';
import { buildManifest, manifestBrand } from '../src/api/contract/manifest.ts';

type RGBA = [number, number, number, number];
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(w: number, h: number, pixel: (x: number, y: number) => RGBA): Buffer {
  const raw = Buffer.alloc((w * 4 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 4 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const [r, g, b, a] = pixel(x + 0.5, y + 0.5);
      const o = y * (w * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (c: string): RGBA => [parseInt(c.slice(1, 3), 16), parseInt(c.slice(3, 5), 16), parseInt(c.slice(5, 7), 16), 255];
const WHITE: RGBA = [255, 255, 255, 255];
const CLEAR: RGBA = [0, 0, 0, 0];
const inRect = (x: number, y: number, l: number, t: number, r: number, b: number) => x >= l && x < r && y >= t && y < b;
function inRounded(x: number, y: number, l: number, t: number, r: number, b: number, rad: number) {
  if (!inRect(x, y, l, t, r, b)) return false;
  const cx = Math.min(Math.max(x, l + rad), r - rad);
  const cy = Math.min(Math.max(y, t + rad), b - rad);
  return (x - cx) ** 2 + (y - cy) ** 2 <= rad * rad;
}

/** The glyph: three rising bars and a base line (growth), drawn in a unit box [0,1]. */
function glyph(u: number, v: number): boolean {
  const bars = [
    [0.08, 0.55],
    [0.39, 0.3],
    [0.7, 0.05],
  ] as const;
  for (const [l, top] of bars) if (inRounded(u, v, l, top, l + 0.22, 0.86, 0.05)) return true;
  return inRounded(u, v, 0, 0.9, 1, 1, 0.05);
}

function icon(size: number, color: RGBA, opts: { maskable?: boolean; opaque?: boolean }): Buffer {
  const pad = opts.maskable ? 0.3 : 0.22; // maskable: the glyph stays inside the 80 % safe zone
  return png(size, size, (x, y) => {
    const inside = opts.maskable || opts.opaque || inRounded(x, y, 0, 0, size, size, size * 0.22);
    if (!inside) return CLEAR;
    const u = (x / size - pad) / (1 - 2 * pad);
    const v = (y / size - pad) / (1 - 2 * pad);
    return u >= 0 && u <= 1 && v >= 0 && v <= 1 && glyph(u, v) ? WHITE : color;
  });
}

function screenshot(w: number, h: number, color: RGBA): Buffer {
  const bg: RGBA = [244, 246, 250, 255];
  const line: RGBA = [214, 220, 230, 255];
  const wide = w > h;
  const side = wide ? 250 : 0;
  return png(w, h, (x, y) => {
    if (y < 56) return color;
    if (wide && x < side) return x > 24 && x < side - 24 && (y - 80) % 48 < 20 && y < 600 ? [70, 84, 110, 255] : [40, 50, 70, 255];
    const cx = x - side;
    const cw = w - side;
    const card = Math.floor((y - 76) / 120);
    const cy = (y - 76) % 120;
    if (y >= 76 && card < 6 && cy < 100 && cx > 16 && cx < cw - 16) {
      if (cy > 20 && cy < 36 && cx > 36 && cx < Math.min(cw - 36, 36 + cw * 0.55)) return card === 0 ? color : [60, 60, 70, 255];
      if (cy > 52 && cy < 62 && cx > 36 && cx < cw * 0.8) return line;
      if (cy > 72 && cy < 82 && cx > 36 && cx < cw * 0.5) return line;
      return WHITE;
    }
    return bg;
  });
}

const out = 'public/icons';
mkdirSync(out, { recursive: true });
for (const brand of [DEFAULT_BRAND, WLH_BRAND] as Brand[]) {
  const color = hex(brand.colors.primary);
  const suffix = brand.key === 'default' ? '' : `-${brand.key}`;
  writeFileSync(`${out}/icon-192${suffix}.png`, icon(192, color, {}));
  writeFileSync(`${out}/icon-512${suffix}.png`, icon(512, color, {}));
  writeFileSync(`${out}/maskable-512${suffix}.png`, icon(512, color, { maskable: true }));
  writeFileSync(`${out}/apple-touch-icon${suffix}.png`, icon(180, color, { opaque: true }));
  // the tab icon: a PNG, as an SVG icon costs the page an SVG document of its own while it loads
  writeFileSync(`${out}/favicon-32${suffix}.png`, icon(32, color, {}));
}
const primary = hex(DEFAULT_BRAND.colors.primary);
const small = (draw: (u: number, v: number) => boolean) =>
  png(96, 96, (x, y) => (inRounded(x, y, 0, 0, 96, 96, 20) ? (draw(x / 96, y / 96) ? WHITE : primary) : CLEAR));
// 通知公告: a bell; 购物车: a cart; 学习任务: a checklist
writeFileSync(
  `${out}/shortcut-notice.png`,
  small((u, v) => ((u - 0.5) ** 2 + (v - 0.48) ** 2 < 0.07 && v < 0.66) || inRect(u, v, 0.22, 0.62, 0.78, 0.68) || (u - 0.5) ** 2 + (v - 0.74) ** 2 < 0.004),
);
writeFileSync(
  `${out}/shortcut-cart.png`,
  small(
    (u, v) =>
      inRect(u, v, 0.25, 0.32, 0.78, 0.58) ||
      inRect(u, v, 0.15, 0.25, 0.3, 0.31) ||
      (u - 0.35) ** 2 + (v - 0.72) ** 2 < 0.004 ||
      (u - 0.68) ** 2 + (v - 0.72) ** 2 < 0.004,
  ),
);
writeFileSync(
  `${out}/shortcut-tasks.png`,
  small((u, v) => [0.28, 0.46, 0.64].some((t) => inRect(u, v, 0.22, t, 0.32, t + 0.08) || inRect(u, v, 0.4, t + 0.02, 0.78, t + 0.06))),
);
writeFileSync(`${out}/screenshot-narrow.png`, screenshot(390, 844, primary));
writeFileSync(`${out}/screenshot-wide.png`, screenshot(1440, 900, primary));
writeFileSync('public/manifest.webmanifest', JSON.stringify(buildManifest(manifestBrand(DEFAULT_BRAND)), null, 2) + '\n');
console.log('icons written to', out);
