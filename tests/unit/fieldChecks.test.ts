import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VALIDATION_DELAY } from '../../src/api/contract/rules.ts';
import { delayedChecks, passesNow } from '../../src/lib/fieldChecks.ts';

/** A form of two fields whose messages are recorded as a view would show them. */
function form() {
  const values: Record<string, string> = { a: '', b: '' };
  const shown: Record<string, string> = {};
  const messageOf = (k: string) => (values[k] ? null : `请输入${k}`);
  const checks = delayedChecks<string>({
    hide: (names) => {
      for (const k of names === 'all' ? Object.keys(shown) : names) delete shown[k];
    },
    reveal: (names) => {
      for (const k of names === 'all' ? Object.keys(values) : names) {
        const m = messageOf(k);
        if (m) shown[k] = m;
        else delete shown[k];
      }
    },
  });
  const valid = () => Object.keys(values).every((k) => !messageOf(k));
  return { values, shown, checks, valid };
}

describe('form messages: one rule for every form (spec §5, 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the delay is the spec’s 500 ms', () => expect(VALIDATION_DELAY).toBe(500));

  it('a failed submit shows every message 500 ms after the press, not before', () => {
    const f = form();
    expect(f.checks.submitted(f.valid())).toBe(false);
    vi.advanceTimersByTime(499);
    expect(f.shown).toEqual({});
    vi.advanceTimersByTime(1);
    expect(f.shown).toEqual({ a: '请输入a', b: '请输入b' });
  });

  it('an edit takes its field’s message away at once; the verdict comes 500 ms after the last edit, on the values then', () => {
    const f = form();
    f.checks.submitted(false);
    vi.advanceTimersByTime(500);
    f.values.a = 'x';
    f.checks.edited(['a']);
    expect(f.shown).toEqual({ b: '请输入b' });
    vi.advanceTimersByTime(300);
    f.values.a = '';
    f.checks.edited(['a']);
    vi.advanceTimersByTime(499);
    expect(f.shown).toEqual({ b: '请输入b' });
    vi.advanceTimersByTime(1);
    expect(f.shown).toEqual({ a: '请输入a', b: '请输入b' });
  });

  it('before any submit only edited fields get a verdict', () => {
    const f = form();
    f.values.a = 'x';
    f.checks.edited(['a']);
    f.values.a = '';
    f.checks.edited(['a']);
    vi.advanceTimersByTime(500);
    expect(f.shown).toEqual({ a: '请输入a' });
  });

  it('a submit right after typing is checked at once on the current values: valid, it passes and no late verdict comes', () => {
    const f = form();
    f.checks.submitted(false);
    vi.advanceTimersByTime(500);
    f.values.a = 'x';
    f.checks.edited(['a']);
    f.values.b = 'y';
    f.checks.edited(['b']);
    vi.advanceTimersByTime(100);
    expect(f.checks.submitted(f.valid())).toBe(true);
    expect(f.shown).toEqual({});
    vi.advanceTimersByTime(1000);
    expect(f.shown).toEqual({});
  });

  it('a linked field is hidden and checked again when it was checked before', () => {
    const f = form();
    f.checks.edited(['b']);
    vi.advanceTimersByTime(500);
    expect(f.shown).toEqual({ b: '请输入b' });
    f.checks.edited(['a'], ['b']);
    expect(f.shown).toEqual({});
    vi.advanceTimersByTime(500);
    expect(f.shown).toEqual({ a: '请输入a', b: '请输入b' });
  });

  it('reset forgets what was edited', () => {
    const f = form();
    f.checks.submitted(false);
    f.checks.reset();
    vi.advanceTimersByTime(1000);
    expect(f.shown).toEqual({});
  });

  it('a toast form tells its problem 500 ms after the press, and passes at once when there is none', () => {
    const told: string[] = [];
    expect(passesNow(null, (m) => told.push(m))).toBe(true);
    expect(passesNow('请填写实训记录', (m) => told.push(m))).toBe(false);
    vi.advanceTimersByTime(499);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual(['请填写实训记录']);
  });
});
