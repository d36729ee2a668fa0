import { describe, expect, it } from 'vitest';
import { slots } from '../../server/services/slots.ts';
import { hashPassword, verifyPassword } from '../../server/services/passwords.ts';

/** A task that records how many run with it, and ends when told. */
function tracked() {
  let now = 0;
  let most = 0;
  const order: number[] = [];
  const ends: (() => void)[] = [];
  const task =
    (id: number, fails = false) =>
    async () => {
      now++;
      most = Math.max(most, now);
      order.push(id);
      await new Promise<void>((resolve) => ends.push(resolve));
      now--;
      if (fails) throw new Error(`task ${id} failed`);
      return id;
    };
  return { task, order, most: () => most, ends };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('slots', () => {
  it('runs at most n tasks at once, the others in the order they came, each with its own answer', async () => {
    const run = slots(2);
    const t = tracked();
    const answers = [1, 2, 3, 4, 5].map((id) => run(t.task(id)));
    await settle();
    expect(t.order).toEqual([1, 2]);
    while (t.ends.length) {
      t.ends.shift()!();
      await settle();
    }
    expect(await Promise.all(answers)).toEqual([1, 2, 3, 4, 5]);
    expect(t.order).toEqual([1, 2, 3, 4, 5]);
    expect(t.most()).toBe(2);
  });

  it('gives the slot of a failed task to the next', async () => {
    const run = slots(1);
    const t = tracked();
    const first = run(t.task(1, true));
    const second = run(t.task(2));
    await settle();
    t.ends.shift()!();
    await expect(first).rejects.toThrow('task 1 failed');
    await settle();
    expect(t.order).toEqual([1, 2]);
    t.ends.shift()!();
    expect(await second).toBe(2);
    // and the slot is free again afterwards
    const third = run(t.task(3));
    await settle();
    t.ends.shift()!();
    expect(await third).toBe(3);
  });

  it('leaves passwords as they were: hashes checked in parallel each answer for their own password', async () => {
    const hashes = await Promise.all(['一号@2026', 'Second#2026', 'third$2026'].map(hashPassword));
    const checks = await Promise.all(hashes.flatMap((h, i) => [verifyPassword(['一号@2026', 'Second#2026', 'third$2026'][i]!, h), verifyPassword('wrong', h)]));
    expect(checks).toEqual([true, false, true, false, true, false]);
  });
});
