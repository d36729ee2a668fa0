import type { ReactNode } from 'react';
import './ui.css';

/**
 * A labelled form row with its error, for the first screens (sign-in) where antd-mobile's Form
 * (rc-field-form, async-validator, popover) would double the first download.
 */
export default function Field({ label, htmlFor, error, children }: { label: string; htmlFor: string; error?: string | null; children: ReactNode }) {
  return (
    <div className={`ui-field${error ? ' has-error' : ''}`}>
      <label className="ui-field-label" htmlFor={htmlFor}>
        {label}
      </label>
      <div className="ui-field-control">{children}</div>
      {error && (
        <div className="ui-field-error adm-form-item-feedback-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
