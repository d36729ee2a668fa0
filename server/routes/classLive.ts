import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allow, caller, signedIn } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { body, query } from '../http/validate.ts';
import { pageQuery } from '../http/paging.ts';
import { badRequest } from '../errors.ts';
import type { Queryable } from '../db/client.ts';
import { idParam, parse, text } from '../validation.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { classLive, classLives, createClassLive, liveClassOptions, myClassLives } from '../services/classLive.ts';
import { deleteSession, endSession, startSession } from '../services/workbench.ts';

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
    const made = await db.tx((q) => createClassLive(q, caller(c), { ...b, startsAt: b.startsAt === 'now' ? null : b.startsAt }));
    return ok(c, made, b.startsAt === 'now' ? '已开播' : '直播已预约');
  });
  const action = (path: string, run: (q: Queryable, userId: number, id: number) => Promise<unknown>, success: string) =>
    r.post(`/live/classes/:id/${path}`, staff, async (c) => {
      const id = parse(idParam, c.req.param('id'));
      await classLive(db, caller(c), id); // in scope, else 404
      await db.tx(async (q) => {
        await run(q, caller(c).id, id);
        if (path === 'end') await q.query('update live_sessions set on_air = false where id = $1', [id]);
      });
      return ok(c, path === 'delete' ? null : await classLive(db, caller(c), id), success);
    });
  action('start', startSession, '已开播');
  action('end', endSession, '直播已结束');
  action('delete', deleteSession, '已删除');
  return r;
}
