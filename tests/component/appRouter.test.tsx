/** The app's router (src/app/router.tsx): the guard decides each location before it is shown. */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { session } from '../../src/state/session.ts';
import type { AppRouterState } from '../../src/app/router.tsx';
import { ok, openApp, server, signedInAs, useConformanceHarness } from './conformance/harness.tsx';

useConformanceHarness();

describe('navigation through the guard', () => {
  it('keeps the page on screen while the guard decides, and a newer navigation wins over one still being decided', async () => {
    signedInAs(3);
    session.isPerfect = 'true'; // the guard asks validPerfect on every navigation: held here for 300 ms
    server.use(
      http.get('*/up-to-date/validPerfect', async () => {
        await delay(300);
        return ok(false);
      }),
    );
    const router = await openApp('/manage/classList');
    await waitFor(() => expect(document.title).toContain('班级列表'));
    const shown: string[] = [];
    router.subscribe((s: AppRouterState) => {
      if (!s.navigating) shown.push(s.location.pathname);
    });

    router.navigate('/manage/teacherList');
    await waitFor(() => expect(router.state.navigating?.pathname).toBe('/manage/teacherList'));
    // still deciding: the page on screen and the location its components read are the old ones
    expect(router.state.location.pathname).toBe('/manage/classList');
    expect(document.title).toContain('班级列表');

    router.navigate('/manage/classListNum');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manage/classListNum'));
    await waitFor(() => expect(document.title).toContain('班级人数统计'));
    // the superseded navigation was never shown
    expect(shown).toEqual(['/manage/classListNum']);
    expect(window.location.pathname).toBe('/manage/classListNum');
  });

  it('a redirect replaces the address: back does not return to the refused one', async () => {
    const router = await openApp('/login');
    const before = window.history.length;
    router.navigate('/manage/classList'); // no token: to /login?redirect=…
    await waitFor(() => expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/manage/classList')}`));
    expect(router.state.location.pathname).toBe('/login');
    expect(window.history.length).toBe(before + 1); // the push, replaced by the redirect: one entry
  });
});
