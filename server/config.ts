import { resolve } from 'node:path';

/** Everything the server reads from the environment, in one place (documented in README.md). */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** CAPTCHA=off skips the captcha check; for automated tests only. */
  captchaOff: boolean;
  tokenTtlMs: number;
  /** How long a process may reuse a token check or user info (AUTH_CACHE_MS, 0 = off). */
  authCacheMs: number;
  distDir: string;
  /** Where the external links of the intelligent service centre point. */
  externalUrls: Record<string, string>;
  /** HX_SECRET: signs the intelligent-service-centre hand-over (goHxLoginToken); a random one when unset. */
  hxSecret?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  return {
    port: Number(env.PORT || 8080),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    captchaOff: env.CAPTCHA === 'off',
    tokenTtlMs: Number(env.TOKEN_TTL_DAYS || 7) * 24 * 3600 * 1000,
    authCacheMs: Number(env.AUTH_CACHE_MS ?? 5000),
    distDir: resolve(env.DIST_DIR || './dist'),
    externalUrls: {
      hx: env.HX_SERVICE_URL || 'https://hx.example.invalid/login',
    },
    hxSecret: env.HX_SECRET || undefined,
  };
}
