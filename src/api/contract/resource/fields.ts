import type { FieldDecl, ResourceDecl } from './types.ts';

/** Which fields go where: a list, its filters, a form (the form's rules are in ./validate.ts, loaded with the form). */

export type Mode = 'create' | 'update';

/** The fields a form writes in this mode. */
export function formFields(resource: ResourceDecl, mode: Mode): [string, FieldDecl][] {
  return Object.entries(resource.fields).filter(([, f]) => f.form === 'both' || (f.form === 'create' && mode === 'create'));
}

export const listFields = (resource: ResourceDecl) => Object.entries(resource.fields).filter(([, f]) => f.list);
export const filterFields = (resource: ResourceDecl) => Object.entries(resource.fields).filter(([, f]) => f.filter);
