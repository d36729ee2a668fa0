/** Screens several conformance tests open the same way (on top of harness.tsx). */
import { expect } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import ChangePasswordDialog from '../../../src/features/account/ChangePasswordDialog.tsx';
import NoticeListPage from '../../../src/features/notices/NoticeListPage.tsx';
import { resetNotices } from '../../../src/state/notices.ts';
import { session } from '../../../src/state/session.ts';
import { clearMessageCache } from '../../../src/storage/messageCache.ts';
import type { Address } from '../../../src/api/contract/shop.ts';
import { ok, openApp, server, signedInAs } from './harness.tsx';

/**
 * A teacher's reloaded session whose user info comes back as `info` answers it (nothing usable):
 * the app opened at a back-office page has to go to /login. Resolves with its router.
 */
export async function openWithUserInfo(info: () => Response | Promise<Response>) {
  server.use(http.get('*/v1/wangchuang/common/info', info));
  signedInAs(5);
  session.roles = [];
  const router = await openApp('/manage/classList');
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  return router;
}

/** The change-password dialog with its fields filled (old, new, confirmation); resolves its form and how to take it away. */
export function filledPasswordDialog(pwd: string, newPwd: string, confirm = newPwd, onClose: () => void = () => {}) {
  const { unmount } = render(<ChangePasswordDialog visible onClose={onClose} />);
  const form = screen.getByRole('form', { name: '修改密码' });
  for (const [label, value] of [
    ['旧密码', pwd],
    ['新密码', newPwd],
    ['确认密码', confirm],
  ])
    fireEvent.change(within(form).getByLabelText(label, { selector: 'input' }), { target: { value } });
  return { form, unmount };
}

/** The notice list as a learner opens it, nothing of the notices held from before. */
export async function openNoticeList() {
  resetNotices();
  await clearMessageCache();
  signedInAs(6);
  render(<NoticeListPage />);
}

/** A learner's address book (/harvestAddress) of the addresses `ids` (收货人1 …), `defaultId`'s the default; 设为默认 is answered by `setDefault`. */
export async function openAddressBook(ids: number[], defaultId: number, setDefault: Parameters<typeof http.post>[1]) {
  const list: Address[] = ids.map((id) => ({
    id,
    name: `收货人${id}`,
    phone: '13812345678',
    province: '广东省',
    city: '广州市',
    district: '天河区',
    detail: `${id}号`,
    isDefault: id === defaultId,
  }));
  server.use(
    http.get(/\/buyers\/addresses$/, () => ok(list)),
    http.post(/\/buyers\/address\/default$/, setDefault),
  );
  signedInAs(6);
  await openApp('/harvestAddress');
}
