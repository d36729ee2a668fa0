import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type LoaderFunctionArgs, MemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import type { Places } from '../../src/api/contract/places.ts';
import type { TaskList } from '../../src/api/contract/learner.ts';
import { get, post } from '../../src/api/http.ts';
import { payOrder } from '../../src/api/shop.ts';
import { refreshVisible } from '../../src/api/freshness.ts';
import { FORM_SOURCE, useLoad } from '../../src/ui/useLoad.ts';
import { useListController } from '../../src/ui/resource/useListController.ts';
import type { Page } from '../../src/api/contract/paging.ts';
import KeepAliveOutlet, { tabKey } from '../../src/app/layouts/KeepAliveOutlet.tsx';
import SideMenu from '../../src/app/layouts/SideMenu.tsx';
import TabsBar from '../../src/app/layouts/TabsBar.tsx';
import TopNav from '../../src/app/layouts/TopNav.tsx';
import { rootLoader } from '../../src/app/router.tsx';
import { addView, resetTabs } from '../../src/state/layout.ts';
import { resetToken, session } from '../../src/state/session.ts';
import { setToken } from '../../src/lib/cookies.ts';

const ok = (data: unknown) => HttpResponse.json({ code: 200, msg: '', data });
const W = '/v1/wangchuang/';

// what the server holds, and how often each read was asked for
let count = 0;
let coins = 266;
let classType: string | null = null;
const reads: Record<string, number> = {};
const seen = (key: string) => (reads[key] = (reads[key] ?? 0) + 1);
let failReads = false;

/** Where a learner in a class works: no shop, supplier or anchor profile yet. */
const learnerPlaces: Places = { shop: null, supplier: null, anchor: false, klass: { state: 'member', name: '2026年第1期ZBB直播电商培训班' } };
/** That class's tasks, none begun. */
const learnerTasks: TaskList = { classType: 'ZBB', className: '2026年第1期ZBB直播电商培训班', tasks: [], done: 0, total: 0, percent: 0 };
mockServer(
  http.get(`${W}test/count`, () => {
    seen('count');
    return failReads ? HttpResponse.error() : ok(count);
  }),
  http.get(`${W}test/other`, () => {
    seen('other');
    return ok(`other ${count}`);
  }),
  http.post(`${W}test/add`, () => {
    count++;
    return ok(count);
  }),
  http.get(`${W}test/page`, ({ request }) => {
    const n = Number(new URL(request.url).searchParams.get('pageNum'));
    seen(`page${n}`);
    return ok({ list: [`${n}a-${count}`, `${n}b-${count}`], isLastPage: n >= 3 });
  }),
  http.get(`${W}buyers/balance/info`, () => ok({ balance: coins })),
  http.post(`${W}buyers/order/pay`, () => {
    coins -= 66;
    return ok({ ok: true });
  }),
  http.get(`${W}common/info`, () => {
    seen('info');
    return ok({ id: 9, username: 'new_learner', realName: '新学员', role: 6, classType });
  }),
  http.get(`${W}common/loadMenus`, () => ok([])),
  http.get(`${W}common/up-to-date/validPerfect`, () => ok(false)),
  http.get(`${W}common/places`, () => ok(learnerPlaces)),
  // the landing's tasks, which its route asks for while the page's code loads (the first load only)
  http.get(`${W}student/train/tasks`, () => ok(learnerTasks)),
);

beforeEach(() => {
  count = 0;
  coins = 266;
  failReads = false;
  for (const k of Object.keys(reads)) delete reads[k];
});
afterEach(() => resetTabs());

const readCount = () => get<number>(`${W}test/count`).then((r) => r.data);
const write = () => post<number>(`${W}test/add`);

function Counter({ name = 'count', poll }: { name?: string; poll?: number }) {
  const { data, loading, error } = useLoad(readCount, [], { poll });
  if (loading) return <p>加载中</p>;
  if (error) return <p>加载失败</p>;
  return <p data-testid={name}>{`人数 ${data}`}</p>;
}

function Writer() {
  return (
    <button type="button" onClick={() => void write()}>
      写入
    </button>
  );
}

/** Another view's data (test/other), with the 写入 button if asked. */
function Other({ writer = false }: { writer?: boolean }) {
  const other = useLoad(() => get<string>(`${W}test/other`).then((r) => r.data), []);
  return (
    <>
      <p>{other.data}</p>
      {writer && <Writer />}
    </>
  );
}

/** Pages kept alive as the back office keeps them, each route a tab of its own; the first one open. */
function keptAlive(pages: Record<string, JSX.Element>) {
  function Layout() {
    const { pathname, search } = useLocation();
    addView({ key: tabKey(pathname, search), path: pathname + search, title: pathname });
    return <KeepAliveOutlet />;
  }
  const children = Object.entries(pages).map(([path, element]) => ({ path, element }));
  return createMemoryRouter([{ path: '/', element: <Layout />, children }], { initialEntries: [`/${children[0]!.path}`] });
}

describe('fresh data: a write anywhere reloads what shows it', () => {
  it('a write in one view reloads another view on screen, quietly (no loading state over the data)', async () => {
    render(
      <>
        <Counter />
        <Writer />
      </>,
    );
    expect((await screen.findByTestId('count')).textContent).toBe('人数 0');
    fireEvent.click(screen.getByText('写入'));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('人数 1'));
    expect(reads.count).toBe(2);
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('a reload that fails offline keeps the data shown, and no error replaces it', async () => {
    render(<Counter />);
    expect((await screen.findByTestId('count')).textContent).toBe('人数 0');
    failReads = true;
    await act(() => refreshVisible());
    expect(reads.count).toBe(2);
    expect(screen.getByTestId('count').textContent).toBe('人数 0');
    expect(screen.queryByText('加载失败')).toBeNull();
  });

  it("the record a form is filled from is not swapped under the user's edits", async () => {
    function Form() {
      const source = useLoad(readCount, [], FORM_SOURCE);
      return source.data === null ? null : <p data-testid="form">{`表单 ${source.data}`}</p>;
    }
    render(
      <>
        <Form />
        <Counter />
      </>,
    );
    expect((await screen.findByTestId('form')).textContent).toBe('表单 0');
    await act(() => write().then(() => undefined));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('人数 1'));
    expect(screen.getByTestId('form').textContent).toBe('表单 0');
  });

  it('a hidden kept-alive tab loads again when it is shown, not while hidden', async () => {
    const router = keptAlive({ list: <Counter />, review: <Other writer /> });
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('count')).textContent).toBe('人数 0');
    await act(() => router.navigate('/review'));
    await screen.findByText('other 0');
    fireEvent.click(screen.getByText('写入'));
    await screen.findByText('other 1'); // the view on screen loads again at once
    expect(reads.count).toBe(1); // the hidden one waits
    await act(() => router.navigate('/list'));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('人数 1'));
    expect(reads.count).toBe(2);
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('a polled view shows what someone else wrote while it is on screen, and asks nothing while hidden', async () => {
    const router = keptAlive({ list: <Counter poll={100} />, review: <Other /> });
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('count')).textContent).toBe('人数 0');
    count = 3; // another user's write: no generation moves in this browser
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('人数 3'));
    expect(screen.queryByText('加载中')).toBeNull();
    await act(() => router.navigate('/review'));
    await screen.findByText('other 3');
    const hiddenAt = reads.count;
    await new Promise((r) => setTimeout(r, 350));
    expect(reads.count).toBe(hiddenAt);
  });

  it('a kept-alive tab shown again at once loads again when another view has loaded since (it saw newer data)', async () => {
    const router = keptAlive({ record: <Counter />, list: <Other /> });
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('count')).textContent).toBe('人数 0');
    // someone else writes (no mark here); the list, opened now, shows it; the record opened from it at once
    count = 1;
    await act(() => router.navigate('/list'));
    await screen.findByText('other 1');
    await act(() => router.navigate('/record'));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('人数 1'));
    expect(reads.count).toBe(2);
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('a write in another tab of this browser (BroadcastChannel) reloads the view on screen', async () => {
    render(<Counter />);
    expect((await screen.findByTestId('count')).textContent).toBe('人数 0');
    count = 5; // written by the other tab
    const otherTab = new BroadcastChannel('cy-fresh');
    otherTab.postMessage({ type: 'stale' });
    otherTab.close();
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('人数 5'));
  });

  it('coming back to the tab after a while loads again (someone else may have written); a short blur does not', async () => {
    render(<Counter />);
    expect((await screen.findByTestId('count')).textContent).toBe('人数 0');
    count = 3; // a teacher's write elsewhere
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      fireEvent.blur(window);
      vi.setSystemTime(Date.now() + 1000);
      fireEvent.focus(window);
      await act(() => new Promise((r) => setTimeout(r, 30)));
      expect(reads.count).toBe(1);
      fireEvent.blur(window);
      vi.setSystemTime(Date.now() + 6000);
      fireEvent.focus(window);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('人数 3'));
  });

  it('an infinite list asks for every page it shows again and keeps them', async () => {
    function Pages() {
      const p = useListController({
        load: (q) => get<Page<string>>(`${W}test/page`, { pageNum: q.pageNum }).then((r) => r.data!),
        accumulate: true,
        rowKey: (r) => r,
      });
      return (
        <>
          <p data-testid="rows">{p.rows.join(',')}</p>
          <button type="button" onClick={() => void p.loadNext()}>
            更多
          </button>
        </>
      );
    }
    render(<Pages />);
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1a-0,1b-0'));
    fireEvent.click(screen.getByText('更多'));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1a-0,1b-0,2a-0,2b-0'));
    await act(() => write().then(() => undefined));
    await waitFor(() => expect(screen.getByTestId('rows').textContent).toBe('1a-1,1b-1,2a-1,2b-1'));
    expect([reads.page1, reads.page2, reads.page3]).toEqual([2, 2, undefined]);
  });
});

describe('fresh data: the menu entry or tab of the open page reloads it', () => {
  function Shell() {
    const navigate = useNavigate();
    const { pathname } = useLocation();
    addView({ key: pathname, path: pathname, title: '班级列表' });
    return (
      <>
        <SideMenu nodes={[{ path: '/manage/classList', title: '班级列表' }]} active={pathname} onSelect={(n) => navigate(n.path)} />
        <TabsBar activeKey={pathname} home="/manage/classList" />
        <Counter />
      </>
    );
  }

  const openClassList = async () => {
    render(
      <MemoryRouter initialEntries={['/manage/classList']}>
        <Shell />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('count')).textContent).toBe('人数 0');
  };

  it('clicking the side menu entry of the page already open loads its data again', async () => {
    await openClassList();
    count = 2;
    fireEvent.click(screen.getByRole('button', { name: '班级列表' }));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('人数 2'));
  });

  it('clicking the active tab of the tabs bar loads its data again', async () => {
    await openClassList();
    count = 4;
    fireEvent.click(screen.getByRole('tab', { name: '班级列表' }));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('人数 4'));
  });
});

describe('fresh data: the header and the session', () => {
  afterEach(async () => {
    await resetToken();
  });

  it("the header's gold coins change after a payment, without a reload", async () => {
    session.token = 'tok';
    session.name = '买家';
    render(
      <MemoryRouter>
        <TopNav />
      </MemoryRouter>,
    );
    await screen.findByText('金币 266.00');
    await act(() => payOrder(1, 'pay-key-1').then(() => undefined));
    await screen.findByText('金币 200.00');
  });

  const open = (path: string) => rootLoader({ request: new Request(`http://localhost${path}`) } as LoaderFunctionArgs);

  it('before answering 404 for a class-type route the guard asks for the user info once more (a learner just admitted)', async () => {
    setToken('tok-learner');
    classType = null;
    const first = await open('/cultivate/learningtasks');
    expect(first).toEqual({ notFound: false });
    expect(session.classType).toBeNull();
    expect(reads.info).toBe(1);

    classType = 'DSB'; // admitted by the institution meanwhile
    const practice = await open('/cultivate/practice');
    expect(practice).toEqual({ notFound: false });
    expect(session.classType).toBe('DSB');
    expect(reads.info).toBe(2);

    // a route of another class type is still refused, after one more look
    const again = await open('/cultivate/prospectus');
    expect(again).toEqual({ notFound: true });
    expect(reads.info).toBe(3);
  });
});
