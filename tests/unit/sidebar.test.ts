import { describe, expect, it } from 'vitest';
import { getCookie } from '../../src/lib/cookies.ts';
import { layout, setSidebar, syncSidebarFromCookie, toggleSidebar } from '../../src/state/layout.ts';
import { breakpointFor } from '../../src/ui/useBreakpoint.ts';

describe('sidebar state (cookie sidebarStatus 1/0)', () => {
  it('writes 1 when opened and 0 when closed, and reads it back', () => {
    setSidebar(false);
    expect(getCookie('sidebarStatus')).toBe('0');
    expect(layout.sidebarOpened).toBe(false);
    toggleSidebar();
    expect(getCookie('sidebarStatus')).toBe('1');
    expect(layout.sidebarOpened).toBe(true);
    setSidebar(false);
    layout.sidebarOpened = true;
    syncSidebarFromCookie();
    expect(layout.sidebarOpened).toBe(false);
  });

  it('breakpoints: phone < 768, tablet < 1200, desktop from 1200', () => {
    expect(breakpointFor(390)).toBe('phone');
    expect(breakpointFor(767)).toBe('phone');
    expect(breakpointFor(768)).toBe('tablet');
    expect(breakpointFor(820)).toBe('tablet');
    expect(breakpointFor(1199)).toBe('tablet');
    expect(breakpointFor(1200)).toBe('desktop');
    expect(breakpointFor(1440)).toBe('desktop');
  });
});
