import { expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import ChipGroup from '../../src/ui/ChipGroup.tsx';
import SearchForm, { TypingSearch } from '../../src/ui/SearchForm.tsx';

it('SearchForm applies its trimmed words on submit, with its own controls inside the form', () => {
  const onSearch = vi.fn();
  render(
    <SearchForm className="mk-search" buttonClass="mk-btn" label="搜索货源" onSearch={onSearch}>
      <label>
        <input type="checkbox" /> 只看一件代发
      </label>
    </SearchForm>,
  );
  const box = screen.getByRole('searchbox', { name: '搜索货源' });
  expect(box.getAttribute('placeholder')).toBe('搜索货源');
  fireEvent.change(box, { target: { value: '  纸巾 ' } });
  expect(onSearch).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: '搜索' }));
  expect(onSearch).toHaveBeenCalledWith('纸巾');
  expect(screen.getByRole('search').className).toBe('mk-search');
  expect(screen.getByRole('search').contains(screen.getByRole('checkbox'))).toBe(true);
});

it('ChipGroup presses the chip of the value and sets the one clicked, 全部 (undefined) among them', () => {
  const onChange = vi.fn();
  render(
    <ChipGroup
      className="wb-chips"
      label="类目"
      chips={[
        { value: undefined, label: '全部类目' },
        { value: 3, label: '食品' },
      ]}
      value={3 as number | undefined}
      onChange={onChange}
    />,
  );
  expect(screen.getByRole('group', { name: '类目' }).className).toBe('wb-chips');
  expect(screen.getByRole('button', { name: '食品' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: '全部类目' }).getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(screen.getByRole('button', { name: '全部类目' }));
  expect(onChange).toHaveBeenCalledWith(undefined);
});

it('TypingSearch applies its trimmed words once the typing stops', async () => {
  vi.useFakeTimers();
  try {
    const onSearch = vi.fn();
    render(<TypingSearch placeholder="搜索姓名或手机号" label="搜索学员" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: '搜索学员' });
    fireEvent.change(box, { target: { value: ' 张' } });
    fireEvent.change(box, { target: { value: ' 张三 ' } });
    expect(onSearch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(600);
    expect(onSearch.mock.calls).toEqual([['张三']]);
    expect((box as HTMLInputElement).value).toBe(' 张三 ');
  } finally {
    vi.useRealTimers();
  }
});
