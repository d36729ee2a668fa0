import type { Page } from '../paging.ts';
import type { Role } from '../roles.ts';

/**
 * A resource declaration: plain data, read by the server (which makes its API from it,
 * server/resources/) and the client (which renders its page, src/ui/resource/). No React, no SQL.
 * docs/resources.md walks through a complete example.
 */

/**
 * Whose rows a caller sees (server/scope.ts turns this into one SQL condition):
 * - national: dictionaries, every allowed role sees every row;
 * - region: rows belong to a province/city/county (admins see their region, others nothing);
 * - institution: rows also belong to an institution (the institution, and its teachers, see its own);
 * - class: rows also belong to a class (a teacher sees the classes they teach);
 * - shop: rows belong to the caller's own shop;
 * - supplier: rows belong to the caller's own supplier profile (the supply market);
 * - own: rows belong to the caller (the national admin sees all);
 * - self: rows belong to the caller, whatever the role (personal workspaces: an anchor's selection).
 */
export type ScopeKind = 'national' | 'region' | 'institution' | 'class' | 'shop' | 'supplier' | 'own' | 'self';

/** Where the API lives: under each back-office role prefix of spec §7, or a fixed area (supply market, workbench…). */
export type Mount = 'role' | 'seller' | 'student' | 'supply' | 'workbench' | 'common';

export type FieldType =
  | 'text'
  | 'textarea'
  | 'phone'
  | 'idCard'
  | 'username'
  | 'fen'
  | 'int'
  | 'enum'
  | 'bool'
  | 'date'
  | 'datetime'
  | 'region'
  | 'image'
  | 'file'
  | 'richText'
  /** Write-only (8–24 characters, spec §5): sent on create, never read back, listed, filtered or exported. */
  | 'password'
  | 'ref';

/**
 * How a field filters: `eq` equals (on a multi-valued field: contains the value), `prefix` starts with
 * (uses an index: names, phones, codes on big tables), `like` contains (scans: small tables only),
 * `range` from/to, `in` one of a comma list.
 */
export type FilterKind = 'eq' | 'prefix' | 'like' | 'range' | 'in';
export type EnumValue = string | number | boolean;

export interface EnumOption {
  value: EnumValue;
  label: string;
  /** Tag colour in lists. */
  tone?: 'default' | 'primary' | 'success' | 'warning' | 'danger';
}

export interface FieldDecl {
  type: FieldType;
  label: string;
  /** Must have a value (create and update). */
  required?: boolean;
  /** Overrides the type's standard "please fill in" message. */
  requiredMessage?: string;
  /** Shown as a table column and on the phone card (in declaration order). */
  list?: boolean;
  /** The card title on phones (default: the first listed field). */
  title?: boolean;
  /** On the phone card (default: the first four listed fields after the title); 'whenSet': only on the cards of rows that have a value. */
  card?: boolean | 'whenSet';
  filter?: FilterKind;
  sort?: boolean;
  /** Written from the form: on create and update ('both', the default for form fields), or only on create. */
  form?: 'both' | 'create';
  /** Heavy fields (rich text) are left out of list answers; the detail has them. */
  detailOnly?: boolean;
  /** Left out of exports. */
  noExport?: boolean;
  placeholder?: string;
  help?: string;
  /** Text length (characters) or number range. */
  min?: number;
  max?: number;
  pattern?: { source: string; message: string };
  /** enum choices; on a bool, the labels of true and false. */
  options?: readonly EnumOption[];
  /** enum, ref, image, file: several values. */
  multiple?: boolean;
  /** ref: the resource key whose rows are offered (its `options` call). */
  ref?: string;
  /** ref: a referenced row outside the caller's scope is 404, as the row itself would be (default 400 所选…不存在). */
  refNotFound?: boolean;
  /** region: the levels offered and accepted (1 province, 2 city, 3 county); default every level of the caller's jurisdiction. */
  regionLevels?: readonly (1 | 2 | 3)[];
  /** No two rows may have the same value (among the rows the caller sees, or the whole table: the binding says). */
  unique?: boolean;
  /** Value a new record starts with in the form. */
  initial?: unknown;
  /** The form shows (and checks) the field only while another field has one of these values; the binding decides what a hidden one stores. */
  shownWhen?: When;
  /** Column width hint for tables (px). */
  width?: number;
}

/** An operation applies only while a field has one of these values. */
export interface When {
  field: string;
  in: readonly (string | number | boolean | null)[];
  /** Why not, when the row is not in such a state (default 当前状态不能…): a delete refused while a record is in use says so. */
  refusal?: string;
}

export interface ActionDecl {
  label: string;
  roles?: readonly Role[];
  when?: When;
  confirm?: string;
  danger?: boolean;
  /** Toast after it worked. */
  success: string;
  /** Asks for a reason first (reject, disable…): the label, and the message when it is missing. */
  reason?: { label: string; required: string; max?: number };
  /** Plain-data effect; without it the server's binding supplies the handler. */
  set?: Record<string, string | number | boolean | null>;
  /** Also offered for the selected rows. */
  batch?: boolean;
  /**
   * More to ask for than a reason (a target class, a score change): fields checked by the same rules
   * as a form's (validate.ts checkActionInput), asked for in the action's dialog and sent as `input`;
   * the binding's handler reads them from ctx.input. References must be in the caller's scope.
   */
  fields?: Readonly<Record<string, FieldDecl>>;
}

/**
 * A status tab: a preset filter over the rows (`filter`: a field and the values it may have, the
 * tab 待处理 as `{ status: ['applied', 'returned'] }`; none: every row). The list answers every view's
 * count for the other filters, in the caller's scope. `columns` (list fields) and `actions` (action
 * names, `update`, `delete`) narrow what the view shows.
 */
export interface ViewDecl {
  key: string;
  label: string;
  filter?: Readonly<Record<string, readonly (string | number | boolean)[]>>;
  columns?: readonly string[];
  actions?: readonly string[];
}

/** A figure above the list, worked out by the server over the filtered rows of the view shown: their count, or a field's sum. */
export interface SummaryDecl {
  label: string;
  agg: 'count' | 'sum';
  /** The int or fen field summed. */
  field?: string;
}

export interface ResourceDecl {
  key: string;
  title: string;
  /** Who may read it (and, unless an operation narrows it, write it). */
  roles: readonly Role[];
  scope: ScopeKind;
  mount: Mount;
  fields: Readonly<Record<string, FieldDecl>>;
  /** The field that names a row (reference pickers, confirmations). */
  labelField: string;
  /**
   * A bool field: rows where it is true are shared. Every role allowed to read the resource sees
   * them besides its own scope's rows (a national question bank beside an institution's own), and
   * only the national admin changes them; the binding reads the field like any other.
   */
  shared?: string;
  /** Status tabs with their counts (the first is shown first). */
  views?: readonly ViewDecl[];
  /** Figures above the list. */
  summary?: readonly SummaryDecl[];
  ops: {
    /**
     * `small`: why the list is always short (a class's roster, the reviews waiting): a computed value
     * (a count) may then sort or filter it; elsewhere only indexed plain columns may.
     */
    list: { defaultSort?: { field: string; order: 'asc' | 'desc' }; pageSize?: number; emptyText?: string; small?: string };
    /** `max`: at most this many rows in the caller's scope. `saveAnd`: an action also offered as 保存并… (it runs on the saved row). */
    create?: { roles?: readonly Role[]; label?: string; max?: number; saveAnd?: string } | false;
    /** `label`: the row button (default 编辑), for updates that are a step of their own (处理, 审核…). */
    update?: { roles?: readonly Role[]; when?: When; label?: string } | false;
    delete?: { roles?: readonly Role[]; when?: When; confirm: string; batch?: boolean } | false;
    export?: { roles?: readonly Role[] } | false;
    actions?: Readonly<Record<string, ActionDecl>>;
  };
}

/** Keeps the literal types of a declaration (for RowOf) while checking its shape. */
export function defineResource<const R extends ResourceDecl>(resource: R): R {
  return resource;
}

export interface FileRef {
  fileName: string;
  url: string;
}

type ValueOf<F> = F extends { type: 'int' | 'fen' }
  ? number
  : F extends { type: 'bool' }
    ? boolean
    : F extends { type: 'enum'; options: readonly { value: infer V }[]; multiple: true }
      ? V[]
      : F extends { type: 'enum'; options: readonly { value: infer V }[] }
        ? V
        : F extends { type: 'ref' | 'region'; multiple: true }
          ? number[]
          : F extends { type: 'ref' | 'region' }
            ? number
            : F extends { type: 'file' }
              ? FileRef[]
              : F extends { type: 'image'; multiple: true }
                ? string[]
                : string;

type Fields<R extends ResourceDecl> = R['fields'];
type LabelKeys<R extends ResourceDecl> = {
  [K in keyof Fields<R>]: Fields<R>[K] extends { type: 'ref' | 'region' } ? K : never;
}[keyof Fields<R>];

/** A row as the server answers it: every field (null when empty) and the names of its ref/region values. */
export type RowOf<R extends ResourceDecl> = { id: number } & { -readonly [K in keyof Fields<R>]: ValueOf<Fields<R>[K]> | null } & {
  [K in LabelKeys<R> as `${K & string}Name`]: string | null;
};

/** A list call's answer: a page, and the views' counts (by key) and the summary figures (in declaration order) of a resource that declares them. */
export type ListAnswer<Row> = Page<Row> & { views?: Record<string, number>; summary?: number[] };

/** Any resource's row, as generic code (the renderer, the factory) handles it. */
export type AnyRow = { id: number } & Record<string, unknown>;

/** What a form sends: the form fields' values. */
export type InputOf<R extends ResourceDecl> = Partial<{ -readonly [K in keyof Fields<R>]: ValueOf<Fields<R>[K]> | null }>;

/** A reference picker's option (GET …/options). */
export interface RefOption {
  value: number;
  label: string;
}
