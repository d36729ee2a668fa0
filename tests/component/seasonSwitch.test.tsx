import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import SeasonSwitch, { canSwitchSeason } from '../../src/app/layouts/SeasonSwitch.tsx';
import { sellerScores } from '../../src/app/layouts/SellerLayout.tsx';
import type { Role } from '../../src/api/contract/roles.ts';
import { resetActThrottle } from '../../src/ui/act.tsx';

const hits: string[] = [];
let reply: unknown = true;
mockServer(
  http.get('*/v1/wangchuang/:prefix/nextTurn', ({ params }) => {
    hits.push(`${params.prefix}/nextTurn`);
    return HttpResponse.json({ code: 200, msg: 'ok', data: reply });
  }),
  http.get('*/v1/wangchuang/:prefix/turn/restart', ({ params }) => {
    hits.push(`${params.prefix}/turn/restart`);
    return HttpResponse.json({ code: 200, msg: 'ok', data: reply });
  }),
);
afterEach(() => {
  resetActThrottle();
  hits.length = 0;
  reply = true;
});

async function choose(option: '下一赛季' | '重新开始', confirm: '确定' | '取消') {
  // Dialogs of earlier steps may still be closing: answer the one this choice opens.
  for (const old of document.querySelectorAll('.adm-dialog')) old.setAttribute('data-old', '');
  fireEvent.click(screen.getByRole('button', { name: '赛季切换' }));
  // The option of the sheet (a closing dialog of an earlier step may carry the same words as its title).
  fireEvent.click(await screen.findByText(option, { selector: '.adm-action-sheet-button-item-name' }));
  const dialog = await waitFor(() => {
    const d = document.querySelector<HTMLElement>('.adm-dialog:not([data-old])');
    if (!d) throw new Error('no confirmation dialog yet');
    return d;
  });
  expect(within(dialog).getByText(option)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^${confirm}$`) }));
}

describe('season switch', () => {
  it('shows for roles 5 or lower only', () => {
    for (const r of [1, 2, 3, 4, 5] as Role[]) expect(canSwitchSeason(r)).toBe(true);
    for (const r of [6, 20] as Role[]) expect(canSwitchSeason(r)).toBe(false);
    const { container } = render(<SeasonSwitch userRole={6} onReload={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it('1 next season calls {role prefix}nextTurn after confirmation; a truthy reply reloads', async () => {
    const reload = vi.fn();
    render(<SeasonSwitch userRole={5} onReload={reload} />);
    await choose('下一赛季', '确定');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(hits).toEqual(['teacher/nextTurn']);
  });

  it('2 restart calls {role prefix}turn/restart with the admin prefix', async () => {
    const reload = vi.fn();
    render(<SeasonSwitch userRole={1} onReload={reload} />);
    await choose('重新开始', '确定');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(hits).toEqual(['admin/turn/restart']);
  });

  it('cancelling the confirmation calls nothing; a falsy reply does not reload', async () => {
    const reload = vi.fn();
    render(<SeasonSwitch userRole={3} onReload={reload} />);
    await choose('下一赛季', '取消');
    await new Promise((r) => setTimeout(r, 100));
    expect(hits).toEqual([]);
    reply = false;
    await choose('下一赛季', '确定');
    await waitFor(() => expect(hits).toEqual(['city/nextTurn']));
    await new Promise((r) => setTimeout(r, 50));
    expect(reload).not.toHaveBeenCalled();
  });

  it('fixed scores 4, 8, 10 when the centre is shown, else 0', () => {
    expect(sellerScores(true)).toEqual({ description: 4, service: 8, logistics: 10 });
    expect(sellerScores(false)).toEqual({ description: 0, service: 0, logistics: 0 });
  });
});
