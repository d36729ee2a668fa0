import { describe, expect, it } from 'vitest';
import { fewAtOnce } from '../../server/services/fewAtOnce.ts';

const later = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('fewAtOnce', () => {
  it('runs at most `limit` at a time, the rest in the order they came, and answers each its own result', async () => {
    const inTurn = fewAtOnce(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((n) =>
        inTurn(async () => {
          started.push(n);
          most = Math.max(most, ++running);
          await later(10);
          running--;
          return n * 10;
        }),
      ),
    );
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(results).toEqual([0, 10, 20, 30, 40]);
  });

  it('a failed piece of work frees its turn and fails only its own caller', async () => {
    const inTurn = fewAtOnce(1);
    const failing = inTurn(async () => {
      throw new Error('坏了');
    });
    const next = inTurn(async () => '好了');
    await expect(failing).rejects.toThrow('坏了');
    await expect(next).resolves.toBe('好了');
  });
});
