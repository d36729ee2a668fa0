import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { AnyRow, FieldDecl, InputOf, RefOption, ResourceDecl } from '../../api/contract/resource/types.ts';
import { fenToYuan } from '../../api/contract/money.ts';
import { formFields, type Mode } from '../../api/contract/resource/fields.ts';
import { amountToFen, checkField, checkInput, requiredMessage } from '../../api/contract/resource/validate.ts';
import { actionOf, whenHolds } from '../../api/contract/resource/ops.ts';
import { debounce } from '../../lib/timing.ts';
import { useFieldChecks } from '../../lib/fieldChecks.ts';
import { dropFormDraft, readFormDraft, writeFormDraft } from '../../storage/formDraft.ts';
import FieldInput from './FieldInput.tsx';
import FieldLabel from './FieldLabel.tsx';
import './form.css';
import RouteText from '../RouteText.tsx';

export interface RecordFormProps<R extends ResourceDecl = ResourceDecl> {
  resource: R;
  /** The record being edited; none: a new one. */
  row: AnyRow | null;
  /** Draft owner (the signed-in user's name): drafts are per user. */
  user: string;
  phone: boolean;
  loadRefs: (ref: string) => Promise<RefOption[]>;
  /** Saves; answers whether it worked (the caller shows success and failure through act()). `then`: an action to run on the saved row. */
  onSubmit(input: InputOf<R>, then: string | null): Promise<boolean>;
  onClose: () => void;
  /** A page's own parts of the form, by field name, in place of the generated control. */
  fieldsOverride?: Record<string, (props: { value: unknown; onChange: (v: unknown) => void }) => ReactNode>;
  /** In the page itself (a form page such as /manage/ClassInformation) rather than a sheet or dialog. */
  inline?: boolean;
  /** The form's heading (default: 编辑… / the create label). */
  title?: string;
  /**
   * A form page's own buttons in place of 取消 and 保存 (a page saved with 保存 alone; a bond's 退还 and
   * 缴纳): each checks the form and submits with its key as `then`; Enter submits the primary one.
   */
  submits?: readonly { key: string; label: string; primary?: boolean; disabled?: boolean }[];
  /**
   * The page's own rule over the checked values, after the declaration's (a limit from the record the
   * page holds: the balance a bond is paid from): the field and its message, shown under the field, or
   * above the buttons when it names no field of the form (the page's own rows: `after`).
   */
  check?: (input: InputOf<R>, then: string | null) => { field: string; message: string } | null;
  /** The fields under headings of their own (a shop's 基本信息 and 退货地址); fields in no section come first. */
  sections?: readonly { title: string; fields: readonly string[]; extra?: ReactNode }[];
  /** Shown above the fields (what the page says about the record: a balance, the account's facts). */
  note?: ReactNode;
  /**
   * The page's own part of the form after the fields (rows it edits itself: a freight template's regions,
   * checked by `check`), drawn from the values typed so far (amounts as the yuan text typed).
   */
  after?: (values: Readonly<Record<string, unknown>>) => ReactNode;
  /** More in the foot, before the buttons (a page's own: 修改密码). */
  foot?: ReactNode;
  /** The controls' ids are this and the field's name (default `rf-`): a page whose controls are addressed by ids of their own keeps them. */
  idPrefix?: string;
}

/** Form values as the controls hold them: amounts as yuan text. */
function toForm(fields: [string, FieldDecl][], row: AnyRow | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, f] of fields) {
    const v = row ? row[key] : f.initial;
    values[key] = f.type === 'fen' && typeof v === 'number' ? fenToYuan(v) : (v ?? (f.type === 'bool' ? false : null));
  }
  return values;
}

/** Checks one control's value by the declaration's rule (the server's rule): the message or null. */
function messageOf(f: FieldDecl, v: unknown): string | null {
  if (f.type === 'fen') {
    if (v === null || v === undefined || String(v).trim() === '') return f.required ? requiredMessage(f) : null;
    const r = amountToFen(String(v));
    return 'message' in r ? r.message : null;
  }
  const r = checkField(f, v);
  return 'message' in r ? r.message : null;
}

/**
 * Create or edit a record: the form itself (RecordForm.tsx puts it in a bottom sheet on phones, a
 * centred dialog on larger screens; a form page uses it as it is, `inline`). Fields and
 * their rules come from the declaration; their messages follow the form rule (src/lib/fieldChecks.ts,
 * spec §5), and a submit checks every field the way the server will. What is typed is kept on the device until it
 * is saved or discarded.
 */
export default function RecordFormBody<R extends ResourceDecl>({
  resource,
  row,
  user,
  loadRefs,
  onSubmit,
  onClose,
  fieldsOverride,
  inline,
  title: heading,
  submits,
  check,
  sections,
  note,
  after,
  foot,
  idPrefix = 'rf-',
}: RecordFormProps<R>) {
  const mode: Mode = row ? 'update' : 'create';
  const fields = useMemo(() => formFields(resource, mode), [resource, mode]);
  const [values, setValues] = useState(() => toForm(fields, row));
  // a field with `shownWhen` is shown and checked only while the other field allows it
  const shown = fields.filter(([, f]) => whenHolds(f.shownWhen, values));
  const checks = useFieldChecks(() => Object.fromEntries(shown.map(([key, f]) => [key, messageOf(f, values[key])])));
  // what the server refused on a submit the form's own checks passed
  const [refused, setRefused] = useState<{ field: string; message: string } | null>(null);
  const [restored, setRestored] = useState(false);
  const [busy, setBusy] = useState(false);
  const recordId = (row?.id as number | undefined) ?? null;
  const formRef = useRef<HTMLFormElement>(null);
  const saveDraft = useMemo(
    () => debounce((v: Record<string, unknown>) => void writeFormDraft(user, resource.key, recordId, v), 300),
    [user, resource.key, recordId],
  );

  useEffect(() => {
    let live = true;
    readFormDraft(user, resource.key, recordId).then((d) => {
      if (live && d) {
        setValues((v) => ({ ...v, ...d.values }));
        setRestored(true);
      }
    });
    return () => {
      live = false;
      saveDraft.flush();
    };
  }, [user, resource.key, recordId, saveDraft]);

  const change = (key: string, v: unknown) => {
    const next = { ...values, [key]: v };
    setValues(next);
    // passwords are never kept on the device
    saveDraft(Object.fromEntries(Object.entries(next).filter(([k]) => resource.fields[k]?.type !== 'password')));
    checks.edited([key]);
    if (refused?.field === key) setRefused(null);
  };

  const discard = () => {
    saveDraft.cancel();
    void dropFormDraft(user, resource.key, recordId);
    onClose();
  };

  const submit = async (then: string | null) => {
    if (busy) return;
    setRefused(null);
    if (!checks.submit()) {
      const first = shown.find(([key, f]) => messageOf(f, values[key]));
      if (first) formRef.current?.querySelector<HTMLElement>(`#${idPrefix}${first[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const wire = Object.fromEntries(
        fields.map(([key, f]) => {
          const v = values[key];
          if (f.type !== 'fen' || v === null || v === '') return [key, v];
          const r = amountToFen(String(v));
          return [key, 'fen' in r ? r.fen : v];
        }),
      );
      const checked = checkInput(resource, wire, mode);
      const refusal = checked.ok ? (check?.(checked.value, then) ?? null) : { field: checked.field, message: checked.message };
      if (!checked.ok || refusal) {
        if (refusal) setRefused(refusal);
        return;
      }
      saveDraft.cancel();
      if (await onSubmit(checked.value, then)) {
        await dropFormDraft(user, resource.key, recordId);
        onClose();
      }
    } finally {
      setBusy(false);
    }
  };

  const then = mode === 'create' && resource.ops.create ? resource.ops.create.saveAnd : undefined;
  const thenAction = then ? actionOf(resource, then) : undefined;
  const title =
    heading ??
    (row
      ? `${(resource.ops.update && resource.ops.update.label) || '编辑'}${resource.title}`
      : resource.ops.create
        ? (resource.ops.create.label ?? `新建${resource.title}`)
        : '');

  const inSection = new Set(sections?.flatMap((sec) => sec.fields) ?? []);
  const control = ([key, f]: [string, FieldDecl]) => {
    const id = `${idPrefix}${key}`;
    const error = checks.errors[key] ?? (refused?.field === key ? refused.message : undefined);
    const custom = fieldsOverride?.[key];
    return (
      <div key={key} className={`rs-form-field${error ? ' has-error' : ''}${f.type === 'richText' ? ' is-wide' : ''}`}>
        <FieldLabel htmlFor={id} required={f.required}>
          {f.label}
        </FieldLabel>
        <div className="rs-form-control">
          {custom ? (
            custom({ value: values[key], onChange: (v) => change(key, v) })
          ) : (
            <FieldInput
              id={id}
              name={key}
              field={f}
              value={values[key]}
              onChange={(v) => change(key, v)}
              onBlur={() => checks.visited([key])}
              loadRefs={loadRefs}
              invalid={!!error}
              describedBy={error ? `${id}-error` : f.help ? `${id}-help` : undefined}
            />
          )}
          {error ? (
            <div id={`${id}-error`} className="rs-form-error" role="alert">
              {error}
            </div>
          ) : (
            f.help && (
              <div id={`${id}-help`} className="rs-form-help">
                <RouteText text={f.help} />
              </div>
            )
          )}
        </div>
      </div>
    );
  };

  const body = (
    <form
      ref={formRef}
      className={`rs-form${inline ? ' rs-form-inline' : ''}`}
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(submits ? (submits.find((b) => b.primary)?.key ?? null) : null);
      }}
    >
      <header className="rs-form-head">
        <h2>{title}</h2>
        <button type="button" className="rs-close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </header>
      {restored && (
        <p className="rs-form-note" role="status">
          已恢复上次未提交的内容。
          <button
            type="button"
            className="rs-link"
            onClick={() => {
              setValues(toForm(fields, row));
              setRestored(false);
              void dropFormDraft(user, resource.key, recordId);
            }}
          >
            放弃恢复
          </button>
        </p>
      )}
      <div className="rs-form-body">
        {note}
        {shown.filter(([key]) => !inSection.has(key)).map(control)}
        {sections?.map((sec) => (
          <section key={sec.title} className="rs-form-section" aria-label={sec.title}>
            <h3>
              {sec.title}
              {sec.extra}
            </h3>
            {shown.filter(([key]) => sec.fields.includes(key)).map(control)}
          </section>
        ))}
        {after?.(values)}
      </div>
      {refused && !shown.some(([key]) => key === refused.field) && (
        <p className="rs-form-error rs-form-refusal" role="alert">
          {refused.message}
        </p>
      )}
      <footer className="rs-form-foot">
        {foot}
        {submits ? (
          submits.map((b) => (
            <Button
              key={b.key}
              color={b.primary ? 'primary' : 'default'}
              type={b.primary ? 'submit' : 'button'}
              disabled={b.disabled}
              loading={busy}
              onClick={b.primary ? undefined : () => void submit(b.key)}
            >
              {b.label}
            </Button>
          ))
        ) : (
          <>
            <Button onClick={discard} disabled={busy}>
              取消
            </Button>
            {thenAction && (
              <Button onClick={() => void submit(then ?? null)} loading={busy}>
                保存并{thenAction.label}
              </Button>
            )}
            <Button color="primary" type="submit" loading={busy}>
              保存
            </Button>
          </>
        )}
      </footer>
    </form>
  );

  return body;
}
