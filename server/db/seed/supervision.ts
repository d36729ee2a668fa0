import type { Queryable } from '../client.ts';
import { encodePng } from '../../services/png.ts';

/**
 * Supervision demo data (docs/back-office.md "Supervision"): works of roster learners in the classes
 * of teacher01 and teacher02 (two scored) and an invigilated publication of the Tianhe unit test to the
 * closed ZBB class with one past attempt and its snapshots (the viewing history of learners' sessions
 * comes from their viewers, seed part `classLife`). No demo account's own data changes.
 */

/** A small camera-like picture: a face-ish disc on a tinted background, different per seed. */
export function snapshotPng(seed: number): Uint8Array {
  const w = 160;
  const h = 120;
  const rgb = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 3;
      const face = (x - 80 - (seed % 3) * 6) ** 2 / 900 + (y - 58) ** 2 / 1300 < 1;
      rgb[i] = face ? 232 : 60 + ((x + seed * 20) % 60);
      rgb[i + 1] = face ? 196 : 70 + (y % 40);
      rgb[i + 2] = face ? 170 : 96 + seed * 12;
    }
  return encodePng(w, h, rgb);
}

const WORKS: [string, 'video' | 'image' | 'file', string, string][] = [
  ['直播带货实操录屏', 'video', '/media/course-2.mp4', '直播实操.mp4'],
  ['店铺首页设计稿', 'image', '/icons/icon-512.png', '店铺首页.png'],
  ['商品短视频脚本', 'video', '/media/course-3.mp4', '短视频.mp4'],
  ['网店运营周报', 'image', '/icons/icon-192.png', '运营周报.png'],
];

export async function seedSupervision(q: Queryable) {
  // works: two roster learners (not the demo learners) in each class taught by teacher01 / teacher02
  for (const teacher of ['teacher01', 'teacher02']) {
    const learners = await q.query<{ id: number; classId: number }>(
      `select u.id, u.class_id as "classId" from users u
        where u.role = 6 and u.username like 'stu%' and u.class_id in
              (select ct.class_id from class_teachers ct join users t on t.id = ct.teacher_id where t.username = $1)
        order by u.class_id, u.id`,
      [teacher],
    );
    const [t] = await q.query<{ id: number }>('select id from users where username = $1', [teacher]);
    const picked = learners.filter((l, i) => i === 0 || l.classId !== learners[i - 1].classId).slice(0, 4);
    for (const [i, l] of picked.entries()) {
      const [title, kind, url, fileName] = WORKS[i % WORKS.length];
      const scored = i < 2;
      await q.query(
        `insert into student_works (class_id, user_id, kind, title, files, score, comment, scored_by, scored_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, case when $6::int is null then null else now() - interval '1 day' end, now() - make_interval(days => $9))`,
        [
          l.classId,
          l.id,
          kind,
          title,
          JSON.stringify([{ fileName, url }]),
          scored ? 80 + i * 6 : null,
          scored ? '内容完整，表达清楚' : '',
          scored ? t?.id : null,
          3 + i,
        ],
      );
    }
  }

  // remote invigilation: the Tianhe unit test published, invigilated, to the closed ZBB class
  const [pub] = await q.query<{ paperId: number; classId: number; total: number; publisher: number }>(
    `select p.id as "paperId", c.id as "classId", (select sum(score)::int from paper_questions where paper_id = p.id) as total, p.author_id as publisher
       from papers p, classes c where p.title = '天河直播电商单元测验' and c.name = '2026年第2期直播电商创业培训班'`,
  );
  if (!pub) return;
  await q.query(
    `insert into paper_classes (paper_id, class_id, opens_at, closes_at, published_by, assigned_at, invigilated)
     values ($1, $2, now() - interval '20 days', now() - interval '19 days', $3, now() - interval '21 days', true) on conflict do nothing`,
    [pub.paperId, pub.classId, pub.publisher],
  );
  const takers = await q.query<{ id: number }>(`select id from users where class_id = $1 and role = 6 order by id limit 2`, [pub.classId]);
  for (const [n, u] of takers.entries()) {
    const [a] = await q.query<{ id: number; startedAt: Date }>(
      `insert into exam_attempts (paper_id, user_id, class_id, started_at, deadline_at, submitted_at, status, score, total, passed)
       values ($1, $2, $3, now() - interval '20 days', now() - interval '20 days' + interval '30 minutes', now() - interval '20 days' + interval '24 minutes', 'submitted', $4, $5, true)
       returning id, started_at as "startedAt"`,
      [pub.paperId, u.id, pub.classId, Math.round(pub.total * (0.7 + n * 0.1)), pub.total],
    );
    for (let k = 0; k < 3 + n; k++)
      await q.query('insert into invigilation_snapshots (attempt_id, mime, image, taken_at) values ($1, $2, $3, $4)', [
        a.id,
        'image/png',
        snapshotPng(n * 4 + k),
        new Date(a.startedAt.getTime() + (k + 1) * 5 * 60_000),
      ]);
    if (n === 1) {
      const [t] = await q.query<{ id: number }>(`select id from users where username = 'trainer01'`);
      await q.query('insert into invigilation_flags (attempt_id, reason, flagged_by, flagged_at) values ($1, $2, $3, $4)', [
        a.id,
        '第三张抓拍中考生离开画面',
        t?.id ?? null,
        new Date(a.startedAt.getTime() + 20 * 60_000),
      ]);
    }
  }
}
