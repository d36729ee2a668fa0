import type { ReactNode } from 'react';
import './checkBox.css';

/**
 * A round check box with its text (the look of antd-mobile's Checkbox) over a real, visually hidden
 * input whose change React handles. antd-mobile's attaches its click listener in an effect, so a tap
 * right after the box appears was lost (and screen readers found no checkbox: its input is
 * display:none); here the input is labelled by the text, or by `label` when there is none.
 */
export default function CheckBox({
  checked,
  disabled,
  onChange,
  label,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name when the box has no text of its own. */
  label?: string;
  children?: ReactNode;
}) {
  return (
    <label className={`ui-checkbox${checked ? ' is-checked' : ''}${disabled ? ' is-disabled' : ''}`}>
      <input
        type="checkbox"
        className="ui-checkbox-input"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="ui-checkbox-icon" aria-hidden="true">
        {checked && (
          <svg viewBox="0 0 22 22" width="100%" height="100%" aria-hidden="true">
            <path d="M6 11.5l3.5 3.5L16.5 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        )}
      </span>
      {children != null && <span className="ui-checkbox-text">{children}</span>}
    </label>
  );
}
