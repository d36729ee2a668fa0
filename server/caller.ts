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
  tokenHash: string;
}
