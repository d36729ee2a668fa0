import type { Caller } from '../caller.ts';
import type { Logger } from '../log.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { AuthCache } from '../services/authCache.ts';
import type { LearnerCtx } from '../services/learner/rules.ts';
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
  /** Aborted when the server shuts down: long-lived answers (live-chat streams) end then. */
  stopping?: AbortSignal;
  /** This process's export worker (server/services/exportJobs.ts ExportQueue); createApp makes one, main.ts starts its polling. */
  exports?: { kick(): void };
}

/** What every request carries: its id and the caller `identify` found from the token (null: none). */
export type AppEnv = {
  Variables: {
    requestId: string;
    user: Caller | null;
  };
};

/** After `ownShop` (server/http/caller.ts): the caller's own shop. */
export type ShopEnv = { Variables: AppEnv['Variables'] & { shopId: number } };

/** After `inClass` (server/http/caller.ts): the learner and their class. */
export type LearnerEnv = { Variables: AppEnv['Variables'] & { learner: LearnerCtx } };
