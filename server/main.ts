import { mkdirSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createApp } from './app.ts';
import { consoleLogger } from './log.ts';

const config = loadConfig();
const log = consoleLogger();
mkdirSync(config.dataDir, { recursive: true });
const db = await openDatabase(config, log);
const app = createApp({ db, config, log });

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  log.info(`服务已启动: http://localhost:${info.port} (${db.kind}${db.kind === 'pglite' ? ' ' + config.dataDir : ''})`);
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info(`收到 ${signal}，正在关闭…`);
  // Stop taking requests, let the ones in flight finish, then close the database so nothing is lost.
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await db.close();
  log.info('已安全关闭');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
