import type { Role } from '../../src/api/contract/roles.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthCache } from '../services/authCache.ts';
import type { SmsSender } from '../services/sms.ts';

/** The signed-in caller, as the auth middleware finds it from the token. */
export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  realName: string;
  phone: string | null;
  provinceId: number | null;
  cityId: number | null;
  countyId: number | null;
  institutionId: number | null;
  classId: number | null;
  needsProfile: boolean;
  tokenHash: string;
}

export interface Logger {
  info(msg: string, extra?: Record<string, unknown>): void;
  error(msg: string, extra?: Record<string, unknown>): void;
}

/** What every route module is given. */
export interface Deps {
  db: Db;
  config: Config;
  log: Logger;
  /** Per-app memory of callers and user info (server/services/authCache.ts); createApp makes one. */
  cache?: AuthCache;
  /** Sends one-time sign-in codes; defaults to writing them to the log (services/sms.ts). */
  sms?: SmsSender;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    user: AuthUser | null;
  };
};
