import { beforeEach, describe, expect, it } from 'vitest';
import { addView, closeAll, closeOthers, closeView, layout, MAX_VIEWS, refreshView, resetTabs } from '../../src/state/layout.ts';

const view = (n: number | string, affix = false) => ({ key: `/p/${n}`, path: `/p/${n}`, title: `页${n}`, affix });
const keys = () => layout.views.map((v) => v.key);

describe('tabs bar (spec §9: last 8 views)', () => {
  beforeEach(() => resetTabs());

  it('keeps at most 8 views, dropping the oldest non-affix one', () => {
    expect(MAX_VIEWS).toBe(8);
    addView(view('home', true));
    for (let i = 1; i <= 10; i++) addView(view(i));
    expect(layout.views).toHaveLength(8);
    expect(keys()[0]).toBe('/p/home');
    expect(keys()).toEqual(['/p/home', '/p/4', '/p/5', '/p/6', '/p/7', '/p/8', '/p/9', '/p/10']);
  });

  it('revisiting a view does not duplicate it; same path with other params is its own tab', () => {
    addView(view(1));
    addView(view(1));
    addView({ key: '/p/1?id=2', path: '/p/1?id=2', title: '页1' });
    expect(keys()).toEqual(['/p/1', '/p/1?id=2']);
  });

  it('closing the active tab goes to the last one; affix tabs cannot be closed', () => {
    addView(view('home', true));
    addView(view(1));
    addView(view(2));
    addView(view(3));
    expect(closeView('/p/2', '/p/2')).toBe('/p/3');
    expect(closeView('/p/1', '/p/3')).toBeNull();
    expect(keys()).toEqual(['/p/home', '/p/3']);
    expect(closeView('/p/home', '/p/home')).toBeNull();
    expect(keys()).toContain('/p/home');
    expect(closeView('/p/3', '/p/3')).toBe('/p/home');
  });

  it('close others keeps affix and the chosen tab; close all keeps affix only', () => {
    addView(view('home', true));
    for (let i = 1; i <= 4; i++) addView(view(i));
    closeOthers('/p/3');
    expect(keys()).toEqual(['/p/home', '/p/3']);
    addView(view(5));
    expect(closeAll('/fallback')).toBe('/p/home');
    expect(keys()).toEqual(['/p/home']);
    resetTabs();
    addView(view(1));
    expect(closeAll('/fallback')).toBe('/fallback');
    expect(layout.views).toHaveLength(0);
  });

  it('refresh bumps the nonce that re-mounts a view; evicting drops it', () => {
    addView(view(1));
    refreshView('/p/1');
    refreshView('/p/1');
    expect(layout.nonces['/p/1']).toBe(2);
    closeView('/p/1', '/x');
    expect(layout.nonces['/p/1']).toBeUndefined();
  });
});
