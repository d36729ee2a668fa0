import { proxy } from 'valtio';
import type { MenuItem, UserInfo } from '../api/contract/auth.ts';
import type { ClassType, Role } from '../api/contract/roles.ts';

/** Spec §3 session: token, name, avatar, roles (one role), userInfo, menu, classType. */
export interface SessionState {
  token: string;
  name: string;
  avatar: string;
  roles: Role[];
  userInfo: UserInfo | null;
  menu: MenuItem[];
  classType: ClassType | null;
  /** 'true' while the profile must be completed on /register (spec §4). */
  isPerfect: string;
}

export const session = proxy<SessionState>({
  token: '',
  name: '',
  avatar: '',
  roles: [],
  userInfo: null,
  menu: [],
  classType: null,
  isPerfect: '',
});
