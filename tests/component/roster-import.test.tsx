import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import type { RosterImportRefusal, RosterImportResult } from '../../src/api/contract/rosterImport.ts';
import RosterImport from '../../src/features/manage/RosterImport.tsx';
import { session } from '../../src/state/session.ts';

/** Excel导入学员: a refused file lists every wrong cell and writes nothing; 只导入有效行 then imports the rest. */

const errors = [
  { row: 3, column: '证件号码', message: '身份证格式不正确' },
  { row: 4, column: '手机号码', message: '与第2行的手机号码重复' },
] as const;
const posted: { mode: string }[] = [];
mockServer(
  http.post('*/v1/wangchuang/institution/class/7/roster/import', async ({ request }) => {
    const form = await request.formData();
    const mode = String(form.get('mode'));
    posted.push({ mode });
    if (mode === 'all') {
      const data: RosterImportRefusal = { errors: [...errors], valid: 1, total: 3 };
      return HttpResponse.json({ code: 400, msg: '第3行「证件号码」：身份证格式不正确（共2处错误），未导入任何学员', data }, { status: 400 });
    }
    const data: RosterImportResult = { imported: 1, fromPool: 0, skipped: 2, errors: [...errors] };
    return HttpResponse.json({ code: 200, msg: '已导入1名学员，2行未通过校验', data });
  }),
);
afterEach(() => {
  posted.length = 0;
});

const xlsx = (bytes: number, name = '学员名单.xlsx') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function open() {
  Object.assign(session, { token: 'tok', roles: [4], userInfo: { id: 1, username: 'inst01', role: 4 } });
  render(<RosterImport classId={7} onClose={() => {}} />);
  return screen.getByRole('dialog', { name: 'Excel导入学员' });
}

describe('Excel导入学员', () => {
  it('shows every wrong cell by row and column when the file is refused, then imports only the valid rows when asked', async () => {
    const dialog = open();
    const start = within(dialog).getByRole('button', { name: '开始导入' });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('选择Excel文件'), { target: { files: [xlsx(2048)] } });
    fireEvent.click(start);
    const refused = await within(dialog).findByText(/共 2 处问题，未导入任何学员/);
    expect(refused.textContent).toContain('或选择“只导入有效行”导入其余 1 名学员');
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['第3行', '证件号码', '身份证格式不正确'],
      ['第4行', '手机号码', '与第2行的手机号码重复'],
    ]);

    fireEvent.click(within(dialog).getByLabelText(/只导入有效行/));
    // a second import within the 1 s click throttle (spec §5) would be ignored
    await new Promise((r) => setTimeout(r, 1100));
    fireEvent.click(within(dialog).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog).findByText(/已导入 1 名学员/)).toBeTruthy();
    expect(within(dialog).getByText(/2 行未导入/)).toBeTruthy();
    expect(posted.map((p) => p.mode)).toEqual(['all', 'valid']);
  });

  it('a file over 2MB or not .xlsx is refused before it is sent', async () => {
    const dialog = open();
    fireEvent.change(within(dialog).getByLabelText('选择Excel文件'), { target: { files: [xlsx(2 * 1024 * 1024 + 1)] } });
    expect(within(dialog).getByRole('alert').textContent).toBe('文件不能超过2MB');
    expect((within(dialog).getByRole('button', { name: '开始导入' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('选择Excel文件'), { target: { files: [xlsx(100, '名单.csv')] } });
    expect(within(dialog).getByRole('alert').textContent).toBe('请选择.xlsx格式的Excel文件');
    await waitFor(() => expect(posted).toEqual([]));
  });
});
