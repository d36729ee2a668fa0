import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';

const known = new WeakMap<Db, Map<string, Promise<string>>>();

/**
 * A secret the server makes for itself (e.g. the captcha signing key): created once in app_secrets
 * by whichever process asks first, then read by all of them, so nobody has to configure it and
 * several processes agree. Kept in memory after the first read.
 */
export function appSecret(db: Db, name: string): Promise<string> {
  let byName = known.get(db);
  if (!byName) known.set(db, (byName = new Map()));
  let secret = byName.get(name);
  if (!secret) {
    secret = (async () => {
      await db.query('insert into app_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [name, randomBytes(32).toString('hex')]);
      const row = await db.one<{ value: string }>('select value from app_secrets where name = $1', [name]);
      return row!.value;
    })();
    secret.catch(() => byName!.delete(name));
    byName.set(name, secret);
  }
  return secret;
}
