import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { toDateTimeInput } from '../../api/contract/chinaTime.ts';
import type { FieldDecl, FileRef, RefOption } from '../../api/contract/resource/types.ts';
import { uploadFile } from '../../api/upload.ts';
import { showFailure } from '../act.tsx';
import { useRegions } from './useRegions.ts';

export interface FieldInputProps {
  id: string;
  name: string;
  field: FieldDecl;
  /** The form's value: as the wire has it, except amounts (fen fields), which are the yuan text typed. */
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  loadRefs: (ref: string) => Promise<RefOption[]>;
  invalid: boolean;
  describedBy?: string;
}

function Choices({ field, loadRefs }: { field: FieldDecl; loadRefs: FieldInputProps['loadRefs'] }) {
  const [refs, setRefs] = useState<RefOption[]>([]);
  const regions = useRegions(field.type === 'region');
  useEffect(() => {
    if (field.type === 'ref' && field.ref) loadRefs(field.ref).then(setRefs, showFailure);
  }, [field, loadRefs]);
  const options =
    field.type === 'region'
      ? regions
          .filter((r) => !field.regionLevels || field.regionLevels.includes(r.level as 1 | 2 | 3))
          .map((r) => ({ value: r.id, label: `${'　'.repeat(Math.max(0, r.level - 1))}${r.name}` }))
      : field.type === 'ref'
        ? refs
        : (field.options ?? []);
  return (
    <>
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </>
  );
}

// The rich-text editor (and its sanitizer) loads only with a form that has a rich-text field.
const RichTextInput = lazy(() => import('./RichTextInput.tsx'));

/** Several references (a class's teachers): a chip per option the caller may pick, from the referenced resource's options. */
function MultiRef({ id, field, value, onChange, loadRefs }: FieldInputProps) {
  const [refs, setRefs] = useState<RefOption[] | null>(null);
  const regions = useRegions(field.type === 'region');
  useEffect(() => {
    if (field.type === 'ref' && field.ref) loadRefs(field.ref).then(setRefs, showFailure);
  }, [field, loadRefs]);
  const options = field.type === 'region' ? regions.map((r) => ({ value: r.id, label: r.name })) : (refs ?? []);
  const picked = new Set(((value as unknown[] | null) ?? []).map(Number));
  if (field.type === 'ref' && refs && !refs.length) return <span className="rs-form-help">暂无可选的{field.label}</span>;
  return (
    <div className="rs-checks" role="group" aria-labelledby={`${id}-label`}>
      {options.map((o) => (
        <label key={o.value} className={`rs-chip${picked.has(o.value) ? ' is-on' : ''}`}>
          <input
            type="checkbox"
            checked={picked.has(o.value)}
            onChange={(e) => onChange(options.map((x) => x.value).filter((v) => (v === o.value ? e.target.checked : picked.has(v))))}
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}

/** Uploads pictures or files (each checked by the server and owned by the caller) and lists them. */
function UploadInput({ id, field, value, onChange }: FieldInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const image = field.type === 'image';
  const items: FileRef[] = image
    ? ((Array.isArray(value) ? value : value ? [value] : []) as string[]).map((url) => ({ url, fileName: '' }))
    : ((value as FileRef[] | null) ?? []);
  const max = field.multiple ? (field.max ?? (image ? 9 : 10)) : 1;
  const emit = (next: FileRef[]) => onChange(image ? (field.multiple ? next.map((f) => f.url) : (next[0]?.url ?? null)) : next);
  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    setBusy(true);
    const next = [...items];
    try {
      for (const file of Array.from(files).slice(0, max - items.length)) {
        const answer = await uploadFile(file);
        next.push({ url: answer.url, fileName: answer.fileName || file.name });
      }
    } catch (e) {
      showFailure(e);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      emit(next);
    }
  };
  return (
    <div className="rs-upload">
      <ul className={image ? 'rs-upload-images' : 'rs-upload-files'}>
        {items.map((f, i) => (
          <li key={f.url}>
            {image ? (
              <img src={f.url} alt={`${field.label}${i + 1}`} width={72} height={72} />
            ) : (
              <a href={f.url} target="_blank" rel="noopener noreferrer">
                {f.fileName}
              </a>
            )}
            <button
              type="button"
              className="rs-link rs-danger"
              onClick={() => emit(items.filter((_, j) => j !== i))}
              aria-label={`移除${f.fileName || field.label}`}
            >
              移除
            </button>
          </li>
        ))}
      </ul>
      {items.length < max && (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            hidden
            multiple={max - items.length > 1}
            accept={image ? 'image/*' : '.pdf,image/*'}
            onChange={(e) => void add(e.target.files)}
            aria-label={`上传${field.label}`}
          />
          <button type="button" className="rs-button" disabled={busy} onClick={() => input.current?.click()}>
            {busy ? '上传中…' : `上传${image ? '图片' : '附件'}`}
          </button>
        </>
      )}
    </div>
  );
}

/** The control for one declared field. Native controls: light, accessible, and phones give their own pickers. */
export default function FieldInput(props: FieldInputProps) {
  const { id, field, value, onChange, onBlur, invalid, describedBy } = props;
  const common = { id, onBlur, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  const text = value === null || value === undefined ? '' : String(value);
  switch (field.type) {
    case 'textarea':
      return (
        <textarea {...common} rows={4} value={text} maxLength={field.max ?? 2000} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} />
      );
    case 'richText':
      return (
        <Suspense fallback={<div className="rs-rich" aria-busy="true" />}>
          <RichTextInput id={id} label={field.label} value={text} onChange={onChange} />
        </Suspense>
      );
    case 'bool':
      return (
        <label className="rs-switch">
          <input
            {...common}
            type="checkbox"
            role="switch"
            aria-checked={value === true}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span>{field.options?.find((o) => o.value === (value === true))?.label ?? (value === true ? '是' : '否')}</span>
        </label>
      );
    case 'enum':
      if (field.multiple) {
        const picked = new Set((value as unknown[] | null) ?? []);
        return (
          <div className="rs-checks" role="group" aria-labelledby={`${id}-label`}>
            {(field.options ?? []).map((o) => (
              <label key={String(o.value)} className={`rs-chip${picked.has(o.value) ? ' is-on' : ''}`}>
                <input
                  type="checkbox"
                  checked={picked.has(o.value)}
                  onChange={(e) => onChange((field.options ?? []).map((x) => x.value).filter((v) => (v === o.value ? e.target.checked : picked.has(v))))}
                />
                {o.label}
              </label>
            ))}
          </div>
        );
      }
      return (
        <select {...common} value={text} onChange={(e) => onChange(field.options?.find((o) => String(o.value) === e.target.value)?.value ?? null)}>
          <option value="">请选择</option>
          <Choices field={field} loadRefs={props.loadRefs} />
        </select>
      );
    case 'ref':
    case 'region':
      if (field.multiple) return <MultiRef {...props} />;
      return (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
          <option value="">{field.type === 'region' && !field.required ? '不限' : '请选择'}</option>
          <Choices field={field} loadRefs={props.loadRefs} />
        </select>
      );
    case 'image':
    case 'file':
      return <UploadInput {...props} />;
    case 'password':
      return (
        <input
          {...common}
          type="password"
          autoComplete="new-password"
          maxLength={24}
          value={text}
          placeholder="8~24位密码"
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'date':
      return <input {...common} type="date" value={text} onChange={(e) => onChange(e.target.value)} />;
    case 'datetime':
      // the row's ISO instant shown, and typed, as China wall time
      return <input {...common} type="datetime-local" value={toDateTimeInput(text)} onChange={(e) => onChange(e.target.value)} />;
    case 'int':
      return (
        <input {...common} type="number" inputMode="numeric" step={1} value={text} onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)} />
      );
    case 'fen':
      return (
        <span className="rs-money">
          <span aria-hidden="true">¥</span>
          <input {...common} inputMode="decimal" value={text} placeholder="0.00" onChange={(e) => onChange(e.target.value)} />
        </span>
      );
    default:
      return (
        <input
          {...common}
          type={field.type === 'phone' ? 'tel' : 'text'}
          inputMode={field.type === 'phone' ? 'numeric' : undefined}
          autoComplete="off"
          value={text}
          maxLength={field.type === 'phone' ? 11 : field.type === 'idCard' ? 18 : (field.max ?? 100)}
          placeholder={field.placeholder ?? `请输入${field.label}`}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}
