import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { fail, ok } from '../http/envelope.ts';
import { allow, caller } from '../http/caller.ts';
import { idAndBody } from '../http/validate.ts';
import { pageQuery } from '../http/paging.ts';
import { badRequest } from '../errors.ts';
import { idParam, parse } from '../validation.ts';
import { MANAGE_ROLES, ROLE, CLASS_TYPES } from '../../src/api/contract/roles.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { INVIGILATION, SNAPSHOT_MAX_BYTES, SUPERVISION } from '../../src/api/contract/supervision.ts';
import type { Endpoint, InputOf } from '../../src/api/contract/endpoint.ts';
import { answer } from '../http/endpoint.ts';
import { runningLives, wall } from '../services/supervision/wall.ts';
import { classSupervision } from '../services/supervision/classes.ts';
import { attemptSnapshots, flagAttempt, invigilationState, invigilationTiles, saveSnapshot, snapshotImage } from '../services/supervision/invigilation.ts';

/**
 * Supervision calls beside the resource layer (docs/back-office.md "Supervision"): the video wall,
 * the live tour, class supervision and remote invigilation under every back-office role prefix
 * (/v1/wangchuang/{role prefix}supervision/…), and the learner's snapshot upload
 * (/v1/wangchuang/student/invigilation/…). Role, then scope (404), then input (400).
 */

const manage = allow(MANAGE_ROLES);
const id = (c: Context, name: string) => parse(idParam, c.req.param(name));
/** A filter of a list's query, by its declared name (these lists read their filters by hand; the paging is pageQuery's). */
const field = <I>(c: Context, _ep: Endpoint<I, unknown>, name: keyof I & string) => c.req.query(name);
const reasonSchema = z.object({
  reason: z.string({ error: '请填写标记原因' }).trim().min(1, '请填写标记原因').max(200, '标记原因最多200个字'),
}) satisfies z.ZodType<InputOf<typeof SUPERVISION.flag>, unknown>;

export function supervisionApi({ db }: Deps) {
  const r = new Hono<AppEnv>();

  answer(r, SUPERVISION.wall, manage, async (c) => {
    const { pageNum, pageSize } = pageQuery(c, 8);
    return wall(db, caller(c), pageNum, pageSize);
  });
  answer(r, SUPERVISION.lives, manage, async (c) => {
    const { pageNum, pageSize } = pageQuery(c, 50);
    const { list, total } = await runningLives(db, caller(c), pageNum, pageSize);
    return pageOf(list, total, pageNum, pageSize);
  });

  answer(r, SUPERVISION.classes, manage, async (c) => {
    const { pageNum, pageSize } = pageQuery(c, 10);
    const name = (field(c, SUPERVISION.classes, 'name') ?? '').trim().slice(0, 50) || undefined;
    const type = field(c, SUPERVISION.classes, 'classType') || undefined;
    if (type && !(CLASS_TYPES as readonly string[]).includes(type)) throw badRequest('班级类型有误');
    const { list, total } = await classSupervision(db, caller(c), { name, classType: type as (typeof CLASS_TYPES)[number] | undefined, pageNum, pageSize });
    return pageOf(list, total, pageNum, pageSize);
  });

  answer(r, SUPERVISION.invigilation, manage, async (c) => {
    const { pageNum, pageSize } = pageQuery(c, 12);
    const state = field(c, SUPERVISION.invigilation, 'state') ?? 'running';
    if (state !== 'running' && state !== 'ended') throw badRequest('状态有误');
    const rawClassId = field(c, SUPERVISION.invigilation, 'classId');
    const classId = rawClassId ? parse(idParam, rawClassId) : undefined;
    const flagged = field(c, SUPERVISION.invigilation, 'flagged') === 'true';
    const { list, total } = await invigilationTiles(db, caller(c), { state, classId, flagged, pageNum, pageSize });
    return pageOf(list, total, pageNum, pageSize);
  });
  answer(r, SUPERVISION.snapshots, manage, async (c, params) => attemptSnapshots(db, caller(c), parse(idParam, params.attemptId)));
  r.get('/supervision/snapshot/:id', manage, async (c) => {
    const s = await snapshotImage(db, caller(c), id(c, 'id'));
    return c.body(new Uint8Array(s.image), 200, { 'Content-Type': s.mime, 'Cache-Control': 'private, max-age=3600' });
  });
  answer(
    r,
    SUPERVISION.flag,
    manage,
    idAndBody('attemptId', reasonSchema, async (c, attemptId, b) => {
      await flagAttempt(db, caller(c), attemptId, b.reason);
      return null;
    }),
    '已标记',
  );
  answer(
    r,
    SUPERVISION.unflag,
    manage,
    async (c, params) => {
      const attemptId = parse(idParam, params.attemptId);
      await flagAttempt(db, caller(c), attemptId, null);
      return null;
    },
    '已取消标记',
  );
  return r;
}

const learnerOnly = allow([ROLE.STUDENT]);

export function invigilationApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, INVIGILATION.state, learnerOnly, async (c, params) => invigilationState(db, caller(c), parse(idParam, params.attemptId)));
  r.post(
    '/invigilation/:attemptId/snapshot',
    learnerOnly,
    bodyLimit({ maxSize: SNAPSHOT_MAX_BYTES + 16 * 1024, onError: (c) => fail(c, 413, '抓拍图片不能超过512KB') }),
    async (c) => {
      const attemptId = id(c, 'attemptId');
      const form = await c.req.formData().catch(() => null);
      const file = form?.get('image');
      if (!file || typeof file === 'string') throw badRequest('请上传抓拍图片');
      const bytes = new Uint8Array(await file.arrayBuffer());
      return ok(c, await saveSnapshot(db, caller(c), attemptId, bytes));
    },
  );
  return r;
}
