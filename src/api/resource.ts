import { resourceBase } from './contract/resource/ops.ts';
import type { InputOf, ListAnswer, RefOption, ResourceDecl, RowOf } from './contract/resource/types.ts';
import type { Role } from './contract/roles.ts';
import type { ScopeRegion } from './contract/notices.ts';
import { get, post, postQuery } from './http.ts';
import { peekBootAnswer } from './bootAnswers.ts';
import type { ExportJob } from './contract/exports.ts';
import { PREFIX } from './contract/prefixes.ts';

/** Query of a list call: filters by field name (`<field>From`/`<field>To` for ranges), sort, order, paging. */
export type ListQuery = Record<string, string | number | undefined>;

/**
 * The calls of a declared resource for the caller's role (server/resources/factory.ts answers them).
 * Answers are typed by the declaration (RowOf), the same declaration the server answers from.
 */
export function resourceCalls<R extends ResourceDecl>(resource: R, role: Role) {
  const base = resourceBase(resource, role);
  type Row = RowOf<R>;
  return {
    list: async (query: ListQuery) => (await get<ListAnswer<Row>>(`${base}list`, query)).data,
    /** A list page the server put in the page's HTML for this query, if any (its first render shows it). */
    firstList: (query: ListQuery) => (peekBootAnswer({ path: `${base}list`, query }) as { data?: ListAnswer<Row> } | undefined)?.data,
    detail: async (id: number) => (await get<Row>(`${base}detail/${id}`)).data,
    options: async (keyword = '') => (await get<RefOption[]>(`${base}options`, { keyword })).data ?? [],
    create: async (input: InputOf<R>) => (await post<Row>(`${base}create`, input)).data,
    update: async (id: number, input: InputOf<R>) => (await post<Row>(`${base}update/${id}`, input)).data,
    remove: async (id: number) => {
      await post(`${base}delete/${id}`);
    },
    removeMany: async (ids: number[]) => {
      await post(`${base}batch/delete`, { ids });
    },
    /** A custom action; `input` carries the action's declared fields (ActionDecl.fields). Answers the row after it, or null when it left the resource. */
    action: async (name: string, id: number, reason?: string, input?: Record<string, unknown>) =>
      (await post<Row | null>(`${base}action/${name}/${id}`, { ...(reason ? { reason } : {}), ...(input ? { input } : {}) })).data,
    actionMany: async (name: string, ids: number[], reason?: string, input?: Record<string, unknown>) => {
      await post(`${base}batch/action/${name}`, { ids, ...(reason ? { reason } : {}), ...(input ? { input } : {}) });
    },
    /** Starts (or joins) an export job of the filtered rows (src/ui/resource/ExportButton.tsx follows it). */
    startExport: async (format: 'csv' | 'xlsx', query: ListQuery) => (await postQuery<ExportJob>(`${base}export`, { ...query, format })).data,
  };
}

export type ResourceCalls<R extends ResourceDecl> = ReturnType<typeof resourceCalls<R>>;

/**
 * The choices of a reference field (`ref: 'institution'`): the options of the resource it names, under
 * the same role prefix as the resource that refers to it. None before the role is known.
 */
export async function refOptions(resource: ResourceDecl, ref: string, role: Role | undefined): Promise<RefOption[]> {
  if (!role) return [];
  return (await get<RefOption[]>(`${resourceBase({ ...resource, key: ref }, role)}options`)).data ?? [];
}

/** The regions the caller governs (what region fields offer). */
export async function jurisdiction(): Promise<ScopeRegion[]> {
  return (await get<ScopeRegion[]>(`${PREFIX.adminCommon}jurisdiction`)).data ?? [];
}
