/**
 * The order people expect names with numbers in (issue 26): numbers compared as numbers, so 第1期 comes
 * before 第12期 (plain text order put 第12期 first), Chinese by the zh collation. Both sides use it:
 * the server where it makes option lists (server/resources/factory.ts options, class lists), the
 * client where it lists classes from elsewhere.
 */
const collator = new Intl.Collator('zh', { numeric: true });

export const naturalCompare = (a: string, b: string): number => collator.compare(a, b);

/** A copy of the list in natural order of `name(item)`. */
export function naturalSort<T>(list: readonly T[], name: (item: T) => string): T[] {
  return [...list].sort((a, b) => naturalCompare(name(a), name(b)));
}

/** Options in natural order of their labels. */
export const byLabel = <T extends { label: string }>(options: readonly T[]): T[] => naturalSort(options, (o) => o.label);
