import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import ConsultSheet from '../../src/features/shop/ConsultSheet.tsx';

/** The buyer's 客服 sheet: the conversation, a question sent, an answer pushed live over SSE. */

const thread = {
  id: 7,
  shopId: 3,
  shopName: '测试小店',
  buyerId: 9,
  buyerName: '买家',
  productId: 11,
  productTitle: '商品',
  productImage: null,
  lastText: '你好',
  lastAt: '2026-11-23T10:00:00.000Z',
  unread: 0,
  sellerUnread: 1,
  buyerUnread: 0,
};
let push: ((chunk: string) => void) | null = null;
const asked: unknown[] = [];
mockServer(
  http.get('*/v1/wangchuang/buyers/consult/shop/3', () =>
    HttpResponse.json({
      code: 200,
      msg: 'ok',
      data: { thread, messages: [{ id: 1, threadId: 7, sender: 'buyer', text: '你好', productId: 11, createdAt: '2026-11-23T10:00:00.000Z' }] },
    }),
  ),
  http.get('*/v1/wangchuang/buyers/consults', () =>
    HttpResponse.json({ code: 200, msg: 'ok', data: { list: [thread], total: 1, pageNum: 1, pageSize: 50, isLastPage: true } }),
  ),
  http.post('*/v1/wangchuang/buyers/consult/ask', async ({ request }) => {
    asked.push(await request.json());
    return HttpResponse.json({
      code: 200,
      msg: '发送成功',
      data: { id: 2, threadId: 7, sender: 'buyer', text: '几天到？', productId: 11, createdAt: '2026-11-23T10:01:00.000Z' },
    });
  }),
  http.get('*/v1/wangchuang/buyers/consult/stream', () => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: ready\ndata: 1\n\n'));
        push = (chunk) => controller.enqueue(encoder.encode(chunk));
      },
    });
    return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
  }),
);
afterEach(() => {
  asked.length = 0;
});

describe('ConsultSheet', () => {
  it('shows the conversation, sends a question, and shows the shop’s answer pushed live', async () => {
    render(<ConsultSheet shopId={3} shopName="测试小店" productId={11} onClose={() => undefined} />);
    await screen.findByText('你好');
    fireEvent.change(screen.getByLabelText('咨询内容'), { target: { value: '几天到？' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await screen.findByText('几天到？');
    expect(asked).toEqual([{ shopId: 3, productId: 11, text: '几天到？' }]);
    await waitFor(() => expect(push).not.toBeNull());
    const message = { id: 3, threadId: 7, sender: 'seller', text: '明天就到', productId: null, createdAt: '2026-11-23T10:02:00.000Z' };
    push!(`event: message\nid: 3\ndata: ${JSON.stringify({ message, thread: { ...thread, lastText: '明天就到', buyerUnread: 1 } })}\n\n`);
    await screen.findByText('明天就到');
  });
});
