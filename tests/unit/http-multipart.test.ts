// Node environment: jsdom's FormData/Blob are not understood by Node's fetch, so multipart is tested here.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http as mock, HttpResponse } from 'msw';

vi.mock('antd-mobile/es/components/toast', () => ({ default: { show: vi.fn(), clear: vi.fn() } }));

import { postForm } from '../../src/api/http.ts';
import { uploadTemporaryFile } from '../../src/api/auth.ts';

const server = setupServer(
  mock.post('http://api.test/v1/wangchuang/upload/temporary/file', async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file') as File;
    return HttpResponse.json({ code: 200, msg: '', data: { url: `/uploads/${file.name}`, fileName: file.name, size: file.size, mime: file.type } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it('posts a multipart form with the file under "file"', async () => {
  const form = new FormData();
  form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
  const body = await postForm<{ fileName: string; size: number }>('http://api.test/v1/wangchuang/upload/temporary/file', form);
  expect(body.data).toMatchObject({ fileName: 'a.txt', size: 5 });
  const fromRecord = await postForm<{ fileName: string }>('http://api.test/v1/wangchuang/upload/temporary/file', {
    file: new File(['x'], 'b.png', { type: 'image/png' }),
  });
  expect(fromRecord.data.fileName).toBe('b.png');
});

it('uploadTemporaryFile posts to /v1/wangchuang/upload/temporary/file', async () => {
  // The typed call uses a root-relative path; resolve it against a fake origin for node.
  vi.stubGlobal('location', new URL('http://api.test/register'));
  try {
    const result = await uploadTemporaryFile(new File(['abc'], 'photo.jpg', { type: 'image/jpeg' }), 'photo.jpg');
    expect(result).toEqual({ url: '/uploads/photo.jpg', fileName: 'photo.jpg', size: 3, mime: 'image/jpeg' });
  } finally {
    vi.unstubAllGlobals();
  }
});
