import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { order, skuOf } from './shopHelpers.ts';
import { AppError } from '../../server/errors.ts';
import { fail } from '../../server/http/envelope.ts';
import { pageQuery } from '../../server/http/paging.ts';
import { offsetOf, PAGING, pageOf } from '../../src/api/contract/paging.ts';

describe('pageQuery, the one paging parser', () => {
  const app = new Hono();
  app.get('/default', (c) => c.json(pageQuery(c)));
  app.get('/notices', (c) => c.json(pageQuery(c, 5)));
  app.onError((err, c) => (err instanceof AppError ? fail(c, err.status, err.message) : fail(c, 500, String(err))));
  const parse = async (path: string) => {
    const res = await app.request(path);
    return { status: res.status, body: await res.json() };
  };

  it('defaults to page 1 and the list’s own page size', async () => {
    expect(await parse('/default')).toEqual({ status: 200, body: { pageNum: 1, pageSize: PAGING.defaultPageSize } });
    expect(await parse('/notices')).toEqual({ status: 200, body: { pageNum: 1, pageSize: 5 } });
    expect(await parse('/notices?pageNum=&pageSize=')).toEqual({ status: 200, body: { pageNum: 1, pageSize: 5 } });
    expect(await parse('/notices?pageNum=3&pageSize=100')).toEqual({ status: 200, body: { pageNum: 3, pageSize: 100 } });
    expect(await parse('/notices?pageNum=100000&pageSize=1')).toEqual({ status: 200, body: { pageNum: 100000, pageSize: 1 } });
  });

  it('answers 400 页码有误 for a page number that is not 1 to 100000', async () => {
    for (const q of ['pageNum=0', 'pageNum=-1', 'pageNum=abc', 'pageNum=1.5', 'pageNum=100001', 'pageNum=%201', 'pageNum=1e3', 'pageNum=99999999999']) {
      expect(await parse(`/notices?${q}`), q).toEqual({ status: 400, body: { code: 400, msg: PAGING.pageNumMessage, data: null } });
    }
  });

  it('answers 400 每页条数有误 for a page size that is not 1 to 100', async () => {
    for (const q of ['pageSize=0', 'pageSize=101', 'pageSize=abc', 'pageSize=-5', 'pageSize=2.5', 'pageSize=1000']) {
      expect(await parse(`/default?${q}`), q).toEqual({ status: 400, body: { code: 400, msg: PAGING.pageSizeMessage, data: null } });
    }
  });

  it('builds the one page shape', () => {
    expect(pageOf(['a', 'b'], 7, 3, 2)).toEqual({ list: ['a', 'b'], total: 7, pageNum: 3, pageSize: 2, isLastPage: false });
    expect(pageOf(['g'], 7, 4, 2).isLastPage).toBe(true);
    expect(pageOf([], 0, 1, 10).isLastPage).toBe(true);
    expect(offsetOf(1, 10)).toBe(0);
    expect(offsetOf(3, 5)).toBe(10);
  });
});

describe('every paged list answers exactly the Page shape', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  const V = '/v1/wangchuang';
  /** [path, account (null: anonymous), default page size] of each paged list route. */
  let lists: [string, string | null, number][];
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    t = await testApp();
    for (const account of ['zbb_student01', 'dsb_student01', 'teacher01', 'city01', 'admin01']) tokens.set(account, await t.login(account));
    // Rows for every list: two orders from dsb_student01's shop, reviewed; two announcements by city01.
    const sku = await skuOf(t);
    const made: number[] = [];
    for (let i = 0; i < 2; i++) made.push(await order(t, tokens.get('zbb_student01')!, sku.id));
    await t.db.query(
      `insert into reviews (order_id, order_line_id, product_id, shop_id, user_id, stars, content)
       select l.order_id, l.id, $1, o.shop_id, o.buyer_id, 5, '好' from order_lines l join orders o on o.id = l.order_id where o.id = any($2::int[])`,
      [sku.product_id, made],
    );
    const city = await t.db.one<{ id: number }>(`select city_id as id from users where username = 'city01'`);
    for (const title of ['一', '二']) {
      const json = { title, content: `<p>${title}</p>`, targetRegionId: city!.id };
      const saved = await t.call('POST', `${V}/city/announcement/create`, { token: tokens.get('city01'), json });
      expect(saved.status).toBe(200);
    }
    lists = [
      [`${V}/student/loadSendSysMsg`, 'zbb_student01', 5],
      [`${V}/teacher/loadSendSysMsg`, 'teacher01', 5],
      [`${V}/city/train/loadSendSysMsg`, 'city01', 5],
      [`${V}/city/announcement/list`, 'city01', 10],
      [`${V}/admin/announcement/list`, 'admin01', 10],
      [`${V}/admin/teacher/list`, 'admin01', 10],
      [`${V}/seller/shopCategory/list`, 'dsb_student01', 10],
      [`${V}/mall/products`, null, 10],
      [`${V}/mall/product/${sku.product_id}/reviews`, null, 10],
      [`${V}/mall/shops`, null, 10],
      [`${V}/video/courses`, 'teacher01', 10],
      [`${V}/buyers/wallet/ledger`, 'dsb_student01', 10],
      [`${V}/buyers/orders`, 'zbb_student01', 10],
      [`${V}/seller/orders`, 'dsb_student01', 10],
      [`${V}/seller/reviews`, 'dsb_student01', 10],
    ];
  });
  const get = (path: string, account: string | null) => t.call('GET', path, { token: account ? tokens.get(account) : undefined });

  const withQuery = (path: string, q: string) => `${path}${path.includes('?') ? '&' : '?'}${q}`;

  function expectPage(data: Record<string, unknown>, pageNum: number, pageSize: number, label: string) {
    expect(Object.keys(data).sort(), label).toEqual(['isLastPage', 'list', 'pageNum', 'pageSize', 'total']);
    expect(data.pageNum, label).toBe(pageNum);
    expect(data.pageSize, label).toBe(pageSize);
    expect(Array.isArray(data.list), label).toBe(true);
    const list = data.list as unknown[];
    expect(list.length, label).toBeLessThanOrEqual(pageSize);
    expect(Number.isInteger(data.total), label).toBe(true);
    if (list.length) expect(data.total as number, label).toBeGreaterThanOrEqual(offsetOf(pageNum, pageSize) + list.length);
    expect(data.isLastPage, label).toBe(pageNum * pageSize >= (data.total as number));
  }

  it('answers the list’s default page without paging in the query', async () => {
    for (const [path, account, size] of lists) {
      const res = await get(path, account);
      expect(res.status, path).toBe(200);
      expectPage(res.body.data, 1, size, path);
      expect(res.body.data.total, `${path} has rows to page`).toBeGreaterThan(0);
    }
  });

  it('answers the asked page, and the same total on every page', async () => {
    for (const [path, account] of lists) {
      const first = (await get(withQuery(path, 'pageNum=1&pageSize=1'), account)).body.data;
      expectPage(first, 1, 1, path);
      const second = (await get(withQuery(path, 'pageNum=2&pageSize=1'), account)).body.data;
      expectPage(second, 2, 1, path);
      expect(second.total, path).toBe(first.total);
      const past = (await get(withQuery(path, 'pageNum=999&pageSize=100'), account)).body.data;
      expectPage(past, 999, 100, path);
      expect(past.list, path).toEqual([]);
      expect(past.isLastPage, path).toBe(true);
    }
  });

  it('pages a resource list the same whether the page ends before the last match or reaches past it', async () => {
    // past the last match the ids are read by the filter and sorted (server/resources/factory.ts pageIds),
    // before it by walking the sort: both must give the slice of the one sorted list
    for (const q of ['sort=createdAt&order=desc', 'sort=realName&order=asc', 'status=1&sort=createdAt&order=asc', 'realName=%E7%8E%8B']) {
      const path = withQuery(`${V}/admin/teacher/list`, q);
      const all = (await get(withQuery(path, 'pageNum=1&pageSize=100'), 'admin01')).body.data;
      expect(all.total, q).toBe(all.list.length);
      const ids = (all.list as { id: number }[]).map((r) => r.id);
      for (const size of [1, 2, 3, all.total, all.total + 1]) {
        if (size < 1) continue;
        for (let pageNum = 1; pageNum <= Math.ceil(all.total / size) + 1; pageNum++) {
          const page = (await get(withQuery(path, `pageNum=${pageNum}&pageSize=${size}`), 'admin01')).body.data;
          expectPage(page, pageNum, size, `${q} ${pageNum}×${size}`);
          expect(page.total, `${q} ${pageNum}×${size}`).toBe(all.total);
          const offset = offsetOf(pageNum, size);
          expect(
            (page.list as { id: number }[]).map((r) => r.id),
            `${q} ${pageNum}×${size}`,
          ).toEqual(ids.slice(offset, offset + size));
        }
      }
    }
  });

  it('refuses bad paging with the one set of messages', async () => {
    for (const [path, account] of lists) {
      for (const [q, msg] of [
        ['pageNum=0', PAGING.pageNumMessage],
        ['pageNum=abc', PAGING.pageNumMessage],
        ['pageSize=101', PAGING.pageSizeMessage],
        ['pageSize=0', PAGING.pageSizeMessage],
      ]) {
        const res = await get(withQuery(path, q), account);
        expect(res.status, `${path} ${q}`).toBe(400);
        expect(res.body.msg, `${path} ${q}`).toBe(msg);
      }
      expect((await get(withQuery(path, 'pageSize=100'), account)).status, path).toBe(200);
    }
  });
});
