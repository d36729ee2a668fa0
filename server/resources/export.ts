import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { AppEnv } from '../http/context.ts';
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

async function* batches(db: Db, b: Binding, where: Where): AsyncGenerator<AnyRow[]> {
  let last = 0;
  const n = where.params.length;
  for (;;) {
    const rows = await db.query<AnyRow>(
      `select ${selectList(b, true)} from ${rowsFrom(b)} where ${where.sql} and ${b.alias}.id > $${n + 1} order by ${b.alias}.id limit ${BATCH}`,
      [...where.params, last],
    );
    if (!rows.length) return;
    yield rows.map((r) => decodeRow(b, r));
    last = rows[rows.length - 1].id;
    if (rows.length < BATCH) return;
  }
}

/** A spreadsheet cannot be tricked into running a formula from a cell (CSV injection). */
const safeCell = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);
const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

function fileName(title: string, format: string) {
  return `${title}-${fmtStamp().slice(0, 8)}.${format}`;
}

/**
 * Streams the caller's filtered, scoped rows as CSV (UTF-8 with BOM, so Excel reads the Chinese) or
 * XLSX, headed by the field labels. X-Export-Total carries the row count for the page's progress.
 */
export async function exportRows(c: Context<AppEnv>, db: Db, log: Logger, b: Binding, where: Where, format: 'csv' | 'xlsx'): Promise<Response> {
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${b.from} where ${where.sql}`, where.params);
  const columns = exportColumns(b);
  async function* rows() {
    for await (const batch of batches(db, b, where)) yield batch.map((row) => columns.map(([key, f]) => formatValue(key, f, row)));
  }
  return streamTable(c, log, { title: b.resource.title, format, total: count?.n ?? 0, header: columns.map(([, f]) => f.label), rows: rows() });
}

export interface TableFile {
  /** The file's and the sheet's name. */
  title: string;
  format: 'csv' | 'xlsx';
  /** Rows to come, for X-Export-Total. */
  total: number;
  header: string[];
  /** The rows' cells as text, batch by batch. */
  rows: AsyncIterable<string[][]>;
}

/**
 * Any table as a streamed CSV or XLSX download (the resource exports, the statistics tables, the
 * score sheets): one batch of rows in memory at a time.
 */
export function streamTable(c: Context<AppEnv>, log: Logger, file: TableFile): Response {
  const headers = {
    'Content-Type': file.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName(file.title, file.format))}`,
    'X-Export-Total': String(file.total),
    'Cache-Control': 'no-store',
  };
  const out = new PassThrough();
  // in place: no second copy of each batch
  async function* safe() {
    for await (const batch of file.rows) {
      for (const cells of batch) for (let i = 0; i < cells.length; i++) cells[i] = safeCell(cells[i]);
      yield batch;
    }
  }
  const fill = file.format === 'csv' ? writeCsv(out, file.header, safe()) : writeXlsx(out, file.title.slice(0, 31), file.header, safe());
  fill.catch((error) => {
    // the answer has started: the download ends short, and the log says why
    log.error('export failed', { requestId: c.get('requestId'), file: file.title, error: String((error as Error)?.stack ?? error) });
    out.destroy(error as Error);
  });
  return new Response(Readable.toWeb(out) as ReadableStream, { status: 200, headers });
}

async function writeCsv(out: PassThrough, header: string[], rows: AsyncIterable<string[][]>) {
  const line = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
  out.write(`\ufeff${line(header)}`);
  for await (const piece of inPieces(rows, line)) if (!out.write(piece)) await once(out, 'drain');
  out.end();
}
