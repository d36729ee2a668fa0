import { fromDateTimeInput, isCalendarDate } from '../chinaTime.ts';
import { yuanToFen } from '../money.ts';
import { AMOUNT_RE, checkIdCard, checkPhone, checkUsername, MSG } from '../rules.ts';
import { formFields, type Mode } from './fields.ts';
import type { ActionDecl, FieldDecl, InputOf, ResourceDecl } from './types.ts';

export { formFields, type Mode };

/**
 * Field rules, the one copy: the form shows these messages (after the spec's 500 ms) and the server
 * answers them as 400s, so the two can never disagree. The first failing field, in declaration
 * order, gives the message.
 */

export const INT_MAX = 2_147_483_647;
/** Largest amount: 100 million yuan, in fen. */
export const FEN_MAX = 10_000_000_000;
const TEXT_MAX: Partial<Record<FieldDecl['type'], number>> = { text: 100, textarea: 2000, richText: 100_000 };
export const UPLOAD_URL_RE = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

const choice = (f: FieldDecl) => ['enum', 'ref', 'region', 'date', 'datetime', 'bool'].includes(f.type);
const upload = (f: FieldDecl) => f.type === 'image' || f.type === 'file';

/** The "please fill in" message of a field. */
export function requiredMessage(f: FieldDecl): string {
  if (f.requiredMessage) return f.requiredMessage;
  switch (f.type) {
    case 'phone':
      return MSG.phoneRequired;
    case 'idCard':
      return MSG.idCardRequired;
    case 'username':
      return MSG.usernameRequired;
    case 'fen':
      return MSG.amountRequired;
    default:
      return upload(f) ? `请上传${f.label}` : choice(f) ? `请选择${f.label}` : `请输入${f.label}`;
  }
}

export const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const whole = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'string' && /^-?\d{1,12}$/.test(v.trim())) return Number(v.trim());
  return null;
};

function checkText(f: FieldDecl, v: unknown): { message: string } | { value: string } {
  if (typeof v !== 'string') return { message: `${f.label}格式有误` };
  if (CONTROL_RE.test(v)) return { message: `${f.label}含有非法字符` };
  const value = f.type === 'richText' ? v : v.trim();
  const max = f.max ?? TEXT_MAX[f.type] ?? 100;
  if (value.length > max) return { message: `${f.label}最多${max}个字` };
  if (f.min !== undefined && value.length < f.min) return { message: `${f.label}至少${f.min}个字` };
  if (f.pattern && !new RegExp(f.pattern.source).test(value)) return { message: f.pattern.message };
  return { value };
}

function checkId(v: unknown): number | null {
  const n = whole(v);
  return n !== null && n >= 1 && n <= INT_MAX ? n : null;
}

/**
 * One field's value: the cleaned value, or the message. `v` is what the form or the request holds;
 * an empty value answers { value: null } unless the field is required.
 */
export function checkField(f: FieldDecl, v: unknown): { message: string } | { value: unknown } {
  if (isEmpty(v)) return f.required ? { message: requiredMessage(f) } : { value: f.type === 'bool' ? false : null };
  const bad = { message: `${f.label}有误` };
  switch (f.type) {
    case 'text':
    case 'textarea':
    case 'richText':
      return checkText(f, v);
    case 'password':
      // spec §5 change-password rule: 8 to 24 characters, not only spaces
      return typeof v === 'string' && !CONTROL_RE.test(v) && v.length >= 8 && v.length <= 24 && v.trim() !== ''
        ? { value: v }
        : { message: MSG.passwordLength };
    case 'phone': {
      const m = typeof v === 'string' ? checkPhone(v.trim()) : MSG.phoneFormat;
      return m ? { message: m } : { value: (v as string).trim() };
    }
    case 'idCard': {
      const m = typeof v === 'string' ? checkIdCard(v.trim()) : MSG.idCardFormat;
      return m ? { message: m } : { value: (v as string).trim().toUpperCase() };
    }
    case 'username': {
      const m = typeof v === 'string' ? checkUsername(v.trim()) : MSG.usernameFormat;
      return m ? { message: m } : { value: (v as string).trim() };
    }
    case 'int': {
      const n = whole(v);
      if (n === null) return { message: `${f.label}须为整数` };
      const min = f.min ?? 0;
      const max = Math.min(f.max ?? INT_MAX, INT_MAX);
      if (n < min) return { message: `${f.label}不能小于${min}` };
      if (n > max) return { message: `${f.label}不能大于${max}` };
      return { value: n };
    }
    case 'fen': {
      const n = whole(v);
      if (n === null || n < (f.min ?? 0) || n > (f.max ?? FEN_MAX)) return { message: MSG.amountFormat };
      return { value: n };
    }
    case 'bool':
      return typeof v === 'boolean' ? { value: v } : v === 'true' || v === 'false' ? { value: v === 'true' } : bad;
    case 'enum': {
      const options = f.options ?? [];
      const one = (x: unknown) => options.find((o) => o.value === x || (typeof o.value === 'number' && whole(x) === o.value))?.value;
      if (f.multiple) {
        if (!Array.isArray(v) || v.length > options.length) return bad;
        const values = v.map(one);
        return values.some((x) => x === undefined) || new Set(values).size !== values.length ? bad : { value: values };
      }
      const value = one(v);
      return value === undefined ? bad : { value };
    }
    case 'date':
      return typeof v === 'string' && isCalendarDate(v) ? { value: v } : { message: `${f.label}格式有误` };
    case 'datetime': {
      // a datetime-local value is China wall time; the wire's ISO instants are taken as they say
      const at = typeof v === 'string' && v.length <= 40 ? fromDateTimeInput(v) : null;
      return at ? { value: at } : { message: `${f.label}格式有误` };
    }
    case 'region':
    case 'ref': {
      if (f.multiple) {
        if (!Array.isArray(v) || v.length > 200) return bad;
        const ids = v.map((x) => checkId(x));
        return ids.some((x) => x === null) ? bad : { value: [...new Set(ids)] };
      }
      const id = checkId(v);
      return id === null ? bad : { value: id };
    }
    case 'image': {
      const urls = f.multiple ? v : [v];
      if (!Array.isArray(urls) || urls.length > (f.max ?? 9)) return bad;
      if (urls.some((u) => typeof u !== 'string' || !UPLOAD_URL_RE.test(u))) return bad;
      return { value: f.multiple ? urls : urls[0] };
    }
    case 'file': {
      if (!Array.isArray(v) || v.length > (f.max ?? 10)) return bad;
      const files = v.map((x) => {
        const r = x as { fileName?: unknown; url?: unknown } | null;
        if (!r || typeof r.fileName !== 'string' || typeof r.url !== 'string') return null;
        const name = r.fileName.trim();
        return name && name.length <= 200 && !CONTROL_RE.test(name) && UPLOAD_URL_RE.test(r.url) ? { fileName: name, url: r.url } : null;
      });
      return files.some((x) => x === null) ? bad : { value: files };
    }
  }
}

export type Checked<T = Record<string, unknown>> = { ok: true; value: T } | { ok: false; field: string; message: string };

/**
 * A form's input in this mode: the cleaned values of its form fields (each passed its field's rule, so
 * they are the declaration's input), or the first message. Other keys are ignored.
 */
export function checkInput<R extends ResourceDecl>(resource: R, raw: unknown, mode: Mode): Checked<InputOf<R>> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, field: '', message: '请求格式有误' };
  const input = raw as Record<string, unknown>;
  const value: Record<string, unknown> = {};
  for (const [key, f] of formFields(resource, mode)) {
    const r = checkField(f, input[key]);
    if ('message' in r) return { ok: false, field: key, message: r.message };
    value[key] = r.value;
  }
  return { ok: true, value: value as InputOf<R> };
}

/** The extra input an action asks for (ActionDecl.fields): the cleaned values, or the first message. */
export function checkActionInput(action: ActionDecl, raw: unknown): Checked {
  const input = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const value: Record<string, unknown> = {};
  for (const [key, f] of Object.entries(action.fields ?? {})) {
    const r = checkField(f, input[key]);
    if ('message' in r) return { ok: false, field: key, message: r.message };
    value[key] = r.value;
  }
  return { ok: true, value };
}

/** An amount typed in yuan (spec §5: an integer or up to two decimals) as fen, or the §5 message. */
export function amountToFen(text: string): { fen: number } | { message: string } {
  const t = text.trim();
  if (!t) return { message: MSG.amountRequired };
  const fen = AMOUNT_RE.test(t) ? yuanToFen(t) : null;
  return fen === null || fen > FEN_MAX ? { message: MSG.amountFormat } : { fen };
}
