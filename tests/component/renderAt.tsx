/**
 * A page rendered alone at a path, inside a memory router: the routes a test names, and any other
 * path shows where the page sent the user (`<p data-testid="where">`: the path and the query).
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

/** Renders at `path` the pages of `routes` (a route pattern to its element). */
export function renderAt(path: string, routes: Record<string, ReactNode>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([pattern, page]) => (
          <Route key={pattern} path={pattern} element={page} />
        ))}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}
