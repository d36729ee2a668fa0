import type { Caller } from '../../caller.ts';
import type { Queryable } from '../client.ts';
import { learnerTotal } from '../../services/assessment.ts';
import { applyFor, reviewLine, stepApplication } from '../../services/subsidy.ts';
import { ago, at, setClock } from './play.ts';

/**
 * Seed part subsidyTracking (docs/back-office.md "Subsidy", "Follow-up, policies and the product
 * library"): certificates for the learners who passed the closed classes, follow-up visits (one a
 * learner's own entry), subsidy applications of 天河 (公示期已满, ready to pay) and 西湖 (受理中,
 * one learner not approved), support policies, and the product library's review states. The third
 * closed class (天河 SYB) is left without an application for the institution to apply.
 */
export async function seedSubsidyTracking(q: Queryable) {
  const who = async (username: string) => {
    const [u] = await q.query<Caller>(
      `select id, username, role, real_name as "realName", phone, province_id as "provinceId", city_id as "cityId", county_id as "countyId",
              institution_id as "institutionId", class_id as "classId", false as "needsProfile"
         from users where username = $1`,
      [username],
    );
    return u;
  };
  const closed = await q.query<{ id: number; name: string; type: string; end: string; city: string; county: string }>(
    `select c.id, c.name, c.class_type as type, to_char(c.end_date, 'YYYY-MM-DD') as end, g.name as city, coalesce(k.name, '') as county
       from classes c join regions g on g.id = c.city_id left join regions k on k.id = c.county_id where c.status = 'closed' order by c.id`,
  );
  const trainer = await who('trainer01');
  for (const c of closed) {
    const learners = await q.query<{ id: number; name: string }>('select id, real_name as name from users where class_id = $1 and role = 6 order by id', [
      c.id,
    ]);
    let n = 0;
    const passed: { id: number; name: string }[] = [];
    for (const l of learners) {
      if (!(await learnerTotal(q, l.id)).passed) continue;
      n += 1;
      passed.push(l);
      await q.query(`insert into certificates (serial_no, user_id, class_id, issued_at) values ($1, $2, $3, $4::date + 3)`, [
        `${c.type}${c.end.slice(0, 4)}${String(c.id).padStart(4, '0')}${String(n).padStart(4, '0')}`,
        l.id,
        c.id,
        c.end,
      ]);
    }
    // follow-up: the first two who passed started a business (one told us themselves), the third not yet
    const licence = (kind: string, userId: number) =>
      `${kind}${String(c.id * 7919 + userId * 104729)
        .padStart(12, '0')
        .slice(-12)}K`;
    const visit = (userId: number, v: Record<string, unknown>) =>
      q.query(
        `insert into track_records (user_id, class_id, method, visit_date, business_started, business_name, licence_no, legal_form, jobs_created,
                                    problems, services, notes, next_visit, recorded_by, created_at, updated_at)
         values ($1, $2, $3, $4::date + $5::int, $6, $7, $8, $9, $10, $11, $12, $13, case when $14::int is null then null else $4::date + $14::int end, $15,
                 $4::date + $5::int, $4::date + $5::int)`,
        [
          userId,
          c.id,
          v.method,
          c.end,
          v.after,
          v.started,
          v.name ?? '',
          v.licence ?? '',
          v.form ?? '',
          v.jobs ?? 0,
          v.problems ?? '',
          v.services ?? '',
          v.notes ?? '',
          v.next ?? null,
          v.method === 'self' ? null : trainer.id,
        ],
      );
    if (passed[0])
      await visit(passed[0].id, {
        method: 'phone',
        after: 30,
        started: true,
        name: `${c.city}${c.county}${passed[0].name}电商工作室`,
        licence: licence('92', passed[0].id),
        form: '个体工商户',
        jobs: 2,
        problems: '启动资金不足，备货压力大',
        services: '讲解创业担保贷款政策，协助准备申请材料',
        next: 90,
      });
    if (passed[1])
      await visit(passed[1].id, {
        method: 'self',
        after: 45,
        started: true,
        name: `${c.city}${passed[1].name.slice(0, 1)}氏优选电子商务有限公司`,
        licence: licence('91', passed[1].id),
        form: '有限责任公司',
        jobs: 5,
        notes: '已开通两个电商平台店铺，月销售额约3万元',
      });
    if (passed[2])
      await visit(passed[2].id, {
        method: 'visit',
        after: 20,
        started: false,
        problems: '尚未确定经营项目，缺少货源渠道',
        services: '推荐参加供销对接会，提供创业项目库资料',
        next: 60,
      });
  }

  // subsidy applications
  const [th, xh] = [closed.find((c) => c.name === '2026年第2期直播电商创业培训班'), closed.find((c) => c.name.includes('西湖'))];
  const [inst01, inst02, city01, city02] = [await who('inst01'), await who('inst02'), await who('city01'), await who('city02')];
  if (th) {
    // over the past three weeks: applied 20 days ago, a seven-day notice from 10 to 4 days ago
    const id = await at(q, ago(20), () => applyFor(q, inst01, th.id));
    await at(q, ago(18), () => stepApplication(q, inst01, id, 'submit'));
    await at(q, ago(16), () => stepApplication(q, city01, id, 'accept'));
    await at(q, ago(14), () => stepApplication(q, city01, id, 'approve'));
    await at(q, ago(10), () => stepApplication(q, city01, id, 'publicize', { noticeDays: 7 }));
    await setClock(q, null);
  }
  if (xh) {
    const id = await applyFor(q, inst02, xh.id);
    await stepApplication(q, inst02, id, 'submit');
    await stepApplication(q, city02, id, 'accept');
    const [line] = await q.query<{ id: number }>('select id from subsidy_lines where application_id = $1 order by id desc limit 1', [id]);
    if (line) await reviewLine(q, city02, line.id, false, '证件号码与报名信息不一致，请核实');
  }

  // support policies
  const admin = await who('admin01');
  const policy = (title: string, category: string, issuer: string, summary: string, content: string, published: boolean, days: number) =>
    q.query(
      `insert into policies (title, category, issuer, summary, content, published, published_at, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, case when $6 then now() - make_interval(days => $7) end, $8, now() - make_interval(days => $7 + 1), now() - make_interval(days => $7))`,
      [title, category, issuer, summary, content, published, days, admin.id],
    );
  await policy(
    '创业担保贷款及贴息政策',
    'loan',
    '人社部发〔2024〕16号',
    '符合条件的个人创业者可申请最高30万元创业担保贷款，财政按规定贴息。',
    '<p>符合条件的个人可申请最高<strong>30万元</strong>创业担保贷款，小微企业最高400万元。</p><p>贷款期限最长3年，LPR减150个基点以下部分由借款人和借款企业承担，剩余部分财政给予贴息。</p>',
    true,
    40,
  );
  await policy(
    '一次性创业补贴',
    'grant',
    '粤人社规〔2026〕3号',
    '首次创办小微企业或从事个体经营，且正常经营6个月以上的，给予一次性创业补贴。',
    '<p>首次创办小微企业或从事个体经营，自工商登记注册之日起<strong>正常经营6个月以上</strong>的，可申请一次性创业补贴10000元。</p>',
    true,
    30,
  );
  await policy(
    '重点群体创业税费减免',
    'tax',
    '财税〔2023〕12号',
    '脱贫人口、登记失业人员等从事个体经营的，3年内按每户每年20000元限额扣减税费。',
    '<p>自办理个体工商户登记当月起，在3年内按每户每年<strong>20000元</strong>为限额依次扣减增值税、城市维护建设税等。</p>',
    true,
    20,
  );
  await policy(
    '创业孵化基地场地租金补贴',
    'venue',
    '穗人社发〔2026〕12号',
    '入驻市级创业孵化基地的初创企业，可享受最长3年的场地租金减免。',
    '<p>入驻市级以上创业孵化基地的初创企业，第一年租金全免，第二、三年减半。</p>',
    false,
    2,
  );

  // the product library: what exists was listed before reviews began; a few of the newest learners' products wait for one
  await q.query(`update products set review_status = 'approved'`);
  await q.query(
    `update products set review_status = 'pending' where id in (
       select p.id from products p join shops s on s.id = p.shop_id join users o on o.id = s.owner_id
        where o.role = 6 and o.class_id is not null order by p.created_at desc, p.id desc limit 6)`,
  );
}
