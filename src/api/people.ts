/** Typed calls of the people, organisation and settings pages that are not resources (docs/back-office.md). */
import { get, post } from './http.ts';
import { PREFIX, rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import type { MenuEntry, MenuEntryBody, OwnProfile, OwnProfileBody, PlatformSettings, SettingsState, StudentProfile } from './contract/settings.ts';

/** The signed-in user's own profile (/manage/setInfo). */
export const ownProfile = async () => (await get<OwnProfile>(`${PREFIX.common}profile`)).data;
export const saveOwnProfile = async (body: OwnProfileBody) => (await post<OwnProfile>(`${PREFIX.common}profile`, body)).data;

/** A learner's whole record (/manage/searchStudent). */
export const studentProfile = async (role: Role, id: number) => (await get<StudentProfile>(`${rolePrefix(role)}people/student/${id}`)).data;

/** Platform settings (/manage/systemSet). */
export const platformSettings = async (role: Role) => (await get<SettingsState>(`${rolePrefix(role)}systemSet/settings`)).data;
export const savePlatformSettings = async (role: Role, settings: Partial<PlatformSettings>) =>
  (await post<SettingsState>(`${rolePrefix(role)}systemSet/settings`, settings)).data;

/** The menu editor (/manage/menuManage, national admin): a role's menu, rename/icon/hide, order. */
export const menuEntries = async (menuRole: Role) => (await get<MenuEntry[]>(`${rolePrefix(1)}menuManage/tree`, { role: menuRole })).data ?? [];
export const saveMenuEntry = async (id: number, body: MenuEntryBody) => (await post<MenuEntry[]>(`${rolePrefix(1)}menuManage/update/${id}`, body)).data ?? [];
export const moveMenuEntry = async (id: number, direction: 'up' | 'down') =>
  (await post<MenuEntry[]>(`${rolePrefix(1)}menuManage/move/${id}`, { direction })).data ?? [];
