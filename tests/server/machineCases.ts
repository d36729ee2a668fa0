import { expect, it } from 'vitest';
import { AppError } from '../../server/errors.ts';

/** A state machine's whole table, written out independently of the implementation. */
export interface MachineTable<S extends string, A extends string, P extends string> {
  states: readonly S[];
  actions: readonly A[];
  parties: readonly P[];
  /** [from, action, party, to] of every move allowed. */
  allowed: readonly [S, A, P, S][];
  /** The implementation: the state a move leads to, or an AppError. */
  next: (state: S, action: A, party: P) => S;
  /** The status of the AppError a move not allowed throws. */
  refusal: (state: S, action: A, party: P) => number;
}

/** One test per state × action × party: an allowed move reaches its state, any other throws the refusal's AppError. */
export function everyMove<S extends string, A extends string, P extends string>(m: MachineTable<S, A, P>) {
  for (const s of m.states)
    for (const a of m.actions)
      for (const p of m.parties) {
        const allowed = m.allowed.find(([st, ac, ar]) => st === s && ac === a && ar === p);
        it(`${s} + ${a} by ${p} → ${allowed ? allowed[3] : 'refused'}`, () => {
          if (allowed) return expect(m.next(s, a, p)).toBe(allowed[3]);
          let err: unknown;
          try {
            m.next(s, a, p);
          } catch (e) {
            err = e;
          }
          expect(err).toBeInstanceOf(AppError);
          expect((err as AppError).status).toBe(m.refusal(s, a, p));
        });
      }
}
