import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { type ChinaParts, chinaParts } from '../../src/api/contract/chinaTime.ts';
import { inPieces } from './pieces.ts';

/**
 * A streaming XLSX writer: one sheet of text cells, written row by row into a zip whose entries are
 * deflated as they are written (sizes and checksums in data descriptors, the directory at the end),
 * so an export of any length holds one batch of rows in memory. exceljs's stream writer buffered the
 * whole sheet until its commit (a 100,000-row export raised the server's memory by ~77 MB), hence this.
 */

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    // characters XML 1.0 cannot hold
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

/** A1-style column letters: 0 → A, 26 → AA. */
const column = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : column(Math.floor(i / 26) - 1) + column(i % 26));

const row = (r: number, cells: string[], bold = false) =>
  `<row r="${r}">${cells.map((v, i) => `<c r="${column(i)}${r}" t="inlineStr"${bold ? ' s="1"' : ''}><is><t xml:space="preserve">${xml(v)}</t></is></c>`).join('')}</row>`;

const STATIC: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  'xl/styles.xml':
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf fontId="0"/><xf fontId="1" applyFont="1"/></cellXfs></styleSheet>',
};

const workbook = (sheet: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheet)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

interface Entry {
  name: Buffer;
  offset: number;
  crc: number;
  size: number;
  compressed: number;
}

/** DOS time and date of now (the zip format's, a wall time with no zone: China's). */
function dosNow(): [number, number] {
  const d = chinaParts() as ChinaParts;
  return [(d.hour << 11) | (d.minute << 5) | (d.second >> 1), ((d.year - 1980) << 9) | (d.month << 5) | d.day];
}

/** Writes a zip entry by entry to `out`, deflating as it goes and waiting whenever `out` is full. */
class ZipWriter {
  private offset = 0;
  private entries: Entry[] = [];
  private readonly time: [number, number] = dosNow();

  constructor(private out: Writable) {}

  private async write(chunk: Buffer) {
    this.offset += chunk.length;
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** Starts an entry; each `push` adds text; `close` ends it. */
  async open(fileName: string) {
    const name = Buffer.from(fileName, 'utf8');
    const entry: Entry = { name, offset: this.offset, crc: 0, size: 0, compressed: 0 };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0808, 6); // data descriptor follows; UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(this.time[0], 10);
    header.writeUInt16LE(this.time[1], 12);
    header.writeUInt16LE(name.length, 26);
    await this.write(Buffer.concat([header, name]));

    const deflate = createDeflateRaw({ level: constants.Z_DEFAULT_COMPRESSION });
    const pending: Buffer[] = [];
    deflate.on('data', (c: Buffer) => {
      entry.compressed += c.length;
      pending.push(c);
    });
    const flushOut = async () => {
      while (pending.length) await this.write(pending.shift()!);
    };
    return {
      push: async (text: string) => {
        const data = Buffer.from(text, 'utf8');
        entry.crc = crc32(data, entry.crc);
        entry.size += data.length;
        if (!deflate.write(data)) await once(deflate, 'drain');
        await flushOut();
      },
      close: async () => {
        const ended = once(deflate, 'end');
        deflate.end();
        await ended;
        await flushOut();
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(entry.crc >>> 0, 4);
        descriptor.writeUInt32LE(entry.compressed, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        await this.write(descriptor);
        this.entries.push(entry);
      },
    };
  }

  async file(name: string, text: string) {
    const entry = await this.open(name);
    await entry.push(text);
    await entry.close();
  }

  /** The central directory and its end record. */
  async finish() {
    const start = this.offset;
    for (const e of this.entries) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(20, 4); // made by
      h.writeUInt16LE(20, 6); // needed
      h.writeUInt16LE(0x0808, 8);
      h.writeUInt16LE(8, 10);
      h.writeUInt16LE(this.time[0], 12);
      h.writeUInt16LE(this.time[1], 14);
      h.writeUInt32LE(e.crc >>> 0, 16);
      h.writeUInt32LE(e.compressed, 20);
      h.writeUInt32LE(e.size, 24);
      h.writeUInt16LE(e.name.length, 28);
      h.writeUInt32LE(e.offset, 42);
      await this.write(Buffer.concat([h, e.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
  }
}

/**
 * Writes an XLSX of one sheet to `out`: the header row (bold), then each batch of rows from `rows`
 * as it comes. Ends `out` when done.
 */
export async function writeXlsx(out: Writable, sheetName: string, header: string[], rows: AsyncIterable<string[][]>): Promise<void> {
  const zip = new ZipWriter(out);
  for (const [name, text] of Object.entries(STATIC)) await zip.file(name, text);
  await zip.file('xl/workbook.xml', workbook(sheetName));
  const sheet = await zip.open('xl/worksheets/sheet1.xml');
  const widths = header.map((h, i) => `<col min="${i + 1}" max="${i + 1}" width="${Math.max(10, h.length * 2 + 4)}" customWidth="1"/>`);
  await sheet.push(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths.join('')}</cols><sheetData>${row(1, header, true)}`,
  );
  let r = 1;
  for await (const piece of inPieces(rows, (cells) => row(++r, cells))) await sheet.push(piece);
  await sheet.push('</sheetData></worksheet>');
  await sheet.close();
  await zip.finish();
  out.end();
}
