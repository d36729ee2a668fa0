import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import './form.css';

/** Asks for the reason an action needs (reject, disable…): the rule's own messages, checked before anything is sent. */
export default function ReasonPrompt({
  title,
  rule,
  onDone,
}: {
  title: string;
  rule: { label: string; required: string; max?: number };
  onDone: (reason: string | null) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const max = rule.max ?? 200;
  const submit = () => {
    if (!text.trim()) return setError(rule.required);
    if (text.trim().length > max) return setError(`${rule.label}最多${max}个字`);
    onDone(text.trim());
  };
  return (
    <CenterPopup visible bodyClassName="rs-dialog rs-reason" onMaskClick={() => onDone(null)}>
      <form
        className="rs-form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <header className="rs-form-head">
          <h2>{title}</h2>
        </header>
        <div className="rs-form-body">
          <label className="rs-form-label" htmlFor="rs-reason">
            <span className="rs-required" aria-hidden="true">
              *
            </span>
            {rule.label}
          </label>
          <textarea id="rs-reason" rows={4} maxLength={max} value={text} aria-invalid={!!error || undefined} onChange={(e) => setText(e.target.value)} />
          {error && (
            <div className="rs-form-error" role="alert">
              {error}
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
