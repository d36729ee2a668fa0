import type { ReactNode } from 'react';

/** A form field's label, with the red star of a required one (the layer's forms and prompts). */
export default function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required?: boolean; children: ReactNode }) {
  return (
    <label id={`${htmlFor}-label`} htmlFor={htmlFor} className="rs-form-label">
      {required && (
        <span className="rs-required" aria-hidden="true">
          *
        </span>
      )}
      {children}
    </label>
  );
}
