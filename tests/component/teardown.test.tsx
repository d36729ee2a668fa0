import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { http } from 'msw';
import Dialog from 'antd-mobile/es/components/dialog';
import { toast } from '../../src/ui/toast.ts';
import { mockServer, takeUnhandled } from './msw.ts';
import { trackTimers, wait } from './leftovers.ts';

/*
 * tests/component/setup.ts promises that nothing a test started outlives it. The first two tests run
 * in order: the first leaves behind what it can, the second checks it is gone. Without the setup the
 * toast and the dialog would still be on the page and the held request would never end (and a toast's
 * close timer would fire after the environment is gone, failing the whole run).
 */
let heldRequest: Promise<unknown> | null = null;

mockServer(http.get('*/held', () => new Promise<never>(() => undefined)));

function Page() {
  useEffect(() => {
    heldRequest = fetch('http://localhost:3000/held').catch((e: unknown) => e);
  }, []);
  return <p>page</p>;
}

describe('what a test leaves behind', () => {
  it('leaves a toast, a dialog and a request that never answers', async () => {
    render(<Page />);
    await toast.fail('还在吗');
    void Dialog.alert({ content: '没人关的对话框' });
    await waitFor(() => expect(document.body.textContent).toContain('还在吗'));
    await waitFor(() => expect(document.body.textContent).toContain('没人关的对话框'));
  });

  it('is gone before the next test starts', async () => {
    expect(document.body.childElementCount).toBe(0);
    const ended = await heldRequest;
    expect((ended as Error).name).toBe('AbortError');
  });
});

describe('timers left pending', () => {
  it('are cleared when the file ends, so none fires after its environment is gone', async () => {
    const timers = trackTimers();
    let fired = 0;
    setTimeout(() => fired++, 30);
    setInterval(() => fired++, 10);
    const kept = setTimeout(() => fired++, 5);
    clearTimeout(kept);
    expect(timers.pending).toBe(2);
    timers.clearPending();
    timers.restore();
    await wait(60);
    expect(fired).toBe(0);
  });
});

describe('a request the mock API has no answer for', () => {
  it('fails as the network would, and is kept for the check that fails the test after it ends', async () => {
    // a page that swallows the failure would pass without the check in setup.ts
    const failed = await fetch('http://localhost:3000/v1/wangchuang/nobody/answers').catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(TypeError);
    // taken here, so this test passes; setup.ts's afterEach would otherwise fail it with this list
    expect(takeUnhandled()).toEqual(['GET /v1/wangchuang/nobody/answers']);
  });
});
