import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { FormField, FormKind } from '../../api/contract/learner.ts';
import { learnerForm, submitLearnerForm } from '../../api/learner.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { ChoiceButton, ChoiceGroup } from '../../ui/Choice.tsx';
import { Card, LearnerPage, fmtDateTime, useLoad } from './common.tsx';
import { act } from '../../ui/act.tsx';
import { useFieldChecks } from '../../lib/fieldChecks.ts';

type Value = boolean | string | string[] | number | undefined;

const filled = (_f: FormField, v: Value) => (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null);

function FieldInput({ f, value, onChange, disabled }: { f: FormField; value: Value; onChange: (v: Value) => void; disabled: boolean }) {
  const id = `lf-${f.key}`;
  switch (f.type) {
    case 'yesno':
      return (
        <div className="ln-pills" role="radiogroup" aria-labelledby={id}>
          {[true, false].map((b) => (
            <button
              key={String(b)}
              type="button"
              role="radio"
              aria-checked={value === b}
              className={`ln-pill${value === b ? ' on' : ''}`}
              disabled={disabled}
              onClick={() => onChange(b)}
            >
              {b ? '是' : '否'}
            </button>
          ))}
        </div>
      );
    case 'radio':
    case 'checkbox': {
      const multi = f.type === 'checkbox';
      const cur = multi ? (Array.isArray(value) ? value : []) : value;
      return (
        <ChoiceGroup className="ln-pills" multiple={multi} labelledBy={id}>
          {(f.options ?? []).map((o) => {
            const on = multi ? (cur as string[]).includes(o) : cur === o;
            return (
              <ChoiceButton
                key={o}
                multiple={multi}
                checked={on}
                className={`ln-pill${on ? ' on' : ''}`}
                disabled={disabled}
                onClick={() => onChange(multi ? (on ? (cur as string[]).filter((x) => x !== o) : [...(cur as string[]), o]) : o)}
              >
                {o}
              </ChoiceButton>
            );
          })}
        </ChoiceGroup>
      );
    }
    case 'stars':
      return (
        <div className="ln-stars" role="radiogroup" aria-labelledby={id}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={value === n}
              aria-label={`${n}星`}
              className={typeof value === 'number' && n <= value ? 'on' : ''}
              disabled={disabled}
              onClick={() => onChange(n)}
            >
              ★
            </button>
          ))}
        </div>
      );
    case 'textarea':
      return (
        <textarea
          id={`${id}-in`}
          aria-labelledby={id}
          className="ln-textarea"
          maxLength={2000}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    default:
      return (
        <input
          id={`${id}-in`}
          aria-labelledby={id}
          className="ln-input"
          maxLength={200}
          value={typeof value === 'string' ? value : ''}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/** One of the once-per-class forms (evaluation, demand, opinion, appraise): fill, submit once, then read back. */
export default function LearnerFormPage({ kind, title }: { kind: FormKind; title: string }) {
  const s = useLoad(() => learnerForm(kind), [kind]);
  const [values, setValues] = useState<Record<string, Value>>({});
  const [busy, setBusy] = useState(false);
  const d = s.data;
  const checks = useFieldChecks(() =>
    Object.fromEntries((d?.fields ?? []).map((f) => [f.key, f.required && !filled(f, values[f.key]) ? `请填写：${f.label}` : null])),
  );
  const errors = checks.errors;
  const done = !!d?.submitted;
  const shown = done ? ((d?.answers ?? {}) as Record<string, Value>) : values;

  const submit = async () => {
    if (!d || busy) return;
    if (!checks.submit()) {
      const first = d.fields.find((f) => f.required && !filled(f, values[f.key]));
      if (first) document.getElementById(`lf-${first.key}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    setBusy(true);
    const result = await act(() => submitLearnerForm(kind, values), {
      key: `learner-form-${kind}`,
      confirm: '每个培训班只能提交一次，提交后不能修改。确认提交吗？',
      confirmText: '提交',
    });
    setBusy(false);
    if (result.ok) s.setData(result.value);
  };

  return (
    <LearnerPage title={d?.title || title}>
      <PageState {...loadState(s)} empty={!!d && !d.fields.length}>
        {d && (
          <>
            {done && (
              <div className="ln-done" role="status" data-testid="form-done">
                <span aria-hidden="true">✓</span>
                <span>已提交（{fmtDateTime(d.submittedAt)}），感谢你的填写。</span>
              </div>
            )}
            {d.summary && (
              <Card title="评估结果">
                <p style={{ margin: 0 }}>{d.summary}</p>
              </Card>
            )}
            <Card>
              {d.intro && (
                <p className="ln-muted" style={{ marginTop: 0 }}>
                  {d.intro}
                </p>
              )}
              {d.fields.map((f, i) => (
                <div key={f.key} className="ln-field">
                  <span id={`lf-${f.key}`} className={`ln-label${f.required ? ' req' : ''}`}>
                    {d.fields.length > 3 ? `${i + 1}. ` : ''}
                    {f.label}
                  </span>
                  <FieldInput
                    f={f}
                    value={shown[f.key]}
                    disabled={done}
                    onChange={(v) => {
                      setValues((x) => ({ ...x, [f.key]: v }));
                      checks.edited([f.key]);
                    }}
                  />
                  {errors[f.key] && (
                    <span className="ln-field-error" role="alert">
                      {errors[f.key]}
                    </span>
                  )}
                </div>
              ))}
              {!done && (
                <Button block color="primary" loading={busy} disabled={busy} onClick={() => void submit()}>
                  提交
                </Button>
              )}
            </Card>
          </>
        )}
      </PageState>
    </LearnerPage>
  );
}
