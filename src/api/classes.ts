import { ApiError, download, post, postFormWithProgress } from './http.ts';
import { call, data } from './call.ts';
import type { ImportCellError, RosterImportMode, RosterImportRefusal, RosterImportResult } from './contract/rosterImport.ts';
import { rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import { CLASS_PAGE, CLASS_RESOURCE_KEY, type ClassAction } from './contract/classes.ts';

/**
 * The class pages' own calls (server/routes/classes.ts, docs/back-office.md "Classes"): under the
 * caller's role prefix, limited to their scope. The lists and forms of a class's life are declared
 * resources (src/api/contract/resources/classes.ts, called through src/api/resource.ts).
 */
const cls = (role: Role, id: number, page: string) => `${rolePrefix(role)}class/${id}/${page}`;

export const classInformation = (role: Role, id: number) => data(call(rolePrefix(role), CLASS_PAGE.information, { params: { id } }));
export const classStats = (role: Role, regionId?: number | null) => data(call(rolePrefix(role), CLASS_PAGE.stats, { input: regionId ? { regionId } : {} }));
export const classScores = (role: Role, id: number, query: { pageNum: number; pageSize: number; keyword?: string }) =>
  data(call(rolePrefix(role), CLASS_PAGE.scores, { params: { id }, input: query }));
export const gradePlan = (role: Role, id: number, planId: number, score: number, comment: string) =>
  call(rolePrefix(role), CLASS_PAGE.gradePlan, { params: { id, planId }, input: { score, comment } });
export const classStoreData = (role: Role, id: number) => data(call(rolePrefix(role), CLASS_PAGE.storeData, { params: { id } }));
export const classFlightData = (role: Role, id: number) => data(call(rolePrefix(role), CLASS_PAGE.flightData, { params: { id } }));
export const classFeedback = (role: Role, id: number) => data(call(rolePrefix(role), CLASS_PAGE.feedback, { params: { id } }));
export const classEvaluations = (role: Role, id: number) => data(call(rolePrefix(role), CLASS_PAGE.evaluations, { params: { id } }));
/**
 * One step of a class's life: the class resource's action (the same call its list pages make), which
 * the resource factory answers (server/resources/factory.ts), not an endpoint of this file's.
 */
export const classAction = (role: Role, id: number, action: ClassAction, reason?: string) =>
  post<unknown>(`${rolePrefix(role)}${CLASS_RESOURCE_KEY}/action/${action}/${id}`, reason ? { reason } : {});

/** The learner import template (XLSX). */
export const rosterTemplate = (role: Role) => download(`${rolePrefix(role)}class/roster/template`, {}, () => undefined);

/** An import refused (400): the message (already shown) and every wrong cell; nothing was written. */
export class RosterImportRefused extends Error {
  constructor(
    public cause: ApiError,
    public errors: ImportCellError[],
    public valid: number,
  ) {
    super(cause.msg);
  }
}

/** Imports learners into the class from a filled-in template; `onUpload` hears the bytes sent so far. */
export async function importRoster(role: Role, classId: number, file: File, mode: RosterImportMode, onUpload: (sent: number, total: number) => void) {
  try {
    const res = await postFormWithProgress<RosterImportResult>(cls(role, classId, 'roster/import'), { file, mode }, onUpload);
    return { ...res.data, msg: res.msg };
  } catch (e) {
    const refusal = e instanceof ApiError ? (e.data as RosterImportRefusal | null) : null;
    if (refusal?.errors) throw new RosterImportRefused(e as ApiError, refusal.errors, refusal.valid);
    throw e;
  }
}
