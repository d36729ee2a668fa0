import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChunkErrorBoundary } from '../../src/ui/ChunkErrorBoundary.tsx';

/** React reports the error it caught (console and the window's error event): kept out of the run's output. */
function quietly() {
  const console_ = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const silence = (e: ErrorEvent) => e.preventDefault();
  window.addEventListener('error', silence);
  return () => {
    console_.mockRestore();
    window.removeEventListener('error', silence);
  };
}

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

describe('a page whose code failed to load', () => {
  it('shows 页面加载失败 and tries again by itself once the device is back online', () => {
    const retry = vi.fn();
    const restore = quietly();
    render(
      <ChunkErrorBoundary onRetry={retry}>
        <Broken />
      </ChunkErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('页面加载失败');
    expect(retry).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(retry).toHaveBeenCalledTimes(1);
    restore();
  });

  it('stops listening once it is gone', () => {
    const retry = vi.fn();
    const restore = quietly();
    const { unmount } = render(
      <ChunkErrorBoundary onRetry={retry}>
        <Broken />
      </ChunkErrorBoundary>,
    );
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(retry).not.toHaveBeenCalled();
    restore();
  });
});
