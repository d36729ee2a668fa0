import type { UserInfo } from '../../src/api/contract/auth.ts';
import type { Caller } from '../caller.ts';

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * Short-lived, per-process memory of the two reads every page makes (token → caller, user → info),
 * so common/info and the auth check do not queue on the database under load. This process forgets
 * an entry at once when it signs out, changes a password or saves a profile; every process (several
 * servers on one PostgreSQL) forgets as soon as the database announces the change (`onChange`: triggers
 * of migration 060 NOTIFY 'auth_changed' when a token is revoked or a user row changes), and in any
 * case after `ttlMs`. ttlMs 0 turns it off.
 */
export class AuthCache {
  private callers = new Map<string, Entry<Caller>>();
  private infos = new Map<number, Entry<UserInfo>>();

  constructor(
    private ttlMs: number,
    private now: () => number = Date.now,
  ) {}

  caller(tokenHash: string): Caller | undefined {
    return this.read(this.callers, tokenHash);
  }

  rememberCaller(user: Caller, tokenExpiresAt: number) {
    if (this.ttlMs > 0) this.callers.set(user.tokenHash, { value: user, until: Math.min(this.now() + this.ttlMs, tokenExpiresAt) });
  }

  info(userId: number): UserInfo | undefined {
    return this.read(this.infos, userId);
  }

  rememberInfo(info: UserInfo) {
    if (this.ttlMs > 0) this.infos.set(info.id, { value: info, until: this.now() + this.ttlMs });
  }

  forgetToken(tokenHash: string) {
    this.callers.delete(tokenHash);
  }

  /** After a password or profile change: every token and the info of this user. */
  forgetUser(userId: number) {
    this.infos.delete(userId);
    for (const [hash, entry] of this.callers) if (entry.value.id === userId) this.callers.delete(hash);
  }

  /** A NOTIFY 'auth_changed' payload: 't:<token hash>' or 'u:<user id>'; anything else forgets everything. */
  onChange(payload: string) {
    if (payload.startsWith('t:')) this.forgetToken(payload.slice(2));
    else if (/^u:\d+$/.test(payload)) this.forgetUser(Number(payload.slice(2)));
    else {
      this.callers.clear();
      this.infos.clear();
    }
  }

  private read<K, V>(map: Map<K, Entry<V>>, key: K): V | undefined {
    const entry = map.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      map.delete(key);
      return undefined;
    }
    return entry.value;
  }
}
