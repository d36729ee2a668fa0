import { get } from './http.ts';
import { rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import { type QualifiedClass, qualifiedPath } from './contract/subsidy.ts';

/** Who of a class in the caller's scope qualifies for the subsidy (server/routes/subsidy.ts). */
export const qualifiedClass = async (role: Role, classId: number) => (await get<QualifiedClass>(`${rolePrefix(role)}${qualifiedPath(classId)}`)).data;
