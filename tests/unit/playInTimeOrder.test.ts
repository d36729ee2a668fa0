import { describe, expect, it } from 'vitest';
import { playInTimeOrder, type Steps } from '../../server/db/seed/play.ts';

const t = (minute: number) => new Date(Date.UTC(2026, 10, 1, 0, minute));

/** A run that logs each step as it is played at its minute. */
async function* run(name: string, minutes: number[], log: string[]): Steps {
  for (const m of minutes) {
    yield t(m);
    log.push(`${name}@${m}`);
  }
}

describe('playInTimeOrder (the seed plays many purchases step by step)', () => {
  it('plays the step due first of all the runs, the earlier run first on a tie', async () => {
    const log: string[] = [];
    await playInTimeOrder([run('a', [0, 50, 100], log), run('b', [10, 20, 200], log), run('c', [50, 60], log)]);
    expect(log).toEqual(['a@0', 'b@10', 'b@20', 'a@50', 'c@50', 'c@60', 'a@100', 'b@200']);
  });

  it('a step learns what the steps before it answered (a purchase pays the order it made)', async () => {
    const log: string[] = [];
    async function* made(): Steps<number> {
      yield t(1);
      const id = 42;
      yield t(5);
      log.push(`pay ${id}`);
      return id;
    }
    await playInTimeOrder([made(), run('other', [3], log)]);
    expect(log).toEqual(['other@3', 'pay 42']);
  });

  it('a run that throws goes to the handler and the others play on; without one it ends the play', async () => {
    const log: string[] = [];
    async function* broken(): Steps {
      yield t(2);
      throw new Error('金币不足');
    }
    const failed: string[] = [];
    await playInTimeOrder([broken(), run('b', [1, 3], log)], (e, i) => failed.push(`${i}: ${(e as Error).message}`));
    expect(failed).toEqual(['0: 金币不足']);
    expect(log).toEqual(['b@1', 'b@3']);
    await expect(playInTimeOrder([broken()])).rejects.toThrow('金币不足');
  });
});
