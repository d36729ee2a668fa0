import type { Queryable } from '../client.ts';
import type { Caller } from '../../caller.ts';
import { takeSnapshot } from '../../services/statsSnapshots.ts';

/**
 * Seed part `reports` (docs/back-office.md "Reports, downloads and printing"): activity reports in
 * every state and supervision visits for 广州天河 (inst01) and 杭州西湖 (inst02), so both sides of the
 * city01 / city02 scope pair have rows, and a statistics snapshot taken by each of city01 and city02.
 */

const ACTIVITIES: [type: string, title: string, day: string, place: string, people: number, status: string][] = [
  ['lecture', '大学生创业政策解读讲座', '2026-03-12', '学校报告厅', 120, 'approved'],
  ['salon', '青年创业者沙龙（第一期）', '2026-04-08', '创业孵化基地二楼', 35, 'approved'],
  ['roadshow', '创业项目路演推介会', '2026-05-20', '区人力资源市场', 60, 'approved'],
  ['policy', '创业担保贷款政策宣讲', '2026-06-18', '社区服务中心', 80, 'submitted'],
  ['contest', '校园创业大赛初赛', '2026-07-02', '学校体育馆', 150, 'rejected'],
  ['visit', '电商产业园参观考察', '2026-09-15', '跨境电商产业园', 40, 'draft'],
];

const VISITS: [mode: string, day: string, score: number, findings: string, rectification: string][] = [
  ['onsite', '2026-04-10', 92, '教学计划执行到位，学员签到完整，课堂互动良好。', ''],
  ['video', '2026-05-16', 78, '部分学员迟到，课堂纪律有待加强。', '加强考勤管理，迟到学员登记在册。'],
  ['phone', '2026-06-22', 85, '电话回访学员5名，对授课满意。', ''],
];

export async function seedReports(q: Queryable): Promise<void> {
  for (const [name, city] of [
    ['广州天河创业培训学校', '广州'],
    ['杭州西湖创业学院', '杭州'],
  ] as const) {
    const [inst] = await q.query<{ id: number; province_id: number; city_id: number; county_id: number | null; owner: number | null }>(
      `select i.id, i.province_id, i.city_id, i.county_id, (select u.id from users u where u.institution_id = i.id and u.role = 4 order by u.id limit 1) as owner
         from institutions i where i.name = $1`,
      [name],
    );
    if (!inst) continue;
    const [reviewer] = await q.query<{ id: number }>('select id from users where role = 3 and city_id = $1 order by id limit 1', [inst.city_id]);
    for (const [type, title, day, place, people, status] of ACTIVITIES) {
      const reviewed = status === 'approved' || status === 'rejected';
      await q.query(
        `insert into activity_reports (institution_id, province_id, city_id, county_id, activity_type, title, held_on, place, participants, summary,
                                       status, review_note, reviewed_by, reviewed_at, submitted_at, created_by, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $7::date + interval '1 day')`,
        [
          inst.id,
          inst.province_id,
          inst.city_id,
          inst.county_id,
          type,
          `${city}${title}`,
          day,
          place,
          people,
          `${title}：邀请创业导师与成功创业者分享经验，现场解答参与者关于开办企业、融资与政策申请的问题。`,
          status,
          status === 'rejected' ? '活动照片与参与人数不符，请补充签到表后重新提交' : '',
          reviewed ? (reviewer?.id ?? null) : null,
          reviewed ? `${day}T18:00:00+08:00` : null,
          status === 'draft' ? null : `${day}T12:00:00+08:00`,
          inst.owner,
        ],
      );
    }
    const classes = await q.query<{ id: number }>(
      "select id from classes where institution_id = $1 and status in ('in_progress', 'completion_submitted', 'closed') order by id limit 3",
      [inst.id],
    );
    for (const [i, c] of classes.entries()) {
      const [mode, day, score, findings, rectification] = VISITS[i % VISITS.length];
      await q.query(
        `insert into supervision_visits (class_id, institution_id, province_id, city_id, county_id, visited_on, supervisor, visit_mode, findings, score, rectification, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [c.id, inst.id, inst.province_id, inst.city_id, inst.county_id, day, `${city}市督导组`, mode, findings, score, rectification, reviewer?.id ?? null],
      );
    }
  }
  for (const username of ['city01', 'city02']) {
    const [u] = await q.query<Caller>(
      `select id, username, role, real_name as "realName", province_id as "provinceId", city_id as "cityId", county_id as "countyId",
              institution_id as "institutionId", class_id as "classId" from users where username = $1`,
      [username],
    );
    if (u) await takeSnapshot(q, u, { note: '年度统计' });
  }
}
