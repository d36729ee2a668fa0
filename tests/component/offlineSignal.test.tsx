import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { NETWORK_FAILED, NETWORK_OK } from '../../src/pwa/messages.ts';

describe('the offline state when the browser says it is online', () => {
  // (valtio tells its subscribers a microtask later: each event is dispatched in an async act)
  it('follows the service worker: a read it could not take to the network means offline, one that reached it again means online', async () => {
    // the worker's messages arrive on navigator.serviceWorker (jsdom has none)
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const { useOnline } = await import('../../src/ui/useOnline.ts');
    const { result } = renderHook(() => useOnline());
    expect(navigator.onLine).toBe(true);
    expect(result.current).toBe(true);
    await act(async () => void worker.dispatchEvent(new MessageEvent('message', { data: { type: NETWORK_FAILED } })));
    expect(result.current).toBe(false);
    await act(async () => void worker.dispatchEvent(new MessageEvent('message', { data: { type: 'SOMETHING_ELSE' } })));
    expect(result.current).toBe(false);
    await act(async () => void worker.dispatchEvent(new MessageEvent('message', { data: { type: NETWORK_OK } })));
    expect(result.current).toBe(true);
    // and the browser's own events as before
    await act(async () => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(navigator.onLine);
  });
});
