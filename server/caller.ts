import type { Role } from '../src/api/contract/roles.ts';

/** The signed-in caller, as the auth middleware finds it from the token (server/http/auth.ts). */
export interface Caller {
  id: number;
  username: string;
  role: Role;
  realName: string;
  phone: string | null;
  provinceId: number | null;
  cityId: number | null;
  countyId: number | null;
  institutionId: number | null;
  classId: number | null;
  needsProfile: boolean;
  /** An account an administrator created or reset: nothing but changing the password until it is changed (server/http/auth.ts). */
  mustChangePassword: boolean;
  /** A sub-account's administrator (its menu is a subset of theirs), else null. */
  parentId: number | null;
  /** A sub-account's menu pages; null: the role's whole menu. */
  menuPaths: string[] | null;
  tokenHash: string;
  /**
   * Set when a shop's staff member calls a seller path (server/http/staffGate.ts): the caller is then
   * the shop's owner, and this is who is really acting and what they may reach.
   */
  staff?: { id: number; username: string; perms: string[] };
}
