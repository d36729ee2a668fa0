import { describe, expect, it, beforeEach } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useState } from 'react';
import KeepAliveOutlet, { tabKey } from '../../src/app/layouts/KeepAliveOutlet.tsx';
import { addView, layout, resetTabs } from '../../src/state/layout.ts';

function Page({ name }: { name: string }) {
  const { search } = useLocation();
  const [typed, setTyped] = useState('');
  return (
    <section data-testid={name}>
      <span data-testid={`${name}-search`}>{search}</span>
      <input aria-label={`${name}-input`} value={typed} onChange={(e) => setTyped(e.target.value)} />
    </section>
  );
}

function Layout() {
  const { pathname, search } = useLocation();
  addView({ key: tabKey(pathname, search), path: pathname + search, title: pathname });
  return <KeepAliveOutlet />;
}

describe('KeepAliveOutlet', () => {
  beforeEach(() => resetTabs());

  it('keeps a hidden tab at its own address and state while another tab changes the query', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Layout />,
          children: [
            { path: 'a', element: <Page name="a" /> },
            { path: 'b', element: <Page name="b" /> },
          ],
        },
      ],
      { initialEntries: ['/a?step=1'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText('a-input'), { target: { value: '写了一半' } });
    await act(() => router.navigate('/b?step=9'));
    expect(screen.getByTestId('a-search').textContent).toBe('?step=1');
    expect(screen.getByTestId('b-search').textContent).toBe('?step=9');
    expect(screen.getByTestId('a').closest('[data-tab]')!.hasAttribute('hidden')).toBe(true);
    await act(() => router.navigate('/a?step=1'));
    expect((screen.getByLabelText('a-input') as HTMLInputElement).value).toBe('写了一半');
    expect(layout.views.length).toBeGreaterThanOrEqual(2);
  });
});
