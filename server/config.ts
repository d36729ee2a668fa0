import { isIP } from 'node:net';
import { resolve } from 'node:path';

/** Everything the server reads from the environment, in one place (documented in README.md). */
export interface Config {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  /** NODE_ENV=production: shared settings (HX_SECRET) become required. */
  production: boolean;
  /** CAPTCHA=off skips the captcha check; for automated tests only. */
  captchaOff: boolean;
  tokenTtlMs: number;
  /** How long a process may reuse a token check or user info (AUTH_CACHE_MS, 0 = off). */
  authCacheMs: number;
  distDir: string;
  /** Where the external links of the intelligent service centre point. */
  externalUrls: Record<string, string>;
  /** HX_SECRET: signs the intelligent-service-centre hand-over (goHxLoginToken); required with DATABASE_URL or in production. */
  hxSecret?: string;
  /**
   * TRUSTED_PROXIES: addresses (or CIDR ranges) of the load balancers in front of the server. Only a
   * request whose socket peer is one of them has its X-Forwarded-For / X-Forwarded-Proto read.
   */
  trustedProxies: string[];
  /** UNPAID_ORDER_MINUTES: an order not paid within this time is cancelled and its stock released. */
  unpaidOrderMs: number;
  /** SHUTDOWN_GRACE_MS: on SIGTERM, how long requests in flight may take before their connections are closed. */
  shutdownGraceMs: number;
  /** Live media (docs/live.md): LIVE_MEDIA, LIVE_WHIP_URL, LIVE_WHEP_URL, ICE_SERVERS. */
  live: LiveMediaConfig;
  /** EXPORT_CONCURRENCY: export jobs one process runs at once (each user has one running at a time whatever the process). */
  exportConcurrency: number;
  /** EXPORT_TTL_HOURS: how long a finished export's file is kept for download. */
  exportTtlMs: number;
}

export interface LiveMediaConfig {
  mode: 'p2p' | 'whip';
  whipUrl?: string;
  whepUrl?: string;
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
}

/** The origins the pages must be allowed to reach (CSP connect-src) for the media server's WHIP/WHEP. */
export function mediaOrigins(live: LiveMediaConfig): string[] {
  if (live.mode !== 'whip') return [];
  return [...new Set([live.whipUrl, live.whepUrl].filter((u): u is string => !!u).map((u) => new URL(u.replace('{id}', '0')).origin))];
}

/** LIVE_MEDIA=p2p (default: the anchor's browser sends to each viewer) or whip (a media server's WHIP/WHEP endpoints). */
export function liveMediaConfig(env: NodeJS.ProcessEnv): LiveMediaConfig {
  const mode = env.LIVE_MEDIA?.trim() || 'p2p';
  if (mode !== 'p2p' && mode !== 'whip') throw new ConfigError(`LIVE_MEDIA=${JSON.stringify(mode)} 无效：须为 p2p 或 whip`);
  const url = (name: string) => {
    const raw = env[name]?.trim();
    if (!raw) return undefined;
    if (!/^https?:\/\/[^\s]+$/.test(raw)) throw new ConfigError(`${name} 须为 http(s):// 地址，例如 ${name}=https://media.example.com/whip/{id}`);
    return raw;
  };
  const whipUrl = url('LIVE_WHIP_URL');
  const whepUrl = url('LIVE_WHEP_URL');
  if (mode === 'whip' && (!whipUrl || !whepUrl))
    throw new ConfigError('LIVE_MEDIA=whip 时须同时设置 LIVE_WHIP_URL 与 LIVE_WHEP_URL（媒体服务器的 WHIP 推流与 WHEP 拉流地址）');
  let iceServers: LiveMediaConfig['iceServers'] = [];
  if (env.ICE_SERVERS?.trim()) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(env.ICE_SERVERS);
    } catch {
      // not JSON: refused below with the example
    }
    const valid =
      Array.isArray(parsed) &&
      parsed.every((s) => s && (typeof s.urls === 'string' || (Array.isArray(s.urls) && s.urls.every((u: unknown) => typeof u === 'string'))));
    if (!valid) throw new ConfigError('ICE_SERVERS 须为 JSON 数组，例如 ICE_SERVERS=[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]');
    iceServers = parsed as LiveMediaConfig['iceServers'];
  }
  return { mode, whipUrl, whepUrl, iceServers };
}

/** A setting the server cannot start with; `message` is one line saying what and how to fix it. */
export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number, example: string): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw.trim());
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(`${name}=${JSON.stringify(raw)} 无效：须为 ${min}–${max} 之间的整数（例如 ${name}=${example}），或不设置以使用默认值 ${fallback}`);
  }
  return n;
}

/** An IPv4/IPv6 address or CIDR range as written in TRUSTED_PROXIES. */
export function validProxyEntry(entry: string): boolean {
  const [addr, bits, extra] = entry.split('/');
  if (extra !== undefined || !addr) return false;
  const family = isIP(addr);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/** Reads and checks the environment; a bad value throws ConfigError with a one-line fix. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || './data');
  const trustedProxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const badProxy = trustedProxies.find((p) => !validProxyEntry(p));
  if (badProxy)
    throw new ConfigError(`TRUSTED_PROXIES 中的 "${badProxy}" 不是 IP 地址或 CIDR 网段：请写成逗号分隔的列表，例如 TRUSTED_PROXIES=10.0.0.0/8,127.0.0.1`);
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL 须以 postgres:// 或 postgresql:// 开头，例如 DATABASE_URL=postgres://user:pass@db:5432/chuangye');
  }
  return {
    port: integer(env, 'PORT', 8080, 1, 65535, '8080'),
    dataDir,
    databaseUrl,
    production: env.NODE_ENV === 'production',
    captchaOff: env.CAPTCHA === 'off',
    tokenTtlMs: integer(env, 'TOKEN_TTL_DAYS', 7, 1, 365, '7') * 24 * 3600 * 1000,
    authCacheMs: integer(env, 'AUTH_CACHE_MS', 5000, 0, 3_600_000, '5000'),
    distDir: resolve(env.DIST_DIR || './dist'),
    externalUrls: {
      hx: env.HX_SERVICE_URL || 'https://hx.example.invalid/login',
    },
    hxSecret: env.HX_SECRET || undefined,
    trustedProxies,
    unpaidOrderMs: integer(env, 'UNPAID_ORDER_MINUTES', 30, 1, 7 * 24 * 60, '30') * 60_000,
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000, '10000'),
    live: liveMediaConfig(env),
    exportConcurrency: integer(env, 'EXPORT_CONCURRENCY', 2, 1, 16, '2'),
    exportTtlMs: integer(env, 'EXPORT_TTL_HOURS', 24, 1, 720, '24') * 3600_000,
  };
}

/** Settings several processes must share: refused when missing where more than one process may run. */
export function requireSharedSettings(config: Config): void {
  if ((config.production || config.databaseUrl) && !config.hxSecret) {
    throw new ConfigError(
      `HX_SECRET 未设置：${config.databaseUrl ? '使用 DATABASE_URL 时' : 'NODE_ENV=production 时'}每个服务进程须使用同一个签名密钥，请设置 HX_SECRET（例如 openssl rand -hex 32 生成），并与智慧服务中心约定同一值`,
    );
  }
  if (config.hxSecret && config.hxSecret.length < 16) throw new ConfigError('HX_SECRET 太短：请使用至少 16 个字符的随机值（例如 openssl rand -hex 32）');
}
