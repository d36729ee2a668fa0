import { expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PlanRows } from '../../src/features/learner/PlanInputs.tsx';

const rows = [{ name: '直播补光灯' }, { name: '手机支架' }];
const table = (locked: boolean, onDelete = vi.fn()) =>
  render(
    <PlanRows
      heads={['名称', ['金额', 'num']]}
      rows={rows}
      locked={locked}
      onDelete={onDelete}
      cells={(r, i) => (
        <>
          <td>{r.name}</td>
          <td className="num">{i + 1}</td>
        </>
      )}
    />,
  );

it('draws the heads (a num head aligned right), a row of cells per item and 删除 at its end', () => {
  const onDelete = vi.fn();
  const { container } = table(false, onDelete);
  expect([...container.querySelectorAll('th')].map((th) => [th.textContent, th.className])).toEqual([
    ['名称', ''],
    ['金额', 'num'],
    ['', ''],
  ]);
  const second = screen.getByText('手机支架').closest('tr')!;
  expect(second.textContent).toBe('手机支架2删除');
  fireEvent.click(within(second).getByRole('button', { name: '删除' }));
  expect(onDelete).toHaveBeenCalledWith(1);
  expect(container.querySelector('.ln-table-wrap > table.ln-table')).toBeTruthy();
});

it('offers no 删除 while the plan is locked', () => {
  table(true);
  expect(screen.getByText('直播补光灯')).toBeTruthy();
  expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
});
