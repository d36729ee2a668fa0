import { accessSync, constants, mkdirSync, realpathSync, rmSync, statfsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from './config.ts';
import { ConfigError } from './config.ts';

/** The kernel's virtual file systems: nothing can be stored there, and a recursive mkdir under /proc never returns. */
const SYSTEM_PREFIXES = ['/proc', '/sys', '/dev'];
/** statfs types of the same file systems mounted elsewhere: proc, sysfs, devtmpfs, devpts, cgroup, cgroup2, debugfs, securityfs. */
const SYSTEM_FS_TYPES = new Set([0x9fa0, 0x62656572, 0x1021994, 0x1cd1, 0x27e0eb, 0x63677270, 0x64626720, 0x73636673]);
/** Deeper than any real data folder: the walk up to an existing ancestor is bounded by it. */
const MAX_DEPTH = 64;

const underPrefix = (path: string) => SYSTEM_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

/** The nearest folder of `path` (itself or an ancestor) that exists, and the missing levels below it, top first. */
function existingAncestor(path: string, setting: string): { base: string; missing: string[] } {
  const missing: string[] = [];
  let p = path;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    try {
      statSync(p);
      return { base: p, missing };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT') throw new ConfigError(`无法访问 ${path}（${setting}）：${code ?? (e as Error).message}。请把 DATA_DIR 指向服务进程可写的文件夹`);
    }
    missing.unshift(p);
    if (dirname(p) === p) break;
    p = dirname(p);
  }
  throw new ConfigError(`${path}（${setting}）层级过深：请把 DATA_DIR 指向服务进程可写的普通文件夹`);
}

/** Refuses a path that is, or resolves into, one of the kernel's virtual file systems (/proc, /sys, /dev). */
function refuseSystemFolder(path: string, base: string, setting: string): void {
  let real = base;
  try {
    real = realpathSync(base);
  } catch {
    // checked by its name alone
  }
  let systemFs = false;
  try {
    systemFs = SYSTEM_FS_TYPES.has(Number(statfsSync(real).type));
  } catch {
    // no statfs here: the prefixes decide
  }
  if (underPrefix(path) || underPrefix(real) || systemFs)
    throw new ConfigError(`${path}（${setting}）位于系统虚拟文件系统（/proc、/sys、/dev）中，不能存放数据：请把 DATA_DIR 指向服务进程可写的普通文件夹`);
}

/**
 * A folder the server writes to: created when missing, refused (one line with the fix) when it is a
 * file, read-only or inside /proc, /sys or /dev. Missing levels are made one by one below the nearest
 * existing folder, after that folder's real path was checked: a recursive mkdir under /proc loops forever.
 */
export function writableFolder(path: string, setting: string): void {
  const { base, missing } = existingAncestor(path, setting);
  refuseSystemFolder(path, base, setting);
  if (!missing.length && !statSync(path).isDirectory())
    throw new ConfigError(`${path}（${setting}）是一个文件而不是文件夹：请删除或改名该文件，或把 DATA_DIR 指向另一个文件夹`);
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') continue;
      if (code === 'ENOTDIR') throw new ConfigError(`无法访问 ${path}（${setting}）：ENOTDIR。请把 DATA_DIR 指向服务进程可写的文件夹`);
      throw new ConfigError(`无法创建文件夹 ${path}（${setting}）：${code ?? (e as Error).message}。请把 DATA_DIR 指向服务进程可写的文件夹`);
    }
  }
  const probe = join(path, `.write-test-${process.pid}`);
  try {
    accessSync(path, constants.W_OK);
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
  } catch {
    throw new ConfigError(`文件夹 ${path}（${setting}）不可写：请授予服务进程写权限（例如 chown），或把 DATA_DIR 指向可写的文件夹`);
  }
}

/** Checks made before anything else starts: the data folder and its uploads folder (PGlite's pg/ too without DATABASE_URL). */
export function checkFolders(config: Config): void {
  writableFolder(config.dataDir, 'DATA_DIR');
  writableFolder(join(config.dataDir, 'uploads'), '上传文件目录 DATA_DIR/uploads');
  writableFolder(join(config.dataDir, 'exports'), '导出文件目录 DATA_DIR/exports');
  if (!config.databaseUrl) writableFolder(join(config.dataDir, 'pg'), '数据库目录 DATA_DIR/pg');
}

/** One line for an error met while starting: what went wrong and, where known, how to fix it. */
export function startupMessage(e: unknown, config?: Config): string {
  if (e instanceof ConfigError) return e.message;
  const err = e as NodeJS.ErrnoException & { address?: string; port?: number };
  if (err?.code === 'EADDRINUSE') return `端口 ${config?.port ?? err.port} 已被占用：请停止占用它的程序，或用 PORT=<其他端口> 启动`;
  if (err?.code === 'EACCES' && err.syscall === 'listen') return `没有权限监听端口 ${config?.port}：请使用 1024 以上的端口（PORT=8080）`;
  if (
    config?.databaseUrl &&
    (err?.code === 'ECONNREFUSED' || err?.code === 'ENOTFOUND' || err?.code === '28P01' || err?.code === '3D000' || err?.code === 'ETIMEDOUT')
  ) {
    return `无法连接 DATABASE_URL 指向的 PostgreSQL（${err.code}：${err.message}）：请检查地址、端口、用户名、密码和数据库名，并确认数据库已启动`;
  }
  return `${err?.message ?? String(e)}`.split('\n')[0]!;
}
