import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { testApp } from './helpers.ts';
import { detectType } from '../../server/services/uploads.ts';

type App = Awaited<ReturnType<typeof testApp>>;
const UPLOAD = '/v1/wangchuang/upload/temporary/file';

const bytes = (...parts: (number[] | string)[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));
const SAMPLES = {
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'),
  gif: bytes('GIF89a', [1, 0, 1, 0]),
  webp: bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '),
  pdf: bytes('%PDF-1.7\n'),
  mp4: bytes([0, 0, 0, 0x18], 'ftypmp42'),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'),
};

describe('uploads', () => {
  let t: App;
  let token: string;
  beforeAll(async () => {
    t = await testApp();
    token = await t.login('zbb_student01');
  });
  const upload = (data: Uint8Array | Blob, name = 'file.bin', tok: string | undefined = token, field = 'file') => {
    const form = new FormData();
    form.append(field, new File([data instanceof Blob ? data : new Uint8Array(data)], name));
    return t.call('POST', UPLOAD, { token: tok, body: form });
  };
  const uploadsCount = async () => (await t.db.one<{ n: number }>('select count(*)::int as n from uploads'))!.n;
  const filesOnDisk = () => (existsSync(join(t.config.dataDir, 'uploads')) ? readdirSync(join(t.config.dataDir, 'uploads')).length : 0);

  it('recognises each allowed type by its first bytes', () => {
    expect(detectType(SAMPLES.png)?.mime).toBe('image/png');
    expect(detectType(SAMPLES.jpeg)?.mime).toBe('image/jpeg');
    expect(detectType(SAMPLES.gif)?.mime).toBe('image/gif');
    expect(detectType(SAMPLES.webp)?.mime).toBe('image/webp');
    expect(detectType(SAMPLES.pdf)?.mime).toBe('application/pdf');
    expect(detectType(SAMPLES.mp4)?.mime).toBe('video/mp4');
    expect(detectType(SAMPLES.webm)?.mime).toBe('video/webm');
    expect(detectType(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectType(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(detectType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBeNull();
  });

  it('stores every allowed type and serves it back with its mime and long caching', async () => {
    for (const [kind, data] of Object.entries(SAMPLES)) {
      const res = await upload(data, `证件照.${kind}`);
      expect(res.status, kind).toBe(200);
      const d = res.body.data;
      expect(d.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.(png|jpg|gif|webp|pdf|mp4|webm)$/);
      expect(d).toMatchObject({ fileName: `证件照.${kind}`, size: data.length, mime: detectType(data)!.mime });
      const file = await t.app.request(d.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(d.mime);
      expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(data);
    }
    const rows = await t.db.query<{ owner: string }>('select u.username as owner from uploads x join users u on u.id = x.owner_id');
    expect(rows).toHaveLength(Object.keys(SAMPLES).length);
    expect(rows.every((r) => r.owner === 'zbb_student01')).toBe(true);
  });

  it('judges by content, not by name: a text file called .png is refused and nothing is stored', async () => {
    const before = await uploadsCount();
    const disk = filesOnDisk();
    for (const [data, name] of [
      [bytes('just some text pretending'), 'photo.png'],
      [bytes('<svg onload="alert(1)"></svg>'), 'image.svg'],
      [bytes('MZ\x90\x00 executable'), 'photo.jpg'],
      [bytes("' or 1=1 --"), "' or 1=1 --.png"],
    ] as const) {
      const res = await upload(data, name);
      expect(res.status, name).toBe(400);
      expect(res.body).toEqual({ code: 400, msg: '不支持的文件类型', data: null });
    }
    expect((await upload(new Uint8Array(0), 'empty.png')).body.msg).toBe('不支持的文件类型');
    expect(await uploadsCount()).toBe(before);
    expect(filesOnDisk()).toBe(disk);
  });

  it('refuses files over 10 MB (and accepts exactly 10 MB)', async () => {
    const before = await uploadsCount();
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(SAMPLES.png);
    const res = await upload(big, 'big.png');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('文件不能超过10MB');
    expect(await uploadsCount()).toBe(before);
    const huge = new Uint8Array(12 * 1024 * 1024);
    huge.set(SAMPLES.png);
    expect((await upload(huge, 'huge.png')).body.msg).toBe('文件不能超过10MB');
    const exact = big.subarray(0, 10 * 1024 * 1024);
    const ok = await upload(exact, 'exact.png');
    expect(ok.status).toBe(200);
    expect(ok.body.data.size).toBe(10 * 1024 * 1024);
  });

  it('requires sign-in and a file field', async () => {
    const before = await uploadsCount();
    const anon = await upload(SAMPLES.png, 'a.png', '');
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(401);
    expect((await upload(SAMPLES.png, 'a.png', 'not-a-token')).status).toBe(401);
    expect((await upload(SAMPLES.png, 'a.png', token, 'other')).body.msg).toBe('请选择要上传的文件');
    const json = await t.call('POST', UPLOAD, { token, json: { file: 'x' } });
    expect(json.status).toBe(400);
    expect(await uploadsCount()).toBe(before);
  });

  it('serves byte ranges for video players', async () => {
    const data = bytes([0, 0, 0, 0x18], 'ftypmp42', 'abcdefghijklmnopqrstuvwxyz');
    const { url } = (await upload(data, 'clip.mp4')).body.data;
    const part = await t.app.request(url, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${data.length}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('ftypmp42');
    const tail = await t.app.request(url, { headers: { range: 'bytes=-3' } });
    expect(Buffer.from(await tail.arrayBuffer()).toString('latin1')).toBe('xyz');
    const open = await t.app.request(url, { headers: { range: `bytes=${data.length - 2}-` } });
    expect(Buffer.from(await open.arrayBuffer()).toString('latin1')).toBe('yz');
    const beyond = await t.app.request(url, { headers: { range: `bytes=${data.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${data.length}`);
  });

  it('answers 404 for unknown or malformed names', async () => {
    for (const path of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/..%2F..%2Fetc%2Fpasswd', '/uploads/x.png', "/uploads/' or 1=1 --"]) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ code: 404, msg: '文件不存在', data: null });
    }
  });
});
