import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { checkIn, openSessions, saveMatchScore } from '../../src/api/attendance.ts';
import type { OpenSession } from '../../src/api/contract/attendance.ts';

/** The attendance calls reach the server's paths (server/routes/attendance.ts) through their declarations. */
const session: OpenSession = {
  id: 3,
  title: '第4周 上午',
  place: '天河校区201',
  method: 'photo',
  startsAt: '2026-11-27T01:00:00.000Z',
  endsAt: '2026-11-27T04:00:00.000Z',
  lateAfter: 15,
  status: 'pending',
  checkedAt: null,
};
const bodies: unknown[] = [];
const server = setupServer(
  http.get('*/v1/wangchuang/student/train/attendance/open', () => HttpResponse.json({ code: 200, msg: 'ok', data: [session] })),
  http.post('*/v1/wangchuang/student/train/attendance/checkin', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ code: 200, msg: '签到成功', data: { ...session, status: 'present' } });
  }),
  http.post('*/v1/wangchuang/teacher/attendance/score/:id', async ({ request, params }) => {
    bodies.push({ id: params.id, ...((await request.json()) as object) });
    return HttpResponse.json({ code: 200, msg: '比对结果已保存', data: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('attendance calls', () => {
  it('asks for the open sessions, checks in with the photo and saves a teacher’s match score', async () => {
    expect(await openSessions()).toEqual([session]);
    const res = await checkIn({ sessionId: 3, photoUrl: '/uploads/a.jpg' });
    expect(res.msg).toBe('签到成功');
    expect(res.data.status).toBe('present');
    await saveMatchScore(5, 77, 0.91);
    expect(bodies).toEqual([
      { sessionId: 3, photoUrl: '/uploads/a.jpg' },
      { id: '77', score: 0.91 },
    ]);
  });
});
