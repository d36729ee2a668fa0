import { expect, it } from 'vitest';
import { render } from '@testing-library/react';
import FigureList from '../../src/ui/FigureList.tsx';

const items: [string, string | number][] = [
  ['学员人数', 12],
  ['合格人数', '—'],
];

it('figure cards: each label and value in a div of the list', () => {
  const { container } = render(<FigureList className="cl-figures" items={items} />);
  expect(container.innerHTML).toBe('<dl class="cl-figures"><div><dt>学员人数</dt><dd>12</dd></div><div><dt>合格人数</dt><dd>—</dd></div></dl>');
});

it('a record’s facts: the labels and values side by side in the list', () => {
  const { container } = render(<FigureList className="mg-kv" grouped={false} items={items} />);
  expect(container.innerHTML).toBe('<dl class="mg-kv"><dt>学员人数</dt><dd>12</dd><dt>合格人数</dt><dd>—</dd></dl>');
});
