/** Typed calls of the people, organisation and settings pages that are not resources (docs/back-office.md). */
import { call } from './call.ts';
import { PREFIX, rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import {
  MENU_EDITOR,
  OWN_PROFILE,
  STUDENT_RECORD,
  SYSTEM_SETTINGS,
  type MenuEntryBody,
  type OwnProfileBody,
  type PlatformSettings,
} from './contract/settings.ts';

/** The signed-in user's own profile (/manage/setInfo). */
export const ownProfile = async () => (await call(PREFIX.common, OWN_PROFILE.get, {})).data;
export const saveOwnProfile = async (body: OwnProfileBody) => (await call(PREFIX.common, OWN_PROFILE.save, { input: body })).data;

/** A learner's whole record (/manage/searchStudent). */
export const studentProfile = async (role: Role, id: number) => (await call(rolePrefix(role), STUDENT_RECORD, { params: { id } })).data;

/** Platform settings (/manage/systemSet). */
export const platformSettings = async (role: Role) => (await call(rolePrefix(role), SYSTEM_SETTINGS.get, {})).data;
export const savePlatformSettings = async (role: Role, settings: Partial<PlatformSettings>) =>
  (await call(rolePrefix(role), SYSTEM_SETTINGS.save, { input: settings })).data;

/** The menu editor (/manage/menuManage, national admin): a role's menu, rename/icon/hide, order. */
export const menuEntries = async (menuRole: Role) => (await call(rolePrefix(1), MENU_EDITOR.tree, { input: { role: menuRole } })).data ?? [];
export const saveMenuEntry = async (id: number, body: MenuEntryBody) =>
  (await call(rolePrefix(1), MENU_EDITOR.update, { params: { id }, input: body })).data ?? [];
export const moveMenuEntry = async (id: number, direction: 'up' | 'down') =>
  (await call(rolePrefix(1), MENU_EDITOR.move, { params: { id }, input: { direction } })).data ?? [];
