import { proxy } from 'valtio';

/**
 * A counter per resource key, bumped after every write: each list of that resource (kept-alive tabs
 * included) reads it and loads again when it moves.
 */
export const resourceVersions = proxy<Record<string, number>>({});

export function resourceChanged(...keys: string[]) {
  for (const key of keys) resourceVersions[key] = (resourceVersions[key] ?? 0) + 1;
}
