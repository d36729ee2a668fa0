import { promisify } from 'node:util';
import { deflate, deflateSync } from 'node:zlib';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The rows of an RGB image as PNG filters them: each row after a filter byte, as its difference from the row above ("Up": a gradient turns into runs that deflate well). */
function filtered(width: number, height: number, rgb: Uint8Array, up: boolean): Buffer {
  const row = width * 3;
  const raw = Buffer.alloc((row + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (row + 1);
    const from = y * row;
    if (!up || y === 0) {
      raw[at] = 0; // filter: none
      raw.set(rgb.subarray(from, from + row), at + 1);
      continue;
    }
    raw[at] = 2; // filter: up
    for (let i = 0; i < row; i++) raw[at + 1 + i] = (rgb[from + i]! - rgb[from - row + i]!) & 0xff;
  }
  return raw;
}

function assemble(width: number, height: number, idat: Uint8Array): Uint8Array<ArrayBuffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', new Uint8Array(0))]);
}

/** An 8-bit RGB PNG of width × height from row-major RGB bytes (small images: compressed on the calling thread). */
export function encodePng(width: number, height: number, rgb: Uint8Array): Uint8Array {
  return assemble(width, height, deflateSync(filtered(width, height, rgb, false), { level: 9 }));
}

const deflateAsync = promisify(deflate);

/** The same for a large picture: its rows filtered for gradients and compressed on libuv's thread pool, off the event loop. */
export async function encodePngAsync(width: number, height: number, rgb: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return assemble(width, height, await deflateAsync(filtered(width, height, rgb, true), { level: 6 }));
}
