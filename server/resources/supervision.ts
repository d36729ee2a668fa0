import { onTable, type Binding } from './binding.ts';
import { badRequest } from '../errors.ts';
import { liveStreamingDataResource, studentWorkResource } from '../../src/api/contract/resources/supervision.ts';
import { WATCH_END, WATCHED_SECONDS } from '../services/supervision/liveMinutes.ts';

const CLASS_SCOPE = { province: 'c.province_id', city: 'c.city_id', county: 'c.county_id', institution: 'c.institution_id' };
const NAME = (u: string) => `coalesce(nullif(${u}.real_name, ''), ${u}.username)`;

/** /manage/studentWorks (docs/back-office.md "Supervision"). A replay work is made by 079's trigger when a learner's live session records one. */
export const studentWorkBinding: Binding = {
  resource: studentWorkResource,
  ...onTable('student_works', 'w', 'join users u on u.id = w.user_id join classes c on c.id = w.class_id left join users sb on sb.id = w.scored_by'),
  columns: { scorerName: NAME('sb') },
  labels: { userId: NAME('u'), classId: 'c.name' },
  encode: { files: (v) => JSON.stringify(v ?? []) },
  scope: { ...CLASS_SCOPE, classId: 'w.class_id' },
  owned: async ({ q, input }) => {
    const [u] = await q.query<{ classId: number | null }>('select class_id as "classId" from users where id = $1 and role = 6', [input.userId]);
    if (!u?.classId) throw badRequest('该学员尚未加入班级');
    return { class_id: u.classId };
  },
  check: async ({ op, input }) => {
    if (op === 'create' && input.kind === 'replay') throw badRequest('直播回放由学员的直播自动生成，请选择视频、图片或文件');
  },
  actions: {
    score: async ({ q, row, input, caller }) => {
      await q.query('update student_works set score = $2, comment = $3, scored_by = $4, scored_at = now() where id = $1', [
        row.id,
        input.score,
        String(input.comment ?? ''),
        caller.id,
      ]);
    },
  },
};

/** Peak viewers: the most viewing intervals open at once (a leave before a join at the same instant). */
const PEAK = `(select coalesce(max(n), 0)::int from (
    select sum(d) over (order by t, d rows unbounded preceding) as n
      from (select w.joined_at as t, 1 as d from live_watch w where w.session_id = l.id
            union all select ${WATCH_END}, -1 from live_watch w where w.session_id = l.id) e) x)`;
/** The session's time so far, in seconds (0 before it starts). */
const HELD = 'greatest(0, extract(epoch from least(l.ends_at, now()) - l.starts_at))';

const LIVE_JOINS =
  'left join users h on h.id = l.anchor_id left join classes c on c.id = coalesce(l.class_id, h.class_id) left join shops s on s.id = l.shop_id';

/** /manage/LiveStreamingData: each session's figures from its viewing history, orders and chat (the messages kept and not removed). */
export const liveStreamingDataBinding: Binding = {
  resource: liveStreamingDataResource,
  ...onTable('live_sessions', 'l', LIVE_JOINS),
  columns: {
    hostName: NAME('h'),
    classId: 'c.id',
    shopName: 's.name',
    durationMin: `(${HELD} / 60)::int`,
    peakViewers: PEAK,
    avgViewers: `(select to_char(coalesce(sum(${WATCHED_SECONDS}), 0) / nullif(${HELD}, 0), 'FM999990.0') from live_watch w where w.session_id = l.id)`,
    totalViews: 'l.viewers',
    orders: "(select count(*)::int from orders o where o.live_session_id = l.id and o.status <> 'cancelled')",
    salesFen: '(select coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int from orders o where o.live_session_id = l.id and o.paid_at is not null)',
    chatMessages: '(select count(*)::int from live_chat_messages m where m.session_id = l.id and m.removed_at is null)',
  },
  labels: { classId: 'c.name' },
  scope: { ...CLASS_SCOPE, classId: 'c.id' },
};
