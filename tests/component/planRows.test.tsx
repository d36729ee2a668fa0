import { expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { type PlanColumn, PlanTable } from '../../src/features/learner/PlanInputs.tsx';

type Row = { name: string; n: number };
const rows: Row[] = [
  { name: '直播补光灯', n: 1 },
  { name: '手机支架', n: 2 },
];
const columns: PlanColumn<Row>[] = [
  { head: '名称', show: (r) => r.name },
  { head: '金额', align: 'num', show: (r) => r.n },
];
const table = (locked: boolean, onChange = vi.fn()) =>
  render(<PlanTable columns={columns} rows={rows} locked={locked} onChange={onChange} add={{ label: '+ 添加', row: () => ({ name: '', n: 0 }) }} />);

it('draws the heads (a num head aligned right), a row of cells per item and 删除 at its end', () => {
  const onChange = vi.fn();
  const { container } = table(false, onChange);
  expect([...container.querySelectorAll('th')].map((th) => [th.textContent, th.className])).toEqual([
    ['名称', ''],
    ['金额', 'num'],
    ['', ''],
  ]);
  const second = screen.getByText('手机支架').closest('tr')!;
  expect(second.textContent).toBe('手机支架2删除');
  fireEvent.click(within(second).getByRole('button', { name: '删除' }));
  expect(onChange).toHaveBeenCalledWith([rows[0]]);
  expect(container.querySelector('.ln-table-wrap > table.ln-table')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '+ 添加' }));
  expect(onChange).toHaveBeenLastCalledWith([...rows, { name: '', n: 0 }]);
});

it('offers no 删除 while the plan is locked', () => {
  table(true);
  expect(screen.getByText('直播补光灯')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  expect(screen.queryByRole('button', { name: '+ 添加' })).toBeNull();
});
