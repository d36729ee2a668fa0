import { setMaxListeners } from 'node:events';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { loadConfig, requireSharedSettings, type Config } from './config.ts';
import type { Db } from './db/client.ts';
import { consoleLogger } from './log.ts';
import { checkFolders, startupMessage } from './startup.ts';

const log = consoleLogger();
let config: Config | undefined;

/**
 * Starts one server process: checks the settings and folders (a problem is one line with its fix and
 * exit code 1, never a stack trace), opens and migrates the database, serves the app, and runs the
 * unpaid-order sweeper and, on PGlite, the database maintenance (db/maintenance.ts). SIGTERM/SIGINT: stop taking connections, end the live-chat streams, give the
 * requests in flight SHUTDOWN_GRACE_MS, close the database, exit 0.
 */
async function start() {
  config = loadConfig();
  requireSharedSettings(config);
  checkFolders(config);
  await portIsFree(config.port); // before the database work, so a taken port fails at once
  // the app's modules only once the settings hold: a misconfigured start says so in half a second,
  // not after loading the whole server (2 s here, over 10 s on a busy machine)
  const [{ serve }, { openDatabase }, { createApp, exportQueue }, { startMaintenance }, { startUnpaidOrderSweeper }] = await Promise.all([
    import('@hono/node-server'),
    import('./db/open.ts'),
    import('./app.ts'),
    import('./db/maintenance.ts'),
    import('./services/unpaidOrders.ts'),
  ]);
  const db = await openDatabase(config, log);
  const stopping = new AbortController();
  // every open live stream (chat, signalling, a class of 30 viewers) listens for the shutdown
  setMaxListeners(0, stopping.signal);
  const exports = exportQueue({ db, config, log });
  const app = createApp({ db, config, log, stopping: stopping.signal, exports });
  const server = await listen(serve, app.fetch, config.port);
  log.info(`服务已启动: http://localhost:${config.port} (${db.kind}${db.kind === 'pglite' ? ` ${config.dataDir}` : ''})`);
  const sweeper = startUnpaidOrderSweeper({ db, config, log });
  const maintenance = startMaintenance({ db, log });
  await exports.start();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`收到 ${signal}，正在关闭…`);
    stopping.abort();
    await sweeper.stop();
    await exports.stop();
    await maintenance.stop();
    await closeServer(server, config!.shutdownGraceMs);
    await closeDb(db);
    log.info('已安全关闭');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function portIsFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, () => probe.close(() => resolve()));
  });
}

function listen(serve: typeof import('@hono/node-server').serve, fetch: Parameters<typeof serve>[0]['fetch'], port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port }, () => resolve(server as Server)) as Server;
    server.once('error', reject);
  });
}

/**
 * Stops taking connections and waits for the responses in flight; idle keep-alive connections are
 * closed at once and again as responses end; after graceMs whatever is still open is cut.
 */
async function closeServer(server: Server, graceMs: number) {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const deadline = setTimeout(() => {
    log.info('仍有请求未完成，已到关闭期限，强制断开', { graceMs });
    server.closeAllConnections();
  }, graceMs);
  server.closeIdleConnections();
  await closed;
  clearInterval(idle);
  clearTimeout(deadline);
}

async function closeDb(db: Db) {
  try {
    await db.close();
  } catch (e) {
    log.error('关闭数据库时出错', { error: String(e) });
  }
}

start().catch((e: unknown) => {
  console.error(`启动失败：${startupMessage(e, config)}`);
  process.exit(1);
});
