import { accessSync, constants, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { ConfigError } from './config.ts';

/** A folder the server writes to: created when missing, refused (one line with the fix) when it is a file or read-only. */
export function writableFolder(path: string, setting: string): void {
  let kind: 'dir' | 'other' | 'missing' = 'missing';
  try {
    kind = statSync(path).isDirectory() ? 'dir' : 'other';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') throw new ConfigError(`无法访问 ${path}（${setting}）：${code ?? (e as Error).message}。请把 DATA_DIR 指向服务进程可写的文件夹`);
  }
  if (kind === 'other') throw new ConfigError(`${path}（${setting}）是一个文件而不是文件夹：请删除或改名该文件，或把 DATA_DIR 指向另一个文件夹`);
  if (kind === 'missing') {
    try {
      mkdirSync(path, { recursive: true });
    } catch (e) {
      throw new ConfigError(
        `无法创建文件夹 ${path}（${setting}）：${(e as NodeJS.ErrnoException).code ?? (e as Error).message}。请把 DATA_DIR 指向服务进程可写的文件夹`,
      );
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
