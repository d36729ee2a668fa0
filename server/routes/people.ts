import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { body, query } from '../http/validate.ts';
import { allow, caller, signedIn } from '../http/caller.ts';
import { forbidden } from '../errors.ts';
import { idParam, parse } from '../validation.ts';
import { phoneRule } from '../rules.ts';
import { MANAGE_ROLES, type Role } from '../../src/api/contract/roles.ts';
import {
  MENU_EDITOR,
  OWN_PROFILE,
  SETTINGS_EDITORS,
  SETTINGS_READERS,
  STUDENT_RECORD,
  SYSTEM_SETTINGS,
  type MenuEntryBody,
  type OwnProfileBody,
} from '../../src/api/contract/settings.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import { answer } from '../http/endpoint.ts';
import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import { menuOffers } from '../services/menus.ts';
import { menuEntries, moveMenuEntry, updateMenuEntry } from '../services/menuAdmin.ts';
import { ownProfile, saveOwnProfile, studentProfile } from '../services/people.ts';
import { allSettings, saveSettings } from '../services/settings.ts';

/**
 * People, organisation and settings routes that are not list/form resources (docs/back-office.md
 * "People, organisation and settings"): the caller's own profile, a learner's whole record, the
 * platform settings and the menu editor.
 */

const profileBody = z.object({
  realName: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(20, '姓名最多20个字'),
  phone: phoneRule,
  avatar: z
    .string({ error: '头像有误，请重新上传' })
    .trim()
    .max(300, '头像有误，请重新上传')
    .refine((v) => !/[\u0000-\u001f]/.test(v), '头像有误，请重新上传'),
}) satisfies z.ZodType<OwnProfileBody, unknown>;

const roleQuery = z.object({
  role: z.coerce.number({ error: '角色有误' }).refine((r): r is Role => MANAGE_ROLES.includes(r as Role), '角色有误'),
}) satisfies z.ZodType<InputOf<typeof MENU_EDITOR.tree>, unknown>;
const menuBody = z.object({
  title: z.string({ error: '请输入菜单名称' }).max(100, '菜单名称最多20个字').nullable(),
  icon: z.string({ error: '图标有误' }).max(20, '图标有误'),
  hidden: z.boolean({ error: '显示状态有误' }),
}) satisfies z.ZodType<MenuEntryBody, unknown>;
const moveBody = z.object({ direction: z.enum(['up', 'down'], { error: '移动方向有误' }) }) satisfies z.ZodType<InputOf<typeof MENU_EDITOR.move>, unknown>;
/**
 * Wider than the declared input (Partial<PlatformSettings>) on purpose: saveSettings keeps the
 * PLATFORM_SETTINGS keys and checks each one's range with its label's message.
 */
const settingsBody = z.record(z.string(), z.unknown(), { error: '请求格式有误' });

/**
 * A sub-account may only use the pages its menu offers: the page's own calls refuse it otherwise
 * (its administrator chose which pages it has).
 */
async function requirePage(db: Queryable, user: Caller, path: string) {
  if (user.parentId !== null && !(await menuOffers(db, user, path))) throw forbidden('您的账号无权使用该功能');
}

/** /v1/wangchuang/common/profile: anyone signed in reads and saves their own name, phone and avatar. */
export function profileApi(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();
  answer(r, OWN_PROFILE.get, signedIn, async (c) => ownProfile(db, caller(c).id));
  answer(
    r,
    OWN_PROFILE.save,
    signedIn,
    async (c) => {
      const user = caller(c);
      const input = await body(c, profileBody);
      const saved = await saveOwnProfile(db, user.id, input);
      deps.cache?.forgetUser(user.id);
      return saved;
    },
    '保存成功',
  );
  return r;
}

/** Under each back-office role prefix (roleGuard has matched the prefix to the caller's role). */
export function peopleApi(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  answer(r, STUDENT_RECORD, allow(MANAGE_ROLES), async (c, params) => {
    const id = parse(idParam, params.id);
    return studentProfile(db, caller(c), id);
  });

  answer(r, SYSTEM_SETTINGS.get, allow(SETTINGS_READERS), async (c) => {
    const user = caller(c);
    return { settings: await allSettings(db), editable: SETTINGS_EDITORS.includes(user.role) };
  });
  answer(
    r,
    SYSTEM_SETTINGS.save,
    allow(SETTINGS_EDITORS),
    async (c) => {
      const user = caller(c);
      await requirePage(db, user, '/manage/systemSet');
      const input = await body(c, settingsBody);
      return { settings: await saveSettings(db, user.id, input), editable: true };
    },
    '保存成功',
  );

  answer(r, MENU_EDITOR.tree, allow([1]), async (c) => {
    await requirePage(db, caller(c), '/manage/menuManage');
    return menuEntries(db, query(c, roleQuery).role);
  });
  answer(
    r,
    MENU_EDITOR.update,
    allow([1]),
    async (c, params) => {
      await requirePage(db, caller(c), '/manage/menuManage');
      const id = parse(idParam, params.id);
      const input = await body(c, menuBody);
      return updateMenuEntry(db, id, input);
    },
    '保存成功，相关用户重新登录后生效',
  );
  answer(
    r,
    MENU_EDITOR.move,
    allow([1]),
    async (c, params) => {
      await requirePage(db, caller(c), '/manage/menuManage');
      const id = parse(idParam, params.id);
      const { direction } = await body(c, moveBody);
      return moveMenuEntry(db, id, direction);
    },
    '已调整顺序',
  );
  return r;
}
