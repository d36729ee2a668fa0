import { inflateSync } from 'node:zlib';

/** An 8-bit RGB PNG as the server writes it (rows filtered none or up), read back to its pixels. */
export function decodePng(bytes: Uint8Array) {
  const buf = Buffer.from(bytes);
  if (buf.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < buf.length) {
    const length = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    const data = buf.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [width, height] = [data.readUInt32BE(0), data.readUInt32BE(4)];
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const row = width * 3;
  const rgb = new Uint8Array(row * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (row + 1)];
    for (let i = 0; i < row; i++) {
      const v = raw[y * (row + 1) + 1 + i]!;
      if (filter === 0) rgb[y * row + i] = v;
      else if (filter === 2) rgb[y * row + i] = (v + (y ? rgb[(y - 1) * row + i]! : 0)) & 0xff;
      else throw new Error(`filter ${filter} not read here`);
    }
  }
  return { width, height, pixel: (x: number, y: number) => [...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)] };
}
