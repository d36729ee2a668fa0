import { readFileSync, readdirSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { loginToken, signedInCookies, startServer } from './server.ts';

/**
 * How many viewers one anchor's browser sustains in the embedded peer-to-peer mode (docs/live.md).
 * The anchor is the real app (/workbench/Anchorbigscreen at 390×844, Chromium's fake camera); each
 * viewer is a bare page on the same origin that joins through the same chat stream and signalling
 * API and plays the picture, so the figures are the anchor's and the server's, not N React apps'.
 * For each count: the anchor's video uplink (the sum of what the viewers receive), the frame rate each viewer
 * decodes (getStats framesPerSecond, framesDecoded over the window) and the CPU Chromium used.
 *
 *   npx vite build --outDir dist && npx tsx bench/live.ts 1 5 10 30
 */

const V = '/v1/wangchuang/';
const WINDOW_MS = 10_000;
const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0);

/** CPU seconds used so far by every Chromium process (Linux /proc). */
function chromiumCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!/\((chromium|chrome)[^)]*\)/.test(stat)) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/**
 * A viewer without the app: EventSource for its key and the anchor's signals, an RTCPeerConnection
 * that answers. Plain JavaScript text: tsx would wrap named functions in a helper the page lacks.
 */
const VIEWER_JS = `(id, v) => {
  const es = new EventSource(v + 'mall/live/' + id + '/chat');
  let key = '';
  const send = (kind, body) => fetch(v + 'live/' + id + '/signal', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: key, kind, body }) });
  es.addEventListener('peer', (e) => { key = JSON.parse(e.data); });
  es.addEventListener('signal', async (e) => {
    const s = JSON.parse(e.data);
    if (s.kind === 'offer') {
      if (window.pc) window.pc.close();
      const pc = new RTCPeerConnection();
      window.pc = pc;
      pc.ontrack = (ev) => {
        const video = window.video || document.body.appendChild(document.createElement('video'));
        window.video = video;
        video.muted = true;
        video.srcObject = ev.streams[0];
        video.play();
      };
      pc.onicecandidate = (ev) => { if (ev.candidate) send('ice', ev.candidate.toJSON()); };
      await pc.setRemoteDescription(s.body);
      await pc.setLocalDescription(await pc.createAnswer());
      await send('answer', pc.localDescription.toJSON());
    } else if (s.kind === 'ice' && window.pc) await window.pc.addIceCandidate(s.body).catch(() => undefined);
  });
}`;

const startViewer = (page: Page, sessionId: number) => page.evaluate(`(${VIEWER_JS})(${sessionId}, ${JSON.stringify(V)})`);

/** The viewer's inbound video now: frames decoded and the decoder's frame rate. */
const inbound = (page: Page) =>
  page.evaluate(`(async () => {
    let out = { framesDecoded: 0, fps: 0, bytes: 0 };
    if (!window.pc) return out;
    (await window.pc.getStats()).forEach((r) => {
      if (r.type === 'inbound-rtp' && r.kind === 'video') out = { framesDecoded: r.framesDecoded || 0, fps: r.framesPerSecond || 0, bytes: r.bytesReceived || 0 };
    });
    return out;
  })()`) as Promise<{ framesDecoded: number; fps: number; bytes: number }>;

async function main() {
  const server = await startServer(8190 + Math.floor(Math.random() * 50));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: ['--no-sandbox', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--disable-features=WebRtcHideLocalIpsWithMdns'],
  });
  const results: Record<string, unknown>[] = [];
  try {
    const token = await loginToken(server.baseURL, 'zbb_student01');
    const call = async <T>(method: string, path: string, json?: unknown) =>
      (
        (await (
          await fetch(`${server.baseURL}${V}${path}`, {
            method,
            headers: { authorization: token, 'content-type': 'application/json' },
            body: json ? JSON.stringify(json) : undefined,
          })
        ).json()) as { data: T }
      ).data;
    for (const n of counts.length ? counts : [1, 5, 10]) {
      const { shopId } = await call<{ shopId: number }>('GET', 'workbench/me');
      const products = await call<{ list: { id: number }[] }>('GET', `mall/products?shopId=${shopId}&pageSize=3`);
      const { id } = await call<{ id: number }>('POST', 'workbench/session/create', {
        title: `压测 ${n} 人`,
        startsAt: 'now',
        durationMin: 30,
        productIds: products.list.map((p) => p.id),
      });
      const anchorCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: server.baseURL, serviceWorkers: 'block' });
      await anchorCtx.addCookies(signedInCookies(server.baseURL, token));
      const anchor = await anchorCtx.newPage();
      await anchor.goto(`/workbench/Anchorbigscreen?id=${id}`);
      await anchor.getByRole('button', { name: '开始推流' }).click();
      await anchor.getByTestId('onair-badge').filter({ hasText: '直播中' }).waitFor({ timeout: 30_000 });

      // one context each: a browser holds at most 6 connections per host, and each viewer keeps a stream open
      const viewerCtxs: BrowserContext[] = [];
      const viewers: Page[] = [];
      for (let i = 0; i < n; i++) {
        const ctx = await browser.newContext({ baseURL: server.baseURL, serviceWorkers: 'block', bypassCSP: true });
        viewerCtxs.push(ctx);
        const p = await ctx.newPage();
        // any light same-origin document will do (its CSP is bypassed for the viewer script)
        await p.goto(`${V}common/info`);
        await startViewer(p, id);
        viewers.push(p);
      }
      // let every connection settle, then measure a window
      await new Promise((r) => setTimeout(r, 8000));
      const before = await Promise.all(viewers.map(inbound));
      const cpu0 = chromiumCpuSeconds();
      const t0 = Date.now();
      await new Promise((r) => setTimeout(r, WINDOW_MS));
      const after = await Promise.all(viewers.map(inbound));
      const seconds = (Date.now() - t0) / 1000;
      const cpu = (chromiumCpuSeconds() - cpu0) / seconds;
      const fps = after.map((a, i) => (a.framesDecoded - before[i]!.framesDecoded) / seconds);
      const connected = fps.filter((f) => f > 1).length;
      // what the anchor sent is what the viewers received: its video uplink
      const uplinkKbps = (after.reduce((sum, a, i) => sum + (a.bytes - before[i]!.bytes), 0) * 8) / 1000 / seconds;
      const row = {
        viewers: n,
        connected,
        fpsMin: Math.min(...fps).toFixed(1),
        fpsMedian: [...fps].sort((a, b) => a - b)[Math.floor(fps.length / 2)]!.toFixed(1),
        decoderFpsMedian: [...after.map((a) => a.fps)].sort((a, b) => a - b)[Math.floor(after.length / 2)],
        anchorUplinkMbps: (uplinkKbps / 1000).toFixed(2),
        perViewerKbps: Math.round(uplinkKbps / n),
        chromiumCpuCores: cpu.toFixed(2),
      };
      results.push(row);
      console.log(JSON.stringify(row));
      await anchor.getByRole('button', { name: '停止推流' }).click();
      await anchor.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
      await anchor.getByTestId('onair-badge').filter({ hasText: '未开播' }).waitFor({ timeout: 30_000 });
      await Promise.all(viewerCtxs.map((c) => c.close()));
      await anchorCtx.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return results;
}

main().then(
  (r) => console.table(r),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
