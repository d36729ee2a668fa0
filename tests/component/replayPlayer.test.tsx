import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import ReplayPlayer, { aboutSeconds } from '../../src/ui/live/ReplayPlayer.tsx';
import type { ReplayPart } from '../../src/api/contract/live.ts';

/** The replay of a session broadcast in runs (src/ui/live/ReplayPlayer.tsx): one part after another. */
const parts: ReplayPart[] = [
  { part: 1, url: '/v1/wangchuang/live/9/replay/1?t=1.x', seconds: 65, startedAt: '2026-03-01T02:00:00.000Z' },
  { part: 2, url: '/v1/wangchuang/live/9/replay/2?t=1.x', seconds: 20, startedAt: '2026-03-01T02:10:00.000Z' },
];
const play = vi.fn(() => Promise.resolve());

beforeEach(() => {
  play.mockClear();
  // jsdom plays nothing
  HTMLMediaElement.prototype.play = play;
  HTMLMediaElement.prototype.pause = () => undefined;
});

const video = () => screen.getByTestId('replay-video') as HTMLVideoElement;
/** The part loaded: jsdom loads nothing, so say so (a finite duration: nothing to settle). */
function loaded() {
  Object.defineProperty(video(), 'duration', { configurable: true, value: 12 });
  fireEvent.loadedMetadata(video());
}

describe('ReplayPlayer', () => {
  it('says which part of how many, and plays the next when one ends', async () => {
    render(<ReplayPlayer parts={parts} label="第3课 回放" />);
    expect(screen.getByTestId('replay-part').textContent).toBe('第 1 段 / 共 2 段');
    expect(video().getAttribute('src')).toBe(parts[0]!.url);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['第 1 段 · 约1分05秒', '第 2 段 · 约20秒']);
    loaded();
    // the seek past the end that learns a duration may end a paused video: not the end of playback
    fireEvent.ended(video());
    expect(screen.getByTestId('replay-part').textContent).toBe('第 1 段 / 共 2 段');

    fireEvent.playing(video());
    fireEvent.ended(video());
    expect(screen.getByTestId('replay-part').textContent).toBe('第 2 段 / 共 2 段');
    expect(video().getAttribute('src')).toBe(parts[1]!.url);
    expect(screen.getByRole('tab', { name: /第 2 段/ }).getAttribute('aria-selected')).toBe('true');
    loaded();
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    // the last part ends: it stays
    fireEvent.playing(video());
    fireEvent.ended(video());
    expect(screen.getByTestId('replay-part').textContent).toBe('第 2 段 / 共 2 段');
  });

  it('lets the user pick a part; a single part has no tabs', async () => {
    const { rerender } = render(<ReplayPlayer parts={parts} label="回放" footer={(p) => <a href={p.url}>全屏播放</a>} />);
    fireEvent.click(screen.getByRole('tab', { name: /第 2 段/ }));
    expect(video().getAttribute('src')).toBe(parts[1]!.url);
    expect(screen.getByRole('link', { name: '全屏播放' }).getAttribute('href')).toBe(parts[1]!.url);
    loaded();
    await vi.waitFor(() => expect(play).toHaveBeenCalledTimes(1));

    rerender(<ReplayPlayer parts={parts.slice(0, 1)} label="回放" />);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByTestId('replay-part').textContent).toBe('第 1 段 / 共 1 段');
    expect(aboutSeconds(5)).toBe('约5秒');
  });
});
