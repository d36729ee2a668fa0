import { inflateRawSync } from 'node:zlib';
import { badRequest } from '../errors.ts';

/**
 * Reads the first sheet of an XLSX file as rows of text cells: enough for an import template filled
 * in Excel, WPS or LibreOffice (shared strings, inline strings, numbers, booleans, rich text), with no
 * library. The zip's central directory gives each entry's place and sizes (so entries written with
 * data descriptors, as server/resources/xlsx.ts writes them, read too); sizes are bounded so a zip
 * bomb is refused rather than inflated.
 */

const NOT_XLSX = '文件格式有误，请使用下载的Excel模板（.xlsx）';
/** Largest uncompressed part read (the sheet of a 1,000-row template is well under 5 MB). */
const MAX_PART = 32 * 1024 * 1024;

interface ZipEntry {
  method: number;
  compressed: number;
  size: number;
  offset: number;
}

function entries(buf: Buffer): Map<string, ZipEntry> {
  // end of central directory: the last signature within the final 64 KB (a comment may follow it)
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw badRequest(NOT_XLSX);
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const out = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== 0x02014b50) throw badRequest(NOT_XLSX);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLen);
    out.set(name.replace(/^\//, ''), {
      method: buf.readUInt16LE(at + 10),
      compressed: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      offset: buf.readUInt32LE(at + 42),
    });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

function read(buf: Buffer, zip: Map<string, ZipEntry>, name: string): string | null {
  const e = zip.get(name);
  if (!e) return null;
  if (e.size > MAX_PART || e.offset + 30 > buf.length || buf.readUInt32LE(e.offset) !== 0x04034b50) throw badRequest(NOT_XLSX);
  const start = e.offset + 30 + buf.readUInt16LE(e.offset + 26) + buf.readUInt16LE(e.offset + 28);
  const data = buf.subarray(start, start + e.compressed);
  try {
    if (e.method === 0) return data.toString('utf8');
    if (e.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_PART }).toString('utf8');
  } catch {
    throw badRequest(NOT_XLSX);
  }
  throw badRequest(NOT_XLSX);
}

const decode = (s: string) =>
  s
    .replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, e: string) =>
      e === 'lt'
        ? '<'
        : e === 'gt'
          ? '>'
          : e === 'amp'
            ? '&'
            : e === 'quot'
              ? '"'
              : e === 'apos'
                ? "'"
                : String.fromCodePoint(e[1] === 'x' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1))),
    )
    // OOXML's own escape of characters XML cannot hold: _x000D_
    .replace(/_x([0-9a-fA-F]{4})_/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));

/** The text of every <t> inside a fragment, phonetic runs left out. */
const texts = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t(?:\s[^>]*)?\/>/g)].map((m) => decode(m[1] ?? '')).join('');

const attr = (attrs: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs)?.[1];

const columnIndex = (ref: string) => {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? '';
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
};

/** Rows of the first sheet by their row number (1-based), each a list of cell texts by column. */
export function readFirstSheet(file: Uint8Array): Map<number, string[]> {
  const buf = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if (buf.length < 22 || buf.readUInt32LE(0) !== 0x04034b50) throw badRequest(NOT_XLSX);
  const zip = entries(buf);
  const workbook = read(buf, zip, 'xl/workbook.xml');
  if (!workbook) throw badRequest(NOT_XLSX);
  const firstId = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1] ?? /<sheet\b[^>]*\bid="([^"]+)"/.exec(workbook)?.[1];
  const rels = read(buf, zip, 'xl/_rels/workbook.xml.rels') ?? '';
  let target = 'worksheets/sheet1.xml';
  for (const m of rels.matchAll(/<Relationship\b([^>]*)\/?>/g)) {
    if (attr(m[1], 'Id') === firstId) target = attr(m[1], 'Target') ?? target;
  }
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  const sheet = read(buf, zip, path);
  if (!sheet) throw badRequest(NOT_XLSX);
  const sharedXml = read(buf, zip, 'xl/sharedStrings.xml') ?? '';
  const shared = [...sharedXml.matchAll(/<si>([\s\S]*?)<\/si>|<si\/>/g)].map((m) => texts(m[1] ?? ''));

  const rows = new Map<number, string[]>();
  let rowNo = 0;
  for (const r of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    rowNo = Number(attr(r[1], 'r')) || rowNo + 1;
    const cells: string[] = [];
    let col = -1;
    for (const c of (r[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = attr(c[1], 'r');
      col = ref ? columnIndex(ref) : col + 1;
      if (col < 0 || col > 200) continue;
      const type = attr(c[1], 't');
      const inner = c[2] ?? '';
      const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      let value = '';
      if (type === 's') value = shared[Number(v)] ?? '';
      else if (type === 'inlineStr') value = texts(inner);
      else if (type === 'b') value = v === '1' ? 'TRUE' : 'FALSE';
      else if (v !== undefined) {
        const raw = decode(v);
        const n = Number(raw);
        value = type !== 'str' && type !== 'e' && raw.trim() !== '' && Number.isFinite(n) ? String(n) : raw;
      }
      cells[col] = value;
    }
    rows.set(
      rowNo,
      Array.from(cells, (x) => x ?? ''),
    );
  }
  return rows;
}
