import type { Writable } from 'node:stream';
import { once } from 'node:events';
import type { Db } from '../db/client.ts';
import { fmtStamp } from '../../src/api/contract/chinaTime.ts';
import { formatValue } from '../../src/api/contract/resource/format.ts';
import type { AnyRow } from '../../src/api/contract/resource/types.ts';
import type { Binding } from './binding.ts';
import { decodeRow, rowsFrom, selectList, type Where } from './query.ts';
import { inPieces } from './pieces.ts';
import { writeXlsx } from './xlsx.ts';

/**
 * Rows are read and written in batches, in id order (keyset), so an export of any size holds one batch
 * in memory. A batch small enough to be done with before the young generation is next swept dies there:
 * with 1,000 rows a batch outlived two sweeps, was promoted, and 100,000 rows left ~50 MB of old garbage
 * behind until a full collection; with 500 the server's memory stays within ~5 MB for any length.
 */
const BATCH = 500;

/** The columns of an export: the declared fields that are not heavy or marked noExport, labelled as on screen. */
function exportColumns(b: Binding) {
  return Object.entries(b.resource.fields).filter(([, f]) => !f.noExport && !f.detailOnly && f.type !== 'richText' && f.type !== 'password');
}

async function* batches(db: Db, b: Binding, where: Where, size: number): AsyncGenerator<AnyRow[]> {
  let last = 0;
  const n = where.params.length;
  for (;;) {
    const rows = await db.query<AnyRow>(
      `select ${selectList(b, true)} from ${rowsFrom(b)} where ${where.sql} and ${b.alias}.id > $${n + 1} order by ${b.alias}.id limit ${size}`,
      [...where.params, last],
    );
    if (!rows.length) return;
    yield rows.map((r) => decodeRow(b, r));
    last = rows[rows.length - 1].id;
    if (rows.length < size) return;
  }
}

/** A spreadsheet cannot be tricked into running a formula from a cell (CSV injection). */
const safeCell = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The caller's filtered, scoped rows of a resource as a table: the declared fields' labels, then the rows in id-order batches. */
export async function resourceTable(db: Db, b: Binding, where: Where, batch = BATCH): Promise<TableFile> {
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${b.from} where ${where.sql}`, where.params);
  const columns = exportColumns(b);
  async function* rows() {
    for await (const rows of batches(db, b, where, batch)) yield rows.map((row) => columns.map(([key, f]) => formatValue(key, f, row)));
  }
  return { title: b.resource.title, total: count?.n ?? 0, header: columns.map(([, f]) => f.label), rows: rows() };
}

export interface TableFile {
  /** The file's and the sheet's name. */
  title: string;
  /** Rows to come, for the progress. */
  total: number;
  header: string[];
  /** The rows' cells as text, batch by batch. */
  rows: AsyncIterable<string[][]>;
}

/** The name a downloaded export gets: its title and the China day it was asked for. */
export function exportFileName(title: string, format: 'csv' | 'xlsx') {
  return `${title}-${fmtStamp().slice(0, 8)}.${format}`;
}

/**
 * Writes any table (a resource's rows, a statistics table, a score sheet) as CSV (UTF-8 with BOM, so
 * Excel reads the Chinese) or XLSX to `out`, one batch of rows in memory at a time, and ends it.
 */
export async function writeTable(out: Writable, format: 'csv' | 'xlsx', file: TableFile): Promise<void> {
  // in place: no second copy of each batch
  async function* safe() {
    for await (const batch of file.rows) {
      for (const cells of batch) for (let i = 0; i < cells.length; i++) cells[i] = safeCell(cells[i]);
      yield batch;
    }
  }
  if (format === 'csv') await writeCsv(out, file.header, safe());
  else await writeXlsx(out, file.title.slice(0, 31), file.header, safe());
}

async function writeCsv(out: Writable, header: string[], rows: AsyncIterable<string[][]>) {
  const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
  if (!out.write(`\ufeff${line(header)}`)) await once(out, 'drain');
  for await (const piece of inPieces(rows, line)) if (!out.write(piece)) await once(out, 'drain');
  out.end();
}
