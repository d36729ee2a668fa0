import { get, post } from './http.ts';
import { rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import {
  CLASS_RESOURCE_KEY,
  type ClassAction,
  type ClassEvaluations,
  type ClassFeedback,
  type ClassInformation,
  type ClassStats,
  type FlightData,
  type ScoreSheet,
  type StoreData,
} from './contract/classes.ts';

/**
 * The class pages' own calls (server/routes/classes.ts, docs/back-office.md "Classes"): under the
 * caller's role prefix, limited to their scope. The lists and forms of a class's life are declared
 * resources (src/api/contract/resources/classes.ts, called through src/api/resource.ts).
 */
const data = async <T>(p: Promise<{ data: T }>) => (await p).data;
const cls = (role: Role, id: number, page: string) => `${rolePrefix(role)}class/${id}/${page}`;

export const classInformation = (role: Role, id: number) => data(get<ClassInformation>(cls(role, id, 'information')));
export const classStats = (role: Role, regionId?: number | null) => data(get<ClassStats>(`${rolePrefix(role)}classStats`, regionId ? { regionId } : undefined));
export const classScores = (role: Role, id: number, query: { pageNum: number; pageSize: number; keyword?: string }) =>
  data(get<ScoreSheet>(cls(role, id, 'scores'), query));
export const gradePlan = (role: Role, id: number, planId: number, score: number, comment: string) =>
  post<null>(cls(role, id, `plan/${planId}/grade`), { score, comment });
export const classStoreData = (role: Role, id: number) => data(get<StoreData>(cls(role, id, 'storeData')));
export const classFlightData = (role: Role, id: number) => data(get<FlightData>(cls(role, id, 'flightData')));
export const classFeedback = (role: Role, id: number) => data(get<ClassFeedback>(cls(role, id, 'feedback')));
export const classEvaluations = (role: Role, id: number) => data(get<ClassEvaluations>(cls(role, id, 'evaluations')));
/** One step of a class's life: the class resource's action (the same call its list pages make). */
export const classAction = (role: Role, id: number, action: ClassAction, reason?: string) =>
  post<unknown>(`${rolePrefix(role)}${CLASS_RESOURCE_KEY}/action/${action}/${id}`, reason ? { reason } : {});
