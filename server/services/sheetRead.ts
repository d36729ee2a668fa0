import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { AppError, badRequest } from '../errors.ts';
import { fmtDate } from '../../src/api/contract/chinaTime.ts';

/**
 * Reads the first sheet of an uploaded XLSX (an import template filled in Excel, WPS or LibreOffice)
 * as rows of text cells, with exceljs's streaming reader. Before exceljs sees the file, every part is
 * inflated once and counted (jszip, exceljs's own zip library): a zip bomb — parts that inflate to far
 * more than any template, whatever sizes the zip claims — is refused, never written out or parsed. The
 * parts inflated are what exceljs then reads, stored in the order it reads best (inReadingOrder).
 */

export const NOT_XLSX = '文件格式有误，请使用下载的Excel模板（.xlsx）';
/** What all parts of a workbook may inflate to together (a 1,000-row template's parts are well under 2 MB). */
export const MAX_EXPANDED_BYTES = 20 * 1024 * 1024;
export const ZIP_BOMB = `文件解压后超过${MAX_EXPANDED_BYTES / 1024 / 1024}MB，不是正常的导入模板，已拒绝`;

/** Every part inflated, by name in the zip's order, counting the bytes and stopping at the limit. */
async function inflateParts(file: Uint8Array): Promise<Map<string, Buffer>> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(file, { checkCRC32: true });
  } catch {
    throw badRequest(NOT_XLSX);
  }
  const inflated = new Map<string, Buffer>();
  let total = 0;
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const chunks: Buffer[] = [];
    await new Promise<void>((resolve, reject) => {
      const parts = entry.nodeStream('nodebuffer');
      parts
        .on('data', (chunk: Buffer) => {
          total += chunk.length;
          chunks.push(chunk);
          if (total > MAX_EXPANDED_BYTES) {
            parts.pause();
            reject(badRequest(ZIP_BOMB));
          }
        })
        .on('error', () => reject(badRequest(NOT_XLSX)))
        .on('end', () => resolve());
    });
    inflated.set(entry.name, Buffer.concat(chunks));
  }
  return inflated;
}

/** The parts exceljs's streaming reader needs before a sheet: the workbook, its relations, the shared strings. */
const BEFORE_SHEETS = /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml)$/;

/**
 * The workbook again with those parts first (stored, not compressed). Excel, WPS and exceljs write the
 * shared strings after the sheets, and the streaming reader then writes each sheet to a temporary file
 * to read it later: where the temporary folder could not be written, every import failed as 文件格式有误
 * (perhaps also the roster import that once failed so in CI). In this order it reads each sheet as it comes.
 */
function inReadingOrder(parts: Map<string, Buffer>): Promise<Buffer> {
  const rank = (name: string) => (BEFORE_SHEETS.test(name) ? 0 : 1);
  const ordered = new JSZip();
  for (const name of [...parts.keys()].sort((a, b) => rank(a) - rank(b))) ordered.file(name, parts.get(name)!);
  return ordered.generateAsync({ type: 'nodebuffer', compression: 'STORE' });
}

/** A cell as text: numbers as written, rich text joined, a formula by its result, a date as its China day. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof Date) return fmtDate(v, '');
  if ('richText' in v) return v.richText.map((r) => r.text).join('');
  if ('text' in v && typeof v.text === 'string') return v.text;
  if ('result' in v) return cellText((v.result ?? null) as ExcelJS.CellValue);
  if ('error' in v) return '';
  return String(v);
}

export interface SheetLimits {
  /** Rows with any content after the header; one more is refused with `tooManyRows`. */
  maxRows: number;
  tooManyRows: string;
  /** Told every `every` rows read (a long file's progress). */
  onRows?: (read: number) => void;
  every?: number;
}

/** Rows of the first sheet by their row number (1-based), each a list of cell texts by column (A = 0). */
export async function readSheet(file: Uint8Array, limits: SheetLimits): Promise<Map<number, string[]>> {
  const parts = await inflateParts(file);
  const rows = new Map<number, string[]>();
  let filled = 0;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([await inReadingOrder(parts)]), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      worksheets: 'emit',
      entries: 'ignore',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
        const values = (row.values as ExcelJS.CellValue[]).slice(1, 201);
        const cells = Array.from(values, (v) => cellText(v ?? null).trim());
        if (!cells.some(Boolean)) continue;
        if (row.number > 1 && ++filled > limits.maxRows) throw badRequest(limits.tooManyRows);
        rows.set(row.number, cells);
        if (limits.onRows && filled % (limits.every ?? 100) === 0) limits.onRows(filled);
      }
      break;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw badRequest(NOT_XLSX);
  }
  if (!rows.size) throw badRequest(NOT_XLSX);
  return rows;
}
