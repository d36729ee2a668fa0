import { useEffect, useRef, useState } from 'react';
import { VALIDATION_DELAY } from '../api/contract/rules.ts';

/**
 * When a form's messages show: the one rule of every form (spec §5/§9, validators answer after
 * 500 ms; docs/conformance.md "Form messages").
 * - An edit takes the edited field's message away at once (it may no longer hold); the verdict on
 *   every field edited so far comes VALIDATION_DELAY ms after the last edit, checked on the values
 *   then (never on the values of an earlier keystroke).
 * - A submit checks every field at once on the current values, dropping a verdict still waiting:
 *   valid, the form sends now; not, every field's message comes VALIDATION_DELAY ms after the press,
 *   again checked on the values then.
 * This module holds only the timing; the forms say what a message is and how it is shown
 * (`useFieldChecks` below for hand-written forms, src/ui/checkedForm.tsx for antd-mobile's Form).
 */
export interface MessageView<K> {
  /** Take these fields' messages away now ('all': every message). */
  hide(names: readonly K[] | 'all'): void;
  /** Check these fields on the current values and show their messages ('all': every field). */
  reveal(names: readonly K[] | 'all'): void;
}

export interface DelayedChecks<K> {
  /**
   * Fields were edited. `linked`: fields whose verdict depends on them (a confirmation on its
   * password), hidden and checked again too when they have been checked before. With no names
   * (a form that shows one message for all its fields), every message goes.
   */
  edited(names?: readonly K[], linked?: readonly K[]): void;
  /** Fields were left: their verdict comes after the delay, without hiding a message first. */
  visited(names: readonly K[]): void;
  /** A submit whose values pass (`valid`) or not: answers `valid`; messages as described above. */
  submitted(valid: boolean): boolean;
  /** Forget every edit and message (a form emptied or closed). */
  reset(): void;
  /** Drop a verdict still waiting (the form goes away). */
  cancel(): void;
}

export function delayedChecks<K>(view: MessageView<K>, delay = VALIDATION_DELAY): DelayedChecks<K> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const touched = new Set<K>();
  let all = false;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    cancel();
    if (!all && touched.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      view.reveal(all ? 'all' : [...touched]);
    }, delay);
  };
  return {
    edited(names, linked = []) {
      if (!names) {
        view.hide('all');
      } else {
        const again = linked.filter((n) => all || touched.has(n));
        for (const n of names) touched.add(n);
        view.hide([...names, ...again]);
      }
      schedule();
    },
    visited(names) {
      for (const n of names) touched.add(n);
      schedule();
    },
    submitted(valid) {
      cancel();
      if (valid) {
        view.hide('all');
        return true;
      }
      all = true;
      schedule();
      return false;
    },
    reset() {
      cancel();
      touched.clear();
      all = false;
      view.hide('all');
    },
    cancel,
  };
}

export type Messages<K extends string> = Partial<Record<K, string | null | undefined>>;

const present = <K extends string>(found: Messages<K>): Partial<Record<K, string>> =>
  Object.fromEntries(Object.entries(found).filter(([, m]) => !!m)) as Partial<Record<K, string>>;

/**
 * The rule above for a hand-written form. `check` answers every field's message on the values of
 * the render it comes from (a closure over the form's state); the hook always calls the latest one,
 * so a verdict is on the values of that moment. `submit()` answers whether the form may send now.
 */
export function useFieldChecks<K extends string>(check: () => Messages<K>) {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const checkRef = useRef(check);
  checkRef.current = check;
  const [checks] = useState(() =>
    delayedChecks<K>({
      hide: (names) =>
        setErrors((shown) => (names === 'all' ? {} : (Object.fromEntries(Object.entries(shown).filter(([k]) => !names.includes(k as K))) as typeof shown))),
      reveal: (names) => {
        const found = present(checkRef.current());
        setErrors((shown) => {
          if (names === 'all') return found;
          const next = { ...shown };
          for (const n of names) {
            if (found[n]) next[n] = found[n];
            else delete next[n];
          }
          return next;
        });
      },
    }),
  );
  useEffect(() => () => checks.cancel(), [checks]);
  return {
    /** The messages shown now, by field. */
    errors,
    edited: checks.edited,
    visited: checks.visited,
    reset: checks.reset,
    /** Checks the current values at once: true when the form may send them now. */
    submit: () => checks.submitted(Object.values(checkRef.current()).every((m) => !m)),
  };
}

/**
 * The rule for a form that tells its one problem in a toast rather than under a field: `problem` is
 * the check on the current values; answers whether the form may send now, and when not, tells the
 * problem after the delay.
 */
export function passesNow(problem: string | null, tell: (message: string) => void, delay = VALIDATION_DELAY): boolean {
  if (!problem) return true;
  setTimeout(() => tell(problem), delay);
  return false;
}
