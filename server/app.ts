import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv, Deps } from './http/context.ts';
import { fail } from './http/envelope.ts';
import { AppError } from './errors.ts';
import { AuthCache } from './services/authCache.ts';
import { identify, passwordGate, roleGuard } from './http/auth.ts';
import { mountStatic } from './http/static.ts';
import { mediaOrigins } from './config.ts';
import { inputErrorMessage, limitBodies, refuseDeepJson, refuseNulInUrl, securityHeaders } from './http/security.ts';
import { adminCommonApi, commonApi } from './routes/auth.ts';
import { uploadApi, uploadedFiles } from './routes/upload.ts';
import { classesApi } from './routes/classes.ts';
import { manifestApi, noticeReaderApi, noticeWriterApi } from './routes/notices.ts';
import { mountResources } from './resources/index.ts';
import { BACK_OFFICE, TRAIN_READERS } from './http/mounts.ts';
import { seasonApi, storeApi } from './routes/simulation.ts';
import { buyerApi, mallApi, mediaApi, sellerApi } from './routes/shop.ts';
import { learnerApi, videoApi } from './routes/learner.ts';
import { liveChatApi } from './routes/liveChat.ts';
import { liveMediaApi } from './routes/liveMedia.ts';
import { classLiveApi } from './routes/classLive.ts';
import { mountSellerCentre } from './routes/sellerCentre.ts';
import { examAdminApi } from './routes/exams.ts';
import { peopleApi, profileApi } from './routes/people.ts';
import { consultApi, sellerTradeApi } from './routes/sellerTrade.ts';
import { supplyApi } from './routes/supply.ts';
import { workbenchApi } from './routes/workbench.ts';
import { attendanceScoreApi, humanModelsApi, studentAttendanceApi } from './routes/attendance.ts';
import { dashboardApi, screenApi } from './routes/dashboard.ts';
import { subsidyApi } from './routes/subsidy.ts';
import { invigilationApi, supervisionApi } from './routes/supervision.ts';
import { printApi, reportsApi } from './routes/reports.ts';
import { exportJobsApi } from './routes/exports.ts';
import { requestsInFlight } from './http/inFlight.ts';
import { ExportQueue } from './services/exportJobs.ts';
import { EXPORT_SOURCES } from './services/exportSources.ts';
import { LEARNER_PREFIXES, VIDEO_PREFIX } from '../src/api/contract/learner.ts';

const V1 = '/v1/wangchuang';

/** The whole HTTP app: middleware, every API route (sub-apps, one per area and base), then the built PWA. */
export function createApp(appDeps: Deps, options: { serveStatic?: boolean } = {}) {
  const cache = appDeps.cache ?? new AuthCache(appDeps.config.authCacheMs);
  const exports = appDeps.exports ?? exportQueue(appDeps);
  const deps: Deps = { ...appDeps, cache, exports };
  const app = new Hono<AppEnv>();
  // every process forgets a revoked token or a changed user as soon as the database says so
  deps.db.listen('auth_changed', (payload) => cache.onChange(payload)).catch((e: unknown) => deps.log.error('auth cache: LISTEN failed', { error: String(e) }));

  app.use('*', async (c, next) => {
    const requestId = c.req.header('x-request-id') || randomUUID();
    c.set('requestId', requestId);
    await next();
  });
  app.use('*', securityHeaders(deps.config.trustedProxies), limitBodies());
  app.use('/v1/*', requestsInFlight.counting);
  app.use('/v2/*', requestsInFlight.counting);
  app.use('/v1/*', refuseNulInUrl(), refuseDeepJson(), identify(deps), passwordGate, roleGuard);
  app.use('/v2/*', refuseNulInUrl(), refuseDeepJson(), identify(deps), passwordGate, roleGuard);

  app.route(`${V1}/common`, commonApi(deps));
  app.route(`${V1}/common`, profileApi(deps));
  app.route(`${V1}/admin/common`, adminCommonApi(deps));
  app.route(`${V1}/common`, exportJobsApi(deps));
  app.route(`${V1}/upload`, uploadApi(deps));
  app.route('/uploads', uploadedFiles(deps));

  // Under a role prefix (roleGuard answers each prefix to its own role only). Some of spec §7's
  // helpers call teacher/train/; learners are refused the season switch under student/.
  const classes = classesApi(deps);
  const seasons = seasonApi(deps);
  const exams = examAdminApi(deps);
  const roleApi = new Hono<AppEnv>().route('/', classes).route('/', seasons).route('/', exams);
  app.route(`${V1}/${BACK_OFFICE}`, roleApi);
  app.route(`${V1}/${BACK_OFFICE}`, peopleApi(deps));
  app.route(`${V1}/${BACK_OFFICE}`, dashboardApi(deps));
  app.route(`${V1}/${BACK_OFFICE}`, subsidyApi(deps));
  app.route(V1, screenApi(deps));
  app.route(`${V1}/teacher/train`, new Hono<AppEnv>().route('/', classes).route('/', seasons));
  app.route(`${V1}/student`, seasons);
  app.route(`${V1}/student/train`, studentAttendanceApi(deps));
  app.route(`${V1}/${BACK_OFFICE}`, attendanceScoreApi(deps));
  app.route(`${V1}/${BACK_OFFICE}`, supervisionApi(deps));
  app.route(`${V1}/${BACK_OFFICE}`, reportsApi(deps));
  app.route(`${V1}/${BACK_OFFICE}`, printApi(deps));
  app.route(`${V1}/student`, printApi(deps));
  app.route(`${V1}/student`, invigilationApi(deps));

  // Notice readers, each under their role's sysMsg prefix: student/, teacher/, {role}/train/.
  const readers = noticeReaderApi(deps);
  app.route(`${V1}/student`, readers);
  app.route(`${V1}/teacher`, readers);
  app.route(`${V1}/${TRAIN_READERS}/train`, readers);
  app.route(`${V1}/${BACK_OFFICE}`, noticeWriterApi(deps));

  // before the mall's and the seller's routes: the staff gate and the visitor counter wrap them
  mountSellerCentre(app, deps);
  app.route(`${V1}/store`, storeApi(deps));
  app.route(`${V1}/media`, mediaApi(deps));
  app.route(`${V1}/mall`, mallApi(deps));
  app.route(`${V1}/buyers`, buyerApi(deps));
  app.route(`${V1}/seller`, sellerApi(deps));
  app.route(`${V1}/seller`, sellerTradeApi(deps));
  app.route(V1, consultApi(deps));
  app.route(V1, liveChatApi(deps));
  app.route(V1, liveMediaApi(deps));
  app.route(V1, classLiveApi(deps));
  app.route(`${V1}/supply`, supplyApi(deps));
  app.route(`${V1}/workbench`, workbenchApi(deps));

  const learner = learnerApi(deps);
  for (const base of LEARNER_PREFIXES) app.route(base, learner);
  app.route(VIDEO_PREFIX, videoApi(deps));

  // Every declared resource (server/resources/): under the role prefixes, seller/ or student/.
  mountResources(app, deps);

  app.route('/', manifestApi());
  app.route('/models/human', humanModelsApi());

  app.onError((err, c) => {
    if (err instanceof AppError) return fail(c, err.status, err.message);
    // a value the request sent that the database refused (out of range, unknown reference…): the caller's mistake
    const inputError = inputErrorMessage(err);
    if (inputError) {
      deps.log.info('bad input refused by the database', { requestId: c.get('requestId'), path: c.req.path, error: String(err).slice(0, 300) });
      return fail(c, 400, inputError);
    }
    deps.log.error('unexpected error', { requestId: c.get('requestId'), path: c.req.path, error: err.stack || String(err) });
    return fail(c, 500, `服务器开小差了，请稍后再试（${c.get('requestId')}）`);
  });

  if (options.serveStatic !== false) mountStatic(app, deps.config.distDir, mediaOrigins(deps.config.live), deps.log);

  app.notFound((c) => fail(c, 404, '接口不存在'));
  return app;
}

/** How long an export's next batch waits at most for a moment without requests (then it goes anyway). */
export const EXPORT_GAP_WAIT_MS = 50;

/** A process's export worker over its database, writing under DATA_DIR/exports (main.ts starts its polling). */
export function exportQueue({ db, config, log }: Pick<Deps, 'db' | 'config' | 'log'>): ExportQueue {
  return new ExportQueue(db, log, {
    dir: join(config.dataDir, 'exports'),
    concurrency: config.exportConcurrency,
    ttlMs: config.exportTtlMs,
    sources: EXPORT_SOURCES,
    gap: () => requestsInFlight.gap(EXPORT_GAP_WAIT_MS),
  });
}
