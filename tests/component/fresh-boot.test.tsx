import { expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import type { Places } from '../../src/api/contract/places.ts';
import type { TaskList } from '../../src/api/contract/learner.ts';
import type { LoaderFunctionArgs } from 'react-router-dom';

// The session saved on the device: a learner who was still waiting for a class when last here.
vi.mock('../../src/storage/idb.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/storage/idb.ts')>();
  const saved = { name: '新学员', avatar: '', roles: [6], userInfo: { id: 9, username: 'new_learner', role: 6 }, menu: [], classType: null, isPerfect: '' };
  return { ...real, sessionStore: real.memoryStore(new Map([['session', saved]])), openUserStores: () => undefined };
});

const { rootLoader } = await import('../../src/app/router.tsx');
const { session } = await import('../../src/state/session.ts');
const { setToken } = await import('../../src/lib/cookies.ts');

let infoCalls = 0;
// the answer waits for the test: the page must be up without it
let answer: () => void = () => undefined;
const answered = new Promise<void>((resolve) => (answer = resolve));
/** Where the admitted learner works: in a class, nothing else yet. */
const learnerPlaces: Places = { shop: null, supplier: null, anchor: false, klass: { state: 'member', name: '2026年第1期ZBB直播电商培训班' } };
/** That class's tasks, none begun. */
const learnerTasks: TaskList = { classType: 'ZBB', className: '2026年第1期ZBB直播电商培训班', tasks: [], done: 0, total: 0, percent: 0 };
mockServer(
  http.get('/v1/wangchuang/common/info', async () => {
    infoCalls++;
    await answered;
    return HttpResponse.json({ code: 200, msg: '', data: { id: 9, username: 'new_learner', realName: '新学员', role: 6, classType: 'ZBB' } });
  }),
  http.get('/v1/wangchuang/common/places', () => HttpResponse.json({ code: 200, msg: '', data: learnerPlaces })),
  // the landing's tasks, which its route asks for while the page's code loads
  http.get('/v1/wangchuang/student/train/tasks', () => HttpResponse.json({ code: 200, msg: '', data: learnerTasks })),
);

it('a learner saved without a class asks for the user info once the page is up: admitted meanwhile, the class pages follow without signing in again', async () => {
  setToken('tok-waiting');
  const first = await rootLoader({ request: new Request('http://localhost/cultivate/learningtasks') } as LoaderFunctionArgs);
  expect(first).toEqual({ notFound: false }); // the page renders from the saved session, not waiting for the info
  expect(session.classType).toBeNull();
  answer();
  await vi.waitFor(() => expect(session.classType).toBe('ZBB'), { timeout: 10_000 });
  expect(infoCalls).toBe(1);
});
