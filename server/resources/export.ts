import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { AppEnv } from '../http/context.ts';
import { formatValue } from '../../src/api/contract/resource/format.ts';
import type { AnyRow } from '../../src/api/contract/resource/types.ts';
import type { Binding } from './binding.ts';
import { decodeRow, selectList, type Where } from './query.ts';
import { writeXlsx } from './xlsx.ts';

/** Rows are read and written in batches, in id order (keyset), so an export of any size holds one batch in memory. */
const BATCH = 1000;

/** The columns of an export: the declared fields that are not heavy or marked noExport, labelled as on screen. */
function exportColumns(b: Binding) {
  return Object.entries(b.resource.fields).filter(([, f]) => !f.noExport && !f.detailOnly && f.type !== 'richText' && f.type !== 'password');
}

async function* batches(db: Db, b: Binding, where: Where): AsyncGenerator<AnyRow[]> {
  let last = 0;
  const n = where.params.length;
  for (;;) {
    const rows = await db.query<AnyRow>(
      `select ${selectList(b, true)} from ${b.from} where ${where.sql} and ${b.alias}.id > $${n + 1} order by ${b.alias}.id limit ${BATCH}`,
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

function fileName(b: Binding, format: string) {
  const stamp = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  return `${b.resource.title}-${stamp}.${format}`;
}

/**
 * Streams the caller's filtered, scoped rows as CSV (UTF-8 with BOM, so Excel reads the Chinese) or
 * XLSX, headed by the field labels. X-Export-Total carries the row count for the page's progress.
 */
export async function exportRows(c: Context<AppEnv>, db: Db, log: Logger, b: Binding, where: Where, format: 'csv' | 'xlsx'): Promise<Response> {
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from ${b.from} where ${where.sql}`, where.params);
  const columns = exportColumns(b);
  const headers = {
    'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName(b, format))}`,
    'X-Export-Total': String(count?.n ?? 0),
    'Cache-Control': 'no-store',
  };
  const out = new PassThrough();
  const fill = format === 'csv' ? writeCsv(out, db, b, where, columns) : fillXlsx(out, db, b, where, columns);
  fill.catch((error) => {
    // the answer has started: the download ends short, and the log says why
    log.error('export failed', { requestId: c.get('requestId'), resource: b.resource.key, error: String((error as Error)?.stack ?? error) });
    out.destroy(error as Error);
  });
  return new Response(Readable.toWeb(out) as ReadableStream, { status: 200, headers });
}

type Columns = ReturnType<typeof exportColumns>;

async function writeCsv(out: PassThrough, db: Db, b: Binding, where: Where, columns: Columns) {
  const line = (cells: string[]) => `${cells.map((s) => csvCell(safeCell(s))).join(',')}\r\n`;
  out.write(`\ufeff${line(columns.map(([, f]) => f.label))}`);
  for await (const rows of batches(db, b, where)) {
    const ok = out.write(rows.map((row) => line(columns.map(([key, f]) => formatValue(key, f, row)))).join(''));
    if (!ok) await once(out, 'drain');
  }
  out.end();
}

async function fillXlsx(out: PassThrough, db: Db, b: Binding, where: Where, columns: Columns) {
  async function* rows() {
    for await (const batch of batches(db, b, where)) yield batch.map((row) => columns.map(([key, f]) => safeCell(formatValue(key, f, row))));
  }
  await writeXlsx(
    out,
    b.resource.title.slice(0, 31),
    columns.map(([, f]) => f.label),
    rows(),
  );
}
