import { call } from './call.ts';
import { rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import { QUALIFIED_CLASS } from './contract/subsidy.ts';

/** Who of a class in the caller's scope qualifies for the subsidy (server/routes/subsidy.ts). */
export const qualifiedClass = async (role: Role, classId: number) => (await call(rolePrefix(role), QUALIFIED_CLASS, { params: { classId } })).data;
