import type { Caller } from '../caller.ts';
import type { Logger } from '../log.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthCache } from '../services/authCache.ts';
import type { SmsSender } from '../services/sms.ts';

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
    user: Caller | null;
  };
};
