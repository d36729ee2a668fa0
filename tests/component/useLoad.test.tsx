import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useLoad } from '../../src/ui/useLoad.ts';

function Page({ load, initial }: { load: () => Promise<string>; initial?: () => string | undefined }) {
  const { data, loading } = useLoad(load, [], { initial });
  return <p>{loading ? '加载中' : data}</p>;
}

describe('useLoad', () => {
  it('loads, showing its loading state first', async () => {
    const load = vi.fn(async () => '数据');
    render(<Page load={load} />);
    expect(screen.getByText('加载中')).toBeTruthy();
    expect(await screen.findByText('数据')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows data already here on its first render and does not ask again', async () => {
    const load = vi.fn(async () => '又问了一次');
    render(<Page load={load} initial={() => '先到的数据'} />);
    expect(screen.getByText('先到的数据')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads as usual when nothing is here yet', async () => {
    const load = vi.fn(async () => '数据');
    render(<Page load={load} initial={() => undefined} />);
    expect(screen.getByText('加载中')).toBeTruthy();
    expect(await screen.findByText('数据')).toBeTruthy();
  });
});
