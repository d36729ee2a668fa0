import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv, Deps } from './http/context.ts';
import { fail } from './http/envelope.ts';
import { AppError } from './errors.ts';
import { AuthCache } from './services/authCache.ts';
import { identify, roleGuard } from './http/auth.ts';
import { mountStatic } from './http/static.ts';
import { registerCommon } from './routes/common.ts';
import { registerUpload } from './routes/upload.ts';
import { registerClasses } from './routes/classes.ts';
import { registerNotices } from './routes/notices.ts';
import { registerSimulation } from './routes/simulation.ts';
import { registerShop } from './routes/shop.ts';
import { registerLearner } from './routes/learner.ts';
import { registerLiveChat } from './routes/liveChat.ts';
import { mountResources } from './resources/index.ts';

/** The whole HTTP app: middleware, every API route, then the built PWA. */
export function createApp(appDeps: Deps, options: { serveStatic?: boolean } = {}) {
  const deps: Deps = { ...appDeps, cache: appDeps.cache ?? new AuthCache(appDeps.config.authCacheMs) };
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') || randomUUID();
    c.set('requestId', requestId);
    // Set before the handler answers: touching a finished response's headers would take
    // @hono/node-server off its fast path (about 4× slower under load).
    c.header('X-Request-Id', requestId);
    await next();
  });
  app.use('/v1/*', identify(deps), roleGuard);
  app.use('/v2/*', identify(deps), roleGuard);

  for (const register of [
    registerCommon,
    registerUpload,
    registerClasses,
    registerNotices,
    registerSimulation,
    registerShop,
    registerLearner,
    registerLiveChat,
  ]) {
    register(app, deps);
  }
  mountResources(app, deps);

  app.onError((err, c) => {
    if (err instanceof AppError) return fail(c, err.status, err.message);
    deps.log.error('unexpected error', { requestId: c.get('requestId'), path: c.req.path, error: err.stack || String(err) });
    return fail(c, 500, `服务器开小差了，请稍后再试（${c.get('requestId')}）`);
  });

  if (options.serveStatic !== false) mountStatic(app, deps.config.distDir);

  app.notFound((c) => fail(c, 404, '接口不存在'));
  return app;
}
