import { randomBytes, scrypt as scryptCb, timingSafeEqual, createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';
import { slots } from './slots.ts';

const scryptOnPool = promisify(scryptCb) as (pwd: string, salt: Buffer, len: number) => Promise<Buffer>;

/**
 * At most half the cores hash at once (one on two cores). A hash is ~55 ms of a core. A class signing in
 * together (200 in 10 s) ran four at a time on libuv's pool, and on two cores everyone else's calls
 * waited for a core: in the mixed load's first minute, p99 300-2,000 ms for plain reads.
 */
const hashSlot = slots(Math.max(1, Math.floor(availableParallelism() / 2)));
const scrypt = (pwd: string, salt: Buffer, len: number) => hashSlot(() => scryptOnPool(pwd, salt, len));

/** scrypt with a random 16-byte salt, stored as "scrypt$salt$hash" in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Tokens and one-time codes are stored only as their SHA-256. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

const OTP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A one-time initial password (12 characters, letters and digits, no look-alikes) for an account an administrator creates or resets. */
export function oneTimePassword(): string {
  for (;;) {
    const bytes = randomBytes(12);
    const pw = Array.from(bytes, (b) => OTP_ALPHABET[b % OTP_ALPHABET.length]).join('');
    if (/[A-Za-z]/.test(pw) && /\d/.test(pw)) return pw;
  }
}
