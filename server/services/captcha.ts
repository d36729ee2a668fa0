import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { Config } from '../config.ts';
import { badRequest } from '../errors.ts';
import type { Captcha } from '../../src/api/contract/auth.ts';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
export const CAPTCHA_ERROR = '验证码错误或已过期';

type Stroke = [number, number][];

/**
 * A small stroke font on a 4×6 grid (x right, y down). Characters that are easy to confuse
 * (0/O, 1/I, 2/Z, 5/S, G/6, Q) are left out, so every captcha is readable.
 */
const GLYPHS: Record<string, Stroke[]> = {
  A: [
    [
      [0, 6],
      [0, 2],
      [2, 0],
      [4, 2],
      [4, 6],
    ],
    [
      [0, 4],
      [4, 4],
    ],
  ],
  B: [
    [
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [3, 3],
      [4, 4],
      [4, 5],
      [3, 6],
      [0, 6],
      [0, 0],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [0, 6],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2],
      [3, 2],
      [4, 3],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '6': [
    [
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [0, 3],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1, 6],
    ],
  ],
  '8': [
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  '9': [
    [
      [4, 3],
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
    ],
  ],
};
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const f = (n: number) => n.toFixed(1);

export function randomCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return code;
}

/** Draws the code as an SVG: each glyph as jittered, scaled and rotated strokes over noise curves and dots. */
export function captchaSvg(code: string, width = 140, height = 48): string {
  const parts: string[] = [];
  parts.push(`<rect width="${width}" height="${height}" fill="hsl(${randomInt(0, 360)},40%,95%)"/>`);
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${f(rand(0, width))}" cy="${f(rand(0, height))}" r="${f(rand(0.5, 1.6))}" fill="hsl(${randomInt(0, 360)},45%,60%)"/>`);
  }
  const curve = (strokeWidth: number) =>
    `<path d="M${f(rand(0, width * 0.2))} ${f(rand(0, height))} C${f(rand(0, width))} ${f(rand(0, height))},${f(rand(0, width))} ${f(rand(0, height))},${f(rand(width * 0.8, width))} ${f(rand(0, height))}" stroke="hsl(${randomInt(0, 360)},50%,50%)" stroke-width="${strokeWidth}" fill="none"/>`;
  for (let i = 0; i < 3; i++) parts.push(curve(rand(0.8, 1.6)));

  const cell = width / code.length;
  [...code].forEach((ch, i) => {
    const strokes = GLYPHS[ch];
    if (!strokes) throw new Error(`no glyph for ${ch}`);
    const unit = rand(3.8, 4.6);
    const cx = cell * i + cell / 2 + rand(-3, 3);
    const cy = height / 2 + rand(-3, 3);
    const angle = rand(-25, 25);
    const skew = rand(-12, 12);
    const d = strokes
      .map((stroke) => stroke.map(([x, y], k) => `${k ? 'L' : 'M'}${f((x - 2 + rand(-0.25, 0.25)) * unit)} ${f((y - 3 + rand(-0.25, 0.25)) * unit)}`).join(''))
      .join('');
    parts.push(
      `<path transform="translate(${f(cx)} ${f(cy)}) rotate(${f(angle)}) skewX(${f(skew)})" d="${d}" stroke="hsl(${randomInt(0, 360)},65%,${randomInt(22, 38)}%)" stroke-width="${f(rand(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 2; i++) parts.push(curve(rand(1, 1.8)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

/** A new captcha: stored with its code, single use, valid for 5 minutes. */
export async function createCaptcha(db: Db): Promise<Captcha> {
  const code = randomCode();
  const captchaId = randomUUID();
  // Keep the table small: forget captchas that expired a while ago.
  await db.query(`delete from captchas where expires_at < now() - interval '1 hour'`);
  await db.query('insert into captchas (id, code, expires_at) values ($1, $2, $3)', [captchaId, code, new Date(Date.now() + CAPTCHA_TTL_MS)]);
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString('base64')}` };
}

/**
 * Uses up the captcha (whatever the answer, so it can never be tried twice) and checks the code,
 * ignoring case and surrounding spaces. Skipped entirely when config.captchaOff.
 */
export async function checkCaptcha(db: Db, config: Config, captchaId: string, captchaCode: string): Promise<void> {
  if (config.captchaOff) return;
  if (!captchaId || !captchaCode) throw badRequest(CAPTCHA_ERROR);
  const row = await db.one<{ code: string }>('update captchas set used_at = now() where id = $1 and used_at is null and expires_at > now() returning code', [
    captchaId,
  ]);
  if (!row || row.code.toUpperCase() !== captchaCode.trim().toUpperCase()) throw badRequest(CAPTCHA_ERROR);
}
