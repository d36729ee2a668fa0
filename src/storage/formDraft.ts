import { draftStore } from './answerDraft.ts';

/**
 * What a form holds before it is saved, kept on the device (database cy-drafts) as the user types:
 * a network error, a reload or going offline loses nothing. Keyed by user, resource and record, so
 * another account on the same device never sees it. Cleared once saved or discarded.
 */
const keyOf = (user: string, resource: string, id: number | null) => `form:${user}:${resource}:${id ?? 'new'}`;

export interface FormDraft {
  values: Record<string, unknown>;
  savedAt: number;
}

export const readFormDraft = (user: string, resource: string, id: number | null) => draftStore().get<FormDraft>(keyOf(user, resource, id));
export const writeFormDraft = (user: string, resource: string, id: number | null, values: Record<string, unknown>) =>
  draftStore().set(keyOf(user, resource, id), { values, savedAt: Date.now() } satisfies FormDraft);
export const dropFormDraft = (user: string, resource: string, id: number | null) => draftStore().del(keyOf(user, resource, id));
