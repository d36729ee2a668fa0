import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import IndexPage from '../../src/features/ondemand/IndexPage.tsx';

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });

mockServer(
  http.get('*/classifications', () => ok([])),
  http.get('*/banners', () =>
    ok([
      { id: 1, title: '创业第一课', image: '', courseId: 5 },
      { id: 2, title: '课程已下架的横幅', image: '', courseId: null },
    ]),
  ),
  http.get('*/courses', () => ok({ list: [], total: 0, isLastPage: true, pageNum: 1, pageSize: 12 })),
);

describe('/ondemand/index banners', () => {
  it('links a banner to its course, and leaves one whose course was deleted as a picture, not a link to nothing', async () => {
    render(
      <MemoryRouter>
        <IndexPage />
      </MemoryRouter>,
    );
    expect((await screen.findByText('创业第一课')).closest('a')?.getAttribute('href')).toBe('/ondemand/courseplay?courseId=5');
    expect((await screen.findByText('课程已下架的横幅')).closest('a')).toBeNull();
    expect(document.querySelectorAll('a[href*="courseId=null"]')).toHaveLength(0);
  });
});
