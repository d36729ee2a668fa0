import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { RequestsInFlight } from '../../server/http/inFlight.ts';

describe('requests in flight, for background work to wait for a gap', () => {
  it('counts a request while its handler runs; a gap comes when it has answered, or after the bound under constant load', async () => {
    const inFlight = new RequestsInFlight();
    const app = new Hono();
    app.use('*', inFlight.counting);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    app.get('/slow', async (c) => {
      await held;
      return c.text('ok');
    });
    app.get('/fails', () => {
      throw new Error('broken');
    });
    const answered = app.request('/slow');
    await new Promise((r) => setTimeout(r, 5));
    expect(inFlight.now).toBe(1);
    // while it runs, a gap is waited for, up to the bound
    const started = Date.now();
    await inFlight.gap(40);
    expect(Date.now() - started).toBeGreaterThanOrEqual(35);
    // once it has answered, the gap is there at once
    let gapped = false;
    const gap = inFlight.gap(5_000).then(() => (gapped = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(gapped).toBe(false);
    release();
    expect(await (await answered).text()).toBe('ok');
    await gap;
    expect(inFlight.now).toBe(0);
    // a handler that throws is no longer in flight either
    expect((await app.request('/fails')).status).toBe(500);
    expect(inFlight.now).toBe(0);
  });
});
