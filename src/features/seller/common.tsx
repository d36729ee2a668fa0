import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { VALIDATION_DELAY } from '../../api/contract/rules.ts';
import { debounce } from '../../lib/timing.ts';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { staffMayOpen } from '../../api/contract/staff.ts';
import { session } from '../../state/session.ts';
import './seller.css';

export { useLoad } from '../../ui/useLoad.ts';
export { money } from '../../api/contract/money.ts';

/** A white panel with a title. */
export function Panel({ title, extra, children, className = '' }: { title?: ReactNode; extra?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`sc-panel ${className}`}>
      {title && (
        <h2>
          <span>{title}</span>
          {extra}
        </h2>
      )}
      {children}
    </section>
  );
}

/** One figure: a label and a value; a link when `to` is given. */
export function Stat({ label, value, to, alert }: { label: string; value: ReactNode; to?: string; alert?: boolean }) {
  const body = (
    <>
      <span className="sc-stat-label">{label}</span>
      <span className={`sc-stat-value${alert ? ' is-alert' : ''}`}>{value}</span>
    </>
  );
  return to ? (
    <Link className="sc-stat" to={to}>
      {body}
    </Link>
  ) : (
    <div className="sc-stat">{body}</div>
  );
}

/** Whether the signed-in user may open a seller page (a staff member only their areas' pages). */
export function useMayOpen() {
  const { userInfo } = useSnapshot(session);
  const staff = userInfo?.staff ?? null;
  return (page: string) => !staff || staffMayOpen(staff.perms, page);
}

export { fmtDate, fmtDateTime } from '../../api/contract/chinaTime.ts';

/** Whole yuan as typed (§5 amount rule) → fen, or null. */
export function yuanInput(text: string): number | null {
  const t = text.trim();
  if (!/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/.test(t)) return null;
  const [i, d = ''] = t.split('.');
  return Number(i) * 100 + Number(d.padEnd(2, '0'));
}

export type Rules<V> = { [K in keyof V]?: (value: V[K], all: V) => string | null };

/**
 * A form's field messages by its rules: each field answers 500 ms after an edit (spec §5); `checkAll`
 * checks every field at once (on submit) and answers whether all pass.
 */
export function useFieldErrors<V extends object>(rules: Rules<V>) {
  const [errors, setErrors] = useState<Partial<Record<keyof V, string | null>>>({});
  const later = useMemo(
    () =>
      debounce((key: keyof V, all: V) => {
        const rule = rules[key];
        setErrors((e) => ({ ...e, [key]: rule ? rule(all[key], all) : null }));
      }, VALIDATION_DELAY),
    // a page's rules are a module constant
    [rules],
  );
  useEffect(() => () => later.cancel(), [later]);
  return {
    errors,
    check: (key: keyof V, all: V) => later(key, all),
    checkAll: (all: V) => {
      later.cancel();
      const next = Object.fromEntries((Object.keys(rules) as (keyof V)[]).map((k) => [k, rules[k]!(all[k], all)])) as Partial<Record<keyof V, string | null>>;
      setErrors(next);
      return Object.values(next).every((m) => !m);
    },
  };
}

/** A labelled row of a seller form with its message. */
export function FormRow({
  label,
  htmlFor,
  required,
  error,
  help,
  children,
}: {
  label: string;
  htmlFor?: string;
  required?: boolean;
  error?: string | null;
  help?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`sc-field${error ? ' has-error' : ''}`}>
      {htmlFor ? (
        <label htmlFor={htmlFor} className={required ? 'sc-required' : ''}>
          {label}
        </label>
      ) : (
        <span className={`sc-label${required ? ' sc-required' : ''}`}>{label}</span>
      )}
      <div className="sc-control">
        {children}
        {error && (
          <span className="sc-error" role="alert">
            {error}
          </span>
        )}
        {help && <span className="sc-help">{help}</span>}
      </div>
    </div>
  );
}
