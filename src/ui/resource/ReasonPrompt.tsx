import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from '../overlay/CenterPopup.tsx';
import type { FieldDecl, RefOption } from '../../api/contract/resource/types.ts';
import { checkField } from '../../api/contract/resource/validate.ts';
import { useFieldChecks } from '../../lib/fieldChecks.ts';
import FieldInput from './FieldInput.tsx';
import FieldLabel from './FieldLabel.tsx';
import './form.css';
import RouteText from '../RouteText.tsx';

export interface PromptAnswer {
  reason?: string;
  input?: Record<string, unknown>;
}

/**
 * Asks for what an action needs before it runs: its declared fields (a target class, a score change)
 * and its reason (reject, disable…), each checked by its own rule and message before anything is sent.
 */
export default function ReasonPrompt({
  title,
  rule,
  fields,
  loadRefs,
  onDone,
}: {
  title: string;
  rule?: { label: string; required: string; max?: number };
  fields?: Readonly<Record<string, FieldDecl>>;
  loadRefs?: (ref: string) => Promise<RefOption[]>;
  onDone: (answer: PromptAnswer | null) => void;
}) {
  const [text, setText] = useState('');
  const [values, setValues] = useState<Record<string, unknown>>(() => Object.fromEntries(Object.entries(fields ?? {}).map(([k, f]) => [k, f.initial ?? null])));
  const max = rule?.max ?? 200;
  const checked = () => {
    const found: Record<string, string> = {};
    const input: Record<string, unknown> = {};
    for (const [key, f] of Object.entries(fields ?? {})) {
      const r = checkField(f, values[key]);
      if ('message' in r) found[key] = r.message;
      else input[key] = r.value;
    }
    if (rule) {
      if (!text.trim()) found.reason = rule.required;
      else if (text.trim().length > max) found.reason = `${rule.label}最多${max}个字`;
    }
    return { found, input };
  };
  const checks = useFieldChecks(() => checked().found);
  const errors = checks.errors;
  const submit = () => {
    if (!checks.submit()) return;
    onDone({ reason: rule ? text.trim() : undefined, input: fields ? checked().input : undefined });
  };
  return (
    <CenterPopup visible bodyClassName="rs-dialog rs-reason" onMaskClick={() => onDone(null)}>
      <form
        className="rs-form"
        aria-label={title}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <header className="rs-form-head">
          <h2>{title}</h2>
        </header>
        <div className="rs-form-body">
          {Object.entries(fields ?? {}).map(([key, f]) => (
            <div key={key} className={`rs-form-field${errors[key] ? ' has-error' : ''}`}>
              <FieldLabel htmlFor={`rp-${key}`} required={f.required}>
                {f.label}
              </FieldLabel>
              <div className="rs-form-control">
                <FieldInput
                  id={`rp-${key}`}
                  name={key}
                  field={f}
                  value={values[key]}
                  onChange={(v) => {
                    setValues((x) => ({ ...x, [key]: v }));
                    checks.edited([key]);
                  }}
                  onBlur={() => undefined}
                  loadRefs={loadRefs ?? (async () => [])}
                  invalid={!!errors[key]}
                  describedBy={errors[key] ? `rp-${key}-error` : f.help ? `rp-${key}-help` : undefined}
                />
                {errors[key] ? (
                  <div id={`rp-${key}-error`} className="rs-form-error" role="alert">
                    {errors[key]}
                  </div>
                ) : (
                  f.help && (
                    <div id={`rp-${key}-help`} className="rs-form-help">
                      <RouteText text={f.help} />
                    </div>
                  )
                )}
              </div>
            </div>
          ))}
          {rule && (
            <div className={`rs-form-field${errors.reason ? ' has-error' : ''}`}>
              <FieldLabel htmlFor="rs-reason" required>
                {rule.label}
              </FieldLabel>
              <div className="rs-form-control">
                <textarea
                  id="rs-reason"
                  rows={4}
                  maxLength={max}
                  value={text}
                  aria-invalid={!!errors.reason || undefined}
                  onChange={(e) => {
                    setText(e.target.value);
                    checks.edited(['reason']);
                  }}
                />
                {errors.reason && (
                  <div className="rs-form-error" role="alert">
                    {errors.reason}
                  </div>
                )}
              </div>
            </div>
          )}
        </div>
        <footer className="rs-form-foot">
          <Button onClick={() => onDone(null)}>取消</Button>
          <Button color="primary" type="submit">
            确定
          </Button>
        </footer>
      </form>
    </CenterPopup>
  );
}
