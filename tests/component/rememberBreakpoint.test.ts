import { afterEach, describe, expect, it, vi } from 'vitest';
import { BREAKPOINT_KEY, getCookie, removeCookie } from '../../src/lib/cookies.ts';
import { rememberBreakpoint } from '../../src/ui/useBreakpoint.ts';

afterEach(() => {
  removeCookie(BREAKPOINT_KEY);
  vi.useRealTimers();
});

describe('the breakpoint the server draws the next page for', () => {
  it('is written when measured, and again half a second after a resize to another breakpoint', () => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    rememberBreakpoint();
    expect(getCookie(BREAKPOINT_KEY)).toBe('phone');
    Object.defineProperty(window, 'innerWidth', { value: 1440, configurable: true });
    window.dispatchEvent(new Event('resize'));
    expect(getCookie(BREAKPOINT_KEY)).toBe('phone');
    vi.advanceTimersByTime(500);
    expect(getCookie(BREAKPOINT_KEY)).toBe('desktop');
  });
});
