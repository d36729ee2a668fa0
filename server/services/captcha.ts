import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { badRequest } from '../errors.ts';
import type { Captcha } from '../../src/api/contract/auth.ts';
import { encodePng } from './png.ts';
import { appSecret } from './secrets.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_ERROR = '验证码错误或已过期';

type Stroke = [number, number][];

/**
 * A small stroke font on a 4×6 grid (x right, y down). Characters that are easy to confuse
 * (0/O, 1/I, 2/Z, 5/S, G/6, Q) are left out, so every captcha is readable. Each stroke is a line
 * through grid points written "xy" (x 0–4, y 0–6): '00 40' is the top bar.
 */
const FONT: Record<string, string[]> = {
  '3': ['00 40 22 32 43 45 36 16 05'],
  '4': ['36 30 04 44'],
  '6': ['30 10 01 05 16 36 45 44 33 03'],
  '7': ['00 40 16'],
  '8': ['13 02 01 10 30 41 42 33 13 04 05 16 36 45 44 33'],
  '9': ['43 13 02 01 10 30 41 45 36 16'],
  A: ['06 02 20 42 46', '04 44'],
  B: ['00 30 41 42 33 03', '33 44 45 36 06 00'],
  C: ['41 30 10 01 05 16 36 45'],
  D: ['00 30 41 45 36 06 00'],
  E: ['40 00 06 46', '03 33'],
  F: ['40 00 06', '03 33'],
  H: ['00 06', '40 46', '03 43'],
  J: ['40 45 36 16 05'],
  K: ['00 06', '40 03 46'],
  L: ['00 06 46'],
  M: ['06 00 23 40 46'],
  N: ['06 00 46 40'],
  P: ['06 00 30 41 42 33 03'],
  R: ['06 00 30 41 42 33 03', '23 46'],
  T: ['00 40', '20 26'],
  U: ['00 05 16 36 45 40'],
  V: ['00 26 40'],
  W: ['00 16 22 36 40'],
  X: ['00 46', '40 06'],
  Y: ['00 23 40', '23 26'],
};
const GLYPHS: Record<string, Stroke[]> = Object.fromEntries(
  Object.entries(FONT).map(([ch, strokes]) => [ch, strokes.map((s) => s.split(' ').map((xy): [number, number] => [Number(xy[0]), Number(xy[1])]))]),
);
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

/** A uniform number in [min, max). */
const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);

export function randomCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return code;
}

type Rgb = [number, number, number];
const hsl = (h: number, s: number, l: number): Rgb => {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
};

/** Supersampling: the picture is drawn at 3× and averaged down, which smooths the strokes. */
const SS = 3;

/** An RGB canvas at SS× the output size, with thick-line drawing. */
class Canvas {
  readonly w: number;
  readonly h: number;
  px: Float32Array;
  constructor(width: number, height: number) {
    this.w = width * SS;
    this.h = height * SS;
    this.px = new Float32Array(this.w * this.h * 3);
  }

  /** A segment of half-width r (output pixels) in colour c; coordinates in output pixels. */
  segment(x0: number, y0: number, x1: number, y1: number, r: number, c: Rgb) {
    [x0, y0, x1, y1, r] = [x0 * SS, y0 * SS, x1 * SS, y1 * SS, r * SS];
    const minX = Math.max(0, Math.floor(Math.min(x0, x1) - r));
    const maxX = Math.min(this.w - 1, Math.ceil(Math.max(x0, x1) + r));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1) - r));
    const maxY = Math.min(this.h - 1, Math.ceil(Math.max(y0, y1) + r));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / len2));
        const ex = x0 + t * dx - x;
        const ey = y0 + t * dy - y;
        if (ex * ex + ey * ey <= r * r) this.set(x, y, c);
      }
    }
  }

  /** A cubic Bézier curve as short segments. */
  curve(p: [number, number][], r: number, c: Rgb) {
    const at = (t: number) => {
      const u = 1 - t;
      const k = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t];
      return [k.reduce((a, w, i) => a + w * p[i]![0], 0), k.reduce((a, w, i) => a + w * p[i]![1], 0)] as const;
    };
    let prev = at(0);
    for (let i = 1; i <= 40; i++) {
      const next = at(i / 40);
      this.segment(prev[0], prev[1], next[0], next[1], r, c);
      prev = next;
    }
  }

  set(x: number, y: number, c: Rgb) {
    const i = (y * this.w + x) * 3;
    this.px[i] = c[0];
    this.px[i + 1] = c[1];
    this.px[i + 2] = c[2];
  }

  /** Moves every pixel along two sine waves (the whole picture: letters and noise alike). */
  warp(ax: number, ay: number, wx: number, wy: number, px: number, py: number) {
    const src = this.px;
    const out = new Float32Array(src.length);
    // a row moves sideways by its own amount and a column up or down by its own: one sine per row and per column, not per pixel
    const rowShift = Array.from({ length: this.h }, (_, y) => Math.round(ax * SS * Math.sin((y / SS) * wy + py)));
    const columnShift = Array.from({ length: this.w }, (_, x) => Math.round(ay * SS * Math.sin((x / SS) * wx + px)));
    const [w, h] = [this.w, this.h];
    for (let y = 0, i = 0; y < h; y++) {
      const shift = rowShift[y]!;
      for (let x = 0; x < w; x++, i += 3) {
        const cx = Math.max(0, Math.min(w - 1, x + shift));
        const cy = Math.max(0, Math.min(h - 1, y + columnShift[x]!));
        const j = (cy * w + cx) * 3;
        out[i] = src[j]!;
        out[i + 1] = src[j + 1]!;
        out[i + 2] = src[j + 2]!;
      }
    }
    this.px = out;
  }

  /** The output-size RGB bytes (each output pixel the mean of its SS×SS block). */
  downsample(): Uint8Array {
    const w = this.w / SS;
    const h = this.h / SS;
    const out = new Uint8Array(w * h * 3);
    const sums = new Float64Array(w * 3);
    const px = this.px;
    for (let y = 0; y < h; y++) {
      // the SS rows of this output row, added up column block by column block
      sums.fill(0);
      for (let j = 0; j < SS; j++) {
        let k = (y * SS + j) * this.w * 3;
        for (let x = 0; x < w; x++) {
          for (let i = 0; i < SS; i++, k += 3) {
            sums[x * 3] += px[k]!;
            sums[x * 3 + 1] += px[k + 1]!;
            sums[x * 3 + 2] += px[k + 2]!;
          }
        }
      }
      for (let k = 0; k < w * 3; k++) out[y * w * 3 + k] = Math.round(sums[k]! / (SS * SS));
    }
    return out;
  }
}

/**
 * Draws the code as one PNG raster: the letters (rotated, skewed, scaled, crowded so they touch) and
 * crossing curves of the same colours and thickness are painted into the same pixels, the whole
 * picture is bent along two sine waves, and speckles are scattered over it. Nothing in the file
 * names or outlines a character: reading it takes recognising the picture (docs/security-and-operations.md).
 */
export function captchaPng(code: string, width = 140, height = 48): Uint8Array {
  const cv = new Canvas(width, height);
  // background: a light gradient between two random hues, with grain
  const h0 = rand(0, 360);
  const [b0, b1] = [hsl(h0, 0.5, 0.93), hsl((h0 + rand(60, 180)) % 360, 0.5, 0.9)];
  for (let y = 0, i = 0; y < cv.h; y++) {
    for (let x = 0; x < cv.w; x++, i += 3) {
      const t = x / cv.w;
      const grain = (Math.random() - 0.5) * 20; // per-pixel grain: no need for crypto randomness
      cv.px[i] = b0[0] * (1 - t) + b1[0] * t + grain;
      cv.px[i + 1] = b0[1] * (1 - t) + b1[1] * t + grain;
      cv.px[i + 2] = b0[2] * (1 - t) + b1[2] * t + grain;
    }
  }
  const ink = () => hsl(rand(0, 360), rand(0.55, 0.8), rand(0.18, 0.36));
  const noiseCurve = (r: number) =>
    cv.curve(
      [
        [rand(-10, width * 0.15), rand(4, height - 4)],
        [rand(width * 0.2, width * 0.5), rand(-10, height + 10)],
        [rand(width * 0.5, width * 0.8), rand(-10, height + 10)],
        [rand(width * 0.85, width + 10), rand(4, height - 4)],
      ],
      r,
      ink(),
    );
  noiseCurve(rand(0.8, 1.1));
  const cell = (width - 16) / code.length;
  [...code].forEach((ch, i) => {
    const strokes = GLYPHS[ch];
    if (!strokes) throw new Error(`no glyph for ${ch}`);
    const unit = rand(4.6, 5.6);
    const cx = 8 + cell * i + cell / 2 + rand(-2.5, 2.5);
    const cy = height / 2 + rand(-3, 3);
    const angle = (rand(-28, 28) * Math.PI) / 180;
    const skew = Math.tan((rand(-15, 15) * Math.PI) / 180);
    const sx = rand(0.85, 1.15);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([gx, gy]: [number, number]): [number, number] => {
      const x = (gx - 2 + rand(-0.2, 0.2)) * unit * sx;
      const y = (gy - 3 + rand(-0.2, 0.2)) * unit;
      const kx = x + skew * y;
      return [cx + kx * cos - y * sin, cy + kx * sin + y * cos];
    };
    const color = ink();
    const r = rand(1.3, 1.7);
    for (const stroke of strokes) {
      const pts = stroke.map(place);
      for (let k = 1; k < pts.length; k++) cv.segment(pts[k - 1]![0], pts[k - 1]![1], pts[k]![0], pts[k]![1], r, color);
    }
  });
  noiseCurve(rand(0.8, 1.1));
  cv.warp(rand(1.5, 2.5), rand(2, 3), rand(0.08, 0.14), rand(0.12, 0.2), rand(0, 6.28), rand(0, 6.28));
  const rgb = cv.downsample();
  // speckles, dark and light
  for (let i = 0; i < 160; i++) {
    const x = randomInt(0, width);
    const y = randomInt(0, height);
    const c = i % 3 === 0 ? hsl(rand(0, 360), 0.3, 0.97) : ink();
    rgb.set(c, (y * width + x) * 3);
  }
  return encodePng(width, height, rgb);
}

// ---- signed, stateless captchas -----------------------------------------------------------

const b64 = (buf: Buffer) => buf.toString('base64url');
const mac = (key: string, nonce: string, expires: number, code: string) =>
  b64(createHmac('sha256', key).update(`${nonce}.${expires}.${code.toUpperCase()}`).digest()).slice(0, 32);

/**
 * A new captcha and its code. Nothing is stored: the id carries a nonce, its expiry and an HMAC of
 * the code under a key every process shares (app_secrets), so showing captchas writes nothing; only
 * using one does.
 */
export async function newCaptcha(db: Db): Promise<{ captcha: Captcha; code: string }> {
  const code = randomCode();
  const nonce = b64(randomBytes(12));
  const expires = Date.now() + CAPTCHA_TTL_MS;
  const key = await appSecret(db, 'captcha');
  const image = `data:image/png;base64,${Buffer.from(captchaPng(code)).toString('base64')}`;
  return { captcha: { captchaId: `${nonce}.${expires}.${mac(key, nonce, expires, code)}`, image }, code };
}

/** A new captcha for the sign-in form (the code stays in the picture). */
export const createCaptcha = async (db: Db): Promise<Captcha> => (await newCaptcha(db)).captcha;

/** nonce.expiry.mac */
const CAPTCHA_ID = /^([\w-]{16})\.(\d{13})\.([\w-]{32})$/;

/** The expiry (epoch ms) written in a captcha id, or null when it is not one. */
export function captchaExpiry(captchaId: string): number | null {
  const m = CAPTCHA_ID.exec(captchaId);
  return m ? Number(m[2]) : null;
}

/**
 * Uses up the captcha (whatever the answer, so it can never be tried twice: its nonce is recorded
 * until it would have expired) and checks the code, ignoring case and surrounding spaces. Skipped
 * entirely when config.captchaOff.
 */
export async function checkCaptcha(db: Db, config: Config, captchaId: string, captchaCode: string): Promise<void> {
  if (config.captchaOff) return;
  const m = CAPTCHA_ID.exec(captchaId ?? '');
  if (!m || !captchaCode) throw badRequest(CAPTCHA_ERROR);
  const [, nonce, exp, sig] = m as unknown as [string, string, string, string];
  const expires = Number(exp);
  if (expires <= Date.now() || expires > Date.now() + CAPTCHA_TTL_MS) throw badRequest(CAPTCHA_ERROR);
  const first = await db.query('insert into captcha_uses (nonce, expires_at) values ($1, $2) on conflict do nothing returning nonce', [
    nonce,
    new Date(expires),
  ]);
  if (Math.random() < 0.02) await db.query('delete from captcha_uses where expires_at < now()');
  if (!first.length) throw badRequest(CAPTCHA_ERROR);
  const expected = Buffer.from(mac(await appSecret(db, 'captcha'), nonce, expires, captchaCode.trim()));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest(CAPTCHA_ERROR);
}
