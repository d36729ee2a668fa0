import type { EnumOption, EnumValue } from './resource/types.ts';

/** Short tables of the contract written as rows: an enum's options, a list's tabs or a form's sections. */

type ChoiceRow = readonly [value: EnumValue, label: string, tone?: EnumOption['tone']];
type Choice<R> = R extends readonly [infer V, infer L, infer T]
  ? { value: V; label: L; tone: T }
  : R extends readonly [infer V, infer L]
    ? { value: V; label: L }
    : never;

/** An enum's or a bool's options, one [value, label, tag tone] row each (no tone: the plain tag). */
export function choices<const R extends readonly ChoiceRow[]>(...rows: R): { readonly [K in keyof R]: Choice<R[K]> } {
  return rows.map(([value, label, tone]) => (tone ? { value, label, tone } : { value, label })) as { readonly [K in keyof R]: Choice<R[K]> };
}

/** Tabs or sections in order, one [key, title] row each. */
export function keyTitles<const R extends readonly (readonly [key: string, title: string])[]>(
  ...rows: R
): { readonly [K in keyof R]: { key: R[K][0]; title: R[K][1] } } {
  return rows.map(([key, title]) => ({ key, title })) as { readonly [K in keyof R]: { key: R[K][0]; title: R[K][1] } };
}
