import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allow, caller, signedIn } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { body, query } from '../http/validate.ts';
import { pageQuery } from '../http/paging.ts';
import { badRequest } from '../errors.ts';
import { idParam, parse, text } from '../validation.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import {
  classLive,
  classLives,
  createClassLive,
  deleteClassLive,
  endClassLive,
  liveClassOptions,
  myClassLives,
  startClassLive,
} from '../services/classLive.ts';

const create = z.object({
  classId: idParam,
  title: text('请输入直播标题').pipe(z.string().max(30, '直播标题最多30字')),
  startsAt: z.union([z.literal('now'), z.iso.datetime({ offset: true, error: '开播时间有误' })], { error: '开播时间有误' }),
  durationMin: z.number({ error: '直播时长有误' }).int('直播时长有误').min(15, '直播时长至少15分钟').max(480, '直播时长最多8小时'),
});

/** Live classes (/manage/classLive, classLivePage, classLiveReplay) under /v1/wangchuang/live/: back-office roles, scoped by class. */
export function classLiveApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const staff = allow(MANAGE_ROLES);
  r.get('/live/classes', staff, async (c) => {
    const p = pageQuery(c);
    const f = query(c, z.object({ classId: idParam.optional() }));
    return ok(c, await classLives(db, caller(c), { ...f, ...p }));
  });
  r.get('/live/classes/mine', signedIn, async (c) => ok(c, await myClassLives(db, caller(c).id)));
  r.get('/live/classes/options', staff, async (c) => ok(c, await liveClassOptions(db, caller(c))));
  r.get('/live/classes/:id', staff, async (c) => ok(c, await classLive(db, caller(c), parse(idParam, c.req.param('id')))));
  r.post('/live/classes/create', staff, async (c) => {
    const b = await body(c, create);
    if (b.startsAt !== 'now' && new Date(b.startsAt).getTime() < Date.now() - 60_000) throw badRequest('开播时间不能早于现在');
    const made = await createClassLive(db, caller(c), { ...b, startsAt: b.startsAt === 'now' ? null : b.startsAt });
    return ok(c, made, b.startsAt === 'now' ? '已开播' : '直播已预约');
  });
  r.post('/live/classes/:id/start', staff, async (c) => {
    const id = parse(idParam, c.req.param('id'));
    return ok(c, await startClassLive(db, caller(c), id), '已开播');
  });
  r.post('/live/classes/:id/end', staff, async (c) => {
    const id = parse(idParam, c.req.param('id'));
    return ok(c, await endClassLive(db, caller(c), id), '直播已结束');
  });
  r.post('/live/classes/:id/delete', staff, async (c) => {
    const id = parse(idParam, c.req.param('id'));
    await deleteClassLive(db, caller(c), id);
    return ok(c, null, '已删除');
  });
  return r;
}
