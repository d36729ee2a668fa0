/**
 * Importing learners into a class from the XLSX template (docs/back-office.md "Importing learners"):
 * GET {role}class/roster/template, POST {role}class/{id}/roster/import (multipart file, mode).
 */

import type { Role } from './roles.ts';

/** Who imports: those who place learners in classes (the institution and the administrators of its region). */
export const ROSTER_IMPORTERS: readonly Role[] = [1, 2, 3, 20, 4];

/** The template's columns, in order. */
export const ROSTER_COLUMNS = ['姓名', '性别', '证件类型', '证件号码', '手机号码', '民族', '文化程度', '户籍类型', '人员类别', '联系地址'] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** At most this many learners a file (a class is far smaller). */
export const ROSTER_IMPORT_MAX_ROWS = 500;
/** At most this large a file (a full template is well under 200 KB). */
export const ROSTER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const ROSTER_FILE_TOO_LARGE = '文件不能超过2MB';

/** all: nothing is written unless every row passes; valid: the rows that pass are written, the others reported. */
export type RosterImportMode = 'all' | 'valid';

/** What is wrong with one cell (row as numbered in the sheet). */
export interface ImportCellError {
  row: number;
  column: RosterColumn | '';
  message: string;
}

/** The answer of an import that wrote: how many learners joined, and the rows left out (valid-only mode). */
export interface RosterImportResult {
  imported: number;
  /** of them, learners who were waiting in the registration pool */
  fromPool: number;
  skipped: number;
  errors: ImportCellError[];
}

/** The data of a refused import (400): every wrong cell; nothing was written. */
export interface RosterImportRefusal {
  errors: ImportCellError[];
  valid: number;
  total: number;
}
