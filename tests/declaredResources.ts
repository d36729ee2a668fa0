import type { ResourceDecl } from '../src/api/contract/resource/types.ts';

/**
 * Every resource declared in src/api/contract/resources/ (each exported defineResource value), found by
 * reading the folder: there is no list to keep beside the server's BINDINGS (server/resources/index.ts),
 * and tests/server/resourceSuite.ts checks that every declaration found here is bound there, once.
 */
const modules = import.meta.glob<Record<string, unknown>>('../src/api/contract/resources/*.ts', { eager: true });

const isDecl = (v: unknown): v is ResourceDecl =>
  !!v && typeof v === 'object' && typeof (v as ResourceDecl).key === 'string' && 'fields' in v && 'ops' in v && 'labelField' in v;

export const DECLARED: readonly ResourceDecl[] = [
  ...new Set(
    Object.keys(modules)
      .sort()
      .flatMap((file) => Object.values(modules[file]!).filter(isDecl)),
  ),
];
