import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { MenuEntry } from '../../src/api/contract/settings.ts';
import MenuManagePage from '../../src/features/manage/MenuManagePage.tsx';
import { session } from '../../src/state/session.ts';
import { mockServer } from './msw.ts';

/** /manage/menuManage: each role's menu tree, and never another role's while one loads. */

const entry = (id: number, title: string, children: MenuEntry[] = []): MenuEntry => ({
  id,
  parentId: null,
  path: children.length ? '' : `/manage/p${id}`,
  ownTitle: null,
  title,
  routeTitle: children.length ? null : title,
  icon: '',
  hidden: false,
  sort: id,
  children,
});
const TREES: Record<string, MenuEntry[]> = {
  '1': [entry(1, '班级管理', [entry(2, '班级列表')])],
  '5': [entry(51, '班级管理', [entry(52, '班级列表')])],
};
mockServer(
  http.get('*/v1/wangchuang/admin/menuManage/tree', async ({ request }) => {
    const role = new URL(request.url).searchParams.get('role') ?? '';
    if (role === '5') await delay(300);
    return HttpResponse.json({ code: 200, msg: '', data: TREES[role] ?? [] });
  }),
);

describe('menu management', () => {
  it("hides the last role's tree while the next one loads, so 编辑 never edits the wrong role's menu", async () => {
    Object.assign(session, { token: 't', roles: [1] });
    render(<MenuManagePage />);
    expect(await screen.findByRole('button', { name: '展开：班级管理' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '教师' }));
    expect(screen.queryByRole('button', { name: '展开：班级管理' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: '展开：班级管理' }));
    expect(await screen.findByRole('button', { name: '编辑：班级列表' })).toBeTruthy();
  });
});
