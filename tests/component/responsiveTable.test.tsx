import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ResponsiveTable, { type Column } from '../../src/ui/ResponsiveTable.tsx';

type Row = { id: number; step: string; learner: string | null; actor: string | null };
const columns: Column<Row>[] = [
  { key: 'step', title: '新状态' },
  { key: 'learner', title: '学员', cardWhenSet: true },
  { key: 'actor', title: '办理人' },
];
const rows: Row[] = [
  { id: 1, step: '已受理', learner: null, actor: null },
  { id: 2, step: '已受理', learner: '张小红', actor: '广州市人社局' },
];

describe('ResponsiveTable cards', () => {
  it('leaves a when-set column off the cards of rows without a value; other empty values show —', () => {
    render(<ResponsiveTable columns={columns} data={rows} rowKey={(r) => r.id} mode="cards" />);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).queryByText('学员')).toBeNull();
    expect(within(first!).getByText('办理人').nextSibling?.textContent).toBe('—');
    expect(within(second!).getByText('学员').nextSibling?.textContent).toBe('张小红');
  });

  it('keeps the column in the table for every row', () => {
    render(<ResponsiveTable columns={columns} data={rows} rowKey={(r) => r.id} mode="table" />);
    expect(screen.getByRole('columnheader', { name: '学员' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
