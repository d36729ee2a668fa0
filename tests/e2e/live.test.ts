import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DESKTOP, FAKE_MEDIA, PHONE, addSignedInCookies, apiToken, baseURL, newPage, browserPerFile, chooseSku } from './browser.ts';

/**
 * Going live from a phone (Chromium's fake camera): the anchor at 390×844 goes on air from the big
 * screen, a viewer at 1440×900 sees the picture move, chat crosses both ways, an order from the shelf
 * reaches the session's figures, the anchor stops and the recorded replay plays; a broadcast stopped
 * and started again leaves a replay in two parts.
 */

const V = `/v1/wangchuang/`;
const browser = browserPerFile(FAKE_MEDIA);

async function api<T>(method: string, path: string, token: string, json?: unknown): Promise<T> {
  const res = await fetch(`${baseURL()}${V}${path}`, {
    method,
    headers: { authorization: token, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  const body = (await res.json()) as { data: T; msg: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.msg}`);
  return body.data;
}

/** Frames the <video> has shown so far. */
const frames = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.getVideoPlaybackQuality().totalVideoFrames);

describe('live over WebRTC', () => {
  it('an anchor on a phone goes live, a viewer watches, chats and buys, the replay plays', async () => {
    // a session of the anchor's own shop products, started now
    const token = await apiToken('zbb_student01');
    const { shopId } = await api<{ shopId: number }>('GET', 'workbench/me', token);
    const products = await api<{ list: { id: number }[] }>('GET', `mall/products?shopId=${shopId}&pageSize=3`, token);
    const session = await api<{ id: number }>('POST', 'workbench/session/create', token, {
      title: '手机开播测试',
      startsAt: 'now',
      durationMin: 60,
      productIds: products.list.map((p) => p.id),
    });
    const id = session.id;

    const anchor = await newPage(browser(), PHONE);
    await addSignedInCookies(anchor.context, 'zbb_student01');
    await anchor.page.goto(`/workbench/Anchorbigscreen?id=${id}`);
    await anchor.page.getByRole('button', { name: '打开摄像头' }).click();
    await expect.poll(() => frames(anchor.page.getByTestId('anchor-preview')), { timeout: 10_000 }).toBeGreaterThan(0);
    await anchor.page.getByRole('button', { name: '开始推流' }).click();
    await anchor.page.getByTestId('onair-badge').filter({ hasText: '直播中' }).waitFor();

    // the viewer sees the picture move
    const viewer = await newPage(browser(), DESKTOP);
    await addSignedInCookies(viewer.context, 'seller11');
    await viewer.page.goto(`/liveing?id=${id}`);
    const video = viewer.page.getByTestId('live-video');
    await expect.poll(() => frames(video), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await frames(video);
    await expect.poll(() => frames(video), { timeout: 5_000 }).toBeGreaterThan(before + 5);
    await expect.poll(() => anchor.page.getByLabel('直播推流').locator('.lv-bar').textContent(), { timeout: 5_000 }).toContain('已连接观众 1');

    // chat both ways
    await viewer.page.getByRole('textbox', { name: '发送弹幕' }).fill('主播好，有优惠吗');
    await viewer.page.getByRole('button', { name: '发送' }).click();
    await anchor.page.getByRole('complementary', { name: '直播互动' }).getByText('主播好，有优惠吗').waitFor();
    await anchor.page.getByRole('textbox', { name: '发送弹幕' }).fill('今天直播间专享价');
    await anchor.page.getByRole('button', { name: '发送' }).click();
    await viewer.page.getByRole('complementary', { name: '直播互动' }).getByText('今天直播间专享价').waitFor();

    // an order from the shelf is the session's
    await viewer.page.getByRole('button', { name: '去抢购' }).first().click();
    await chooseSku(viewer.page);
    await viewer.page.getByRole('dialog', { name: '选择规格' }).getByRole('button', { name: '立即购买' }).click();
    await viewer.page.waitForURL((u) => u.pathname === '/orderMake' && u.searchParams.get('live') === String(id));
    await viewer.page.getByRole('button', { name: '提交订单' }).click();
    await viewer.page.waitForURL((u) => u.pathname === '/commitOrder');
    await expect.poll(() => anchor.page.getByTestId('screen-orders').locator('strong').textContent(), { timeout: 15_000 }).toBe('1');

    // the anchor stops: the recording is the replay
    await anchor.page.getByRole('button', { name: '停止推流' }).click();
    await anchor.page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await anchor.page.getByTestId('onair-badge').filter({ hasText: '未开播' }).waitFor({ timeout: 15_000 });
    const media = await api<{ replayUrl: string | null; onAir: boolean }>('GET', `live/${id}/media`, token);
    expect(media).toMatchObject({ onAir: false, replayUrl: `${V}live/${id}/replay` });

    await anchor.page.goto(`/playBack?url=${encodeURIComponent(media.replayUrl!)}&title=${encodeURIComponent('手机开播测试')}`);
    const replay = anchor.page.locator('video.playback-video');
    await replay.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => replay.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.5);

    expect([...anchor.errors, ...viewer.errors]).toEqual([]);
    await Promise.all([anchor.context.close(), viewer.context.close()]);
  }, 120_000);

  it('a broadcast stopped and started again leaves two parts, each its own WebM that plays', async () => {
    const token = await apiToken('zbb_student01');
    const { shopId } = await api<{ shopId: number }>('GET', 'workbench/me', token);
    const products = await api<{ list: { id: number }[] }>('GET', `mall/products?shopId=${shopId}&pageSize=1`, token);
    const { id } = await api<{ id: number }>('POST', 'workbench/session/create', token, {
      title: '两次开播测试',
      startsAt: 'now',
      durationMin: 30,
      productIds: products.list.map((p) => p.id),
    });
    const anchor = await newPage(browser(), PHONE);
    await addSignedInCookies(anchor.context, 'zbb_student01');
    await anchor.page.goto(`/workbench/Anchorbigscreen?id=${id}`);
    const bar = anchor.page.getByLabel('直播推流').locator('.lv-bar');
    for (let run = 1; run <= 2; run++) {
      await anchor.page.getByRole('button', { name: '开始推流' }).click();
      await anchor.page.getByTestId('onair-badge').filter({ hasText: '直播中' }).waitFor();
      // a chunk of this run on the server (each run counts its own from 0)
      await expect.poll(() => bar.textContent(), { timeout: 10_000 }).toContain('录像已上传 1 段');
      await anchor.page.getByRole('button', { name: '停止推流' }).click();
      await anchor.page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
      await anchor.page.getByTestId('onair-badge').filter({ hasText: '未开播' }).waitFor({ timeout: 15_000 });
    }
    const media = await api<{ replayUrl: string | null; replayParts: { part: number; url: string; seconds: number }[] }>('GET', `live/${id}/media`, token);
    expect(media.replayUrl).toBe(`${V}live/${id}/replay`);
    expect(media.replayParts.map((p) => [p.part, p.url])).toEqual([
      [1, `${V}live/${id}/replay/1`],
      [2, `${V}live/${id}/replay/2`],
    ]);
    // each part starts with its own WebM header
    for (const p of media.replayParts) {
      const head = new Uint8Array(await (await fetch(`${baseURL()}${p.url}`, { headers: { range: 'bytes=0-3' } })).arrayBuffer());
      expect([...head]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    }

    // the replay page lists both parts and plays the second one picked
    await anchor.page.goto(`/workbench/Livereplay?id=${id}`);
    await expect.poll(() => anchor.page.getByTestId('replay-part').textContent()).toBe('第 1 段 / 共 2 段');
    const tabs = anchor.page.getByRole('tablist', { name: '回放分段' }).getByRole('tab');
    expect(await tabs.count()).toBe(2);
    const replay = anchor.page.getByTestId('replay-video');
    await replay.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
    });
    await tabs.nth(1).click();
    await expect.poll(() => anchor.page.getByTestId('replay-part').textContent()).toBe('第 2 段 / 共 2 段');
    expect(await replay.getAttribute('data-part')).toBe('2');
    // (playing: the player's look at the end for the duration passes currentTime there while paused)
    await expect.poll(() => replay.evaluate((v: HTMLVideoElement) => (v.paused ? 0 : v.currentTime)), { timeout: 10_000 }).toBeGreaterThan(0.5);
    await expect.poll(() => frames(replay)).toBeGreaterThan(0);
    // MediaRecorder's WebM has no duration of its own: the player learns it
    expect(await replay.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(1);
    expect(await replay.evaluate((v: HTMLVideoElement) => Number.isFinite(v.duration))).toBe(true);
    // part 1 played to its end goes on to part 2
    await tabs.nth(0).click();
    await expect.poll(() => replay.evaluate((v: HTMLVideoElement) => (v.paused ? '' : v.dataset.part))).toBe('1');
    await replay.evaluate((v: HTMLVideoElement) => {
      v.currentTime = v.duration - 0.3;
    });
    await expect.poll(() => anchor.page.getByTestId('replay-part').textContent(), { timeout: 10_000 }).toBe('第 2 段 / 共 2 段');
    await expect.poll(() => replay.evaluate((v: HTMLVideoElement) => (v.paused ? 0 : v.currentTime)), { timeout: 10_000 }).toBeGreaterThan(0.3);

    expect(anchor.errors).toEqual([]);
    await anchor.context.close();
  }, 120_000);

  it('with LIVE_MEDIA=whip the anchor publishes to the media server (WHIP) and the viewer plays from it (WHEP)', async () => {
    // the server runs p2p here: the pages are handed whip settings pointing at a same-origin path,
    // answered by a fake media server (a page relaying the published tracks to the player)
    const token = await apiToken('zbb_student01');
    const { shopId } = await api<{ shopId: number }>('GET', 'workbench/me', token);
    const products = await api<{ list: { id: number }[] }>('GET', `mall/products?shopId=${shopId}&pageSize=1`, token);
    const { id } = await api<{ id: number }>('POST', 'workbench/session/create', token, {
      title: '媒体服务器测试',
      startsAt: 'now',
      durationMin: 30,
      productIds: products.list.map((p) => p.id),
    });
    const sfu = await newPage(browser(), DESKTOP);
    await sfu.page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      const answer = async (pc: RTCPeerConnection, sdp: string) => {
        await pc.setRemoteDescription({ type: 'offer', sdp });
        await pc.setLocalDescription(await pc.createAnswer());
        await new Promise<void>((r) => {
          if (pc.iceGatheringState === 'complete') r();
          pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && r();
        });
        return pc.localDescription!.sdp;
      };
      w.whip = (sdp: string) => {
        const pc = new RTCPeerConnection();
        pc.ontrack = (e) => {
          w.published = e.streams[0];
        };
        return answer(pc, sdp);
      };
      w.whep = (sdp: string) => {
        const pc = new RTCPeerConnection();
        const s = w.published as MediaStream;
        for (const t of s.getTracks()) pc.addTrack(t, s);
        return answer(pc, sdp);
      };
    });
    const whipMode = async (context: typeof sfu.context) => {
      await context.route(`**${V}live/${id}/media`, async (route) => {
        const res = await route.fetch();
        const body = await res.json();
        body.data = { ...body.data, mode: 'whip', whipUrl: `${baseURL()}/__media/whip`, whepUrl: `${baseURL()}/__media/whep` };
        await route.fulfill({ response: res, json: body });
      });
      await context.route('**/__media/*', async (route) => {
        const kind = route.request().url().endsWith('/whip') ? 'whip' : 'whep';
        const sdp = await sfu.page.evaluate(([k, offer]) => (window as unknown as Record<string, (s: string) => Promise<string>>)[k]!(offer), [
          kind,
          route.request().postData() ?? '',
        ] as const);
        await route.fulfill({ status: 201, contentType: 'application/sdp', body: sdp });
      });
    };

    const anchor = await newPage(browser(), PHONE);
    await addSignedInCookies(anchor.context, 'zbb_student01');
    await whipMode(anchor.context);
    await anchor.page.goto(`/workbench/Anchorbigscreen?id=${id}`);
    await anchor.page.getByRole('button', { name: '开始推流' }).click();
    await anchor.page.getByTestId('onair-badge').filter({ hasText: '直播中' }).waitFor();
    await expect.poll(() => sfu.page.evaluate(() => !!(window as unknown as { published?: MediaStream }).published), { timeout: 10_000 }).toBe(true);

    const viewer = await newPage(browser(), PHONE);
    await addSignedInCookies(viewer.context, 'seller12');
    await whipMode(viewer.context);
    await viewer.page.goto(`/liveing?id=${id}`);
    const video = viewer.page.getByTestId('live-video');
    await expect.poll(() => frames(video), { timeout: 15_000 }).toBeGreaterThan(5);

    await anchor.page.getByRole('button', { name: '停止推流' }).click();
    await anchor.page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
    await anchor.page.getByTestId('onair-badge').filter({ hasText: '未开播' }).waitFor({ timeout: 15_000 });
    expect([...anchor.errors, ...viewer.errors]).toEqual([]);
    await Promise.all([anchor.context.close(), viewer.context.close(), sfu.context.close()]);
  }, 90_000);
});
