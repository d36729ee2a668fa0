import { type ReactNode, useRef } from 'react';
import { type Messages, useFieldChecks } from '../../lib/fieldChecks.ts';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { staffMayOpen } from '../../api/contract/staff.ts';
import { session } from '../../state/session.ts';
import './seller.css';

export { useLoad } from '../../ui/useLoad.ts';
export { money } from '../../api/contract/money.ts';

/** The groups of a platform catalogue's rows (/seller/source, webResources), in their first order. */
export const groupsOf = <Row extends { group: string }>(rows: readonly Row[]) => [...new Set(rows.map((r) => r.group))];

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
 * A form's field messages by its rules, shown by the form rule (src/lib/fieldChecks.ts): `check` after
 * an edit of a field, with every value; `checkAll` on submit answers whether the form may send now.
 */
export function useFieldErrors<V extends object>(rules: Rules<V>) {
  const latest = useRef<V | null>(null);
  const checks = useFieldChecks<Extract<keyof V, string>>(() => {
    const all = latest.current;
    if (!all) return {};
    return Object.fromEntries((Object.keys(rules) as (keyof V)[]).map((k) => [k, rules[k]!(all[k], all)])) as Messages<Extract<keyof V, string>>;
  });
  return {
    errors: checks.errors as Partial<Record<keyof V, string | null>>,
    check: (key: keyof V, all: V) => {
      latest.current = all;
      checks.edited([key as Extract<keyof V, string>]);
    },
    checkAll: (all: V) => {
      latest.current = all;
      return checks.submit();
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
