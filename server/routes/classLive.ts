import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { allow, caller, signedIn } from '../http/caller.ts';
import { answer, said } from '../http/endpoint.ts';
import { body, query } from '../http/validate.ts';
import { pageQuery } from '../http/paging.ts';
import { badRequest } from '../errors.ts';
import { idParam, parse, text } from '../validation.ts';
import { MANAGE_ROLES } from '../../src/api/contract/roles.ts';
import { CLASS_LIVE, type ClassLiveInput } from '../../src/api/contract/live.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
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
}) satisfies z.ZodType<ClassLiveInput, unknown>;
const listQuery = z.object({ classId: idParam.optional() }) satisfies z.ZodType<Pick<InputOf<typeof CLASS_LIVE.list>, 'classId'>, unknown>;

/** Live classes (/manage/classLive, classLivePage, classLiveReplay) under /v1/wangchuang/live/: back-office roles, scoped by class. */
export function classLiveApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  const staff = allow(MANAGE_ROLES);
  answer(r, CLASS_LIVE.list, staff, async (c) => {
    const p = pageQuery(c);
    const f = query(c, listQuery);
    return classLives(db, caller(c), { ...f, ...p });
  });
  answer(r, CLASS_LIVE.mine, signedIn, async (c) => myClassLives(db, caller(c).id));
  answer(r, CLASS_LIVE.options, staff, async (c) => liveClassOptions(db, caller(c)));
  answer(r, CLASS_LIVE.one, staff, async (c, params) => classLive(db, caller(c), parse(idParam, params.id)));
  answer(r, CLASS_LIVE.create, staff, async (c) => {
    const b = await body(c, create);
    if (b.startsAt !== 'now' && new Date(b.startsAt).getTime() < Date.now() - 60_000) throw badRequest('开播时间不能早于现在');
    const made = await createClassLive(db, caller(c), { ...b, startsAt: b.startsAt === 'now' ? null : b.startsAt });
    return said(made, b.startsAt === 'now' ? '已开播' : '直播已预约');
  });
  answer(r, CLASS_LIVE.start, staff, async (c, params) => startClassLive(db, caller(c), parse(idParam, params.id)), '已开播');
  answer(r, CLASS_LIVE.end, staff, async (c, params) => endClassLive(db, caller(c), parse(idParam, params.id)), '直播已结束');
  answer(
    r,
    CLASS_LIVE.delete,
    staff,
    async (c, params) => {
      await deleteClassLive(db, caller(c), parse(idParam, params.id));
      return null;
    },
    '已删除',
  );
  return r;
}
