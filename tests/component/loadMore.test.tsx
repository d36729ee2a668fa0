import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import LoadMore from '../../src/ui/LoadMore.tsx';

/** A list of `pages` pages (where its end sits is up to the layout stubbed below). */
function List({ pages, visible = true }: { pages: number; visible?: boolean }) {
  const [loaded, setLoaded] = useState(0);
  return (
    <div style={{ display: visible ? 'block' : 'none' }}>
      <p data-testid="loaded">{loaded}</p>
      <LoadMore hasMore={loaded < pages} threshold={20} loadMore={async () => setLoaded((n) => n + 1)} />
    </div>
  );
}

function layout(visible: (el: HTMLElement) => boolean, top: () => number) {
  vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
    return visible(this) ? this.parentElement : null;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top: top(), bottom: top() + 40 }) as DOMRect);
  vi.stubGlobal('innerHeight', 800);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('LoadMore', () => {
  it('asks for pages while the end is near the bottom, until there are no more', async () => {
    layout(
      () => true,
      () => 500,
    );
    render(<List pages={3} />);
    await waitFor(() => expect(screen.getByTestId('loaded').textContent).toBe('3'));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getByTestId('loaded').textContent).toBe('3');
  });

  it('waits for a scroll when the end is further than the threshold below the screen', async () => {
    let top = 900;
    layout(
      () => true,
      () => top,
    );
    render(<List pages={5} />);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getByTestId('loaded').textContent).toBe('0');
    expect(screen.getByText('加载中…')).toBeTruthy();
    top = 815; // within 20 px
    await act(async () => void window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(screen.getByTestId('loaded').textContent).toBe('5'));
  });

  it('a hidden list (a kept-alive tab) asks for nothing', async () => {
    layout(
      () => false,
      () => 0,
    );
    render(<List pages={2} visible={false} />);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getByTestId('loaded').textContent).toBe('0');
  });
});
