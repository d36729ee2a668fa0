import type { Queryable } from '../client.ts';

/**
 * The back-office side of exams and courses (docs/exams-and-courses.md): chapters and difficulties
 * in the national bank; each demo institution's own questions (a short answer among them), a paper of
 * its own published to its ZBB class for a window around now with one learner's attempt (天河's short
 * answer still waiting for teacher01's mark); a general national paper not yet published; two
 * on-demand rule sets; a course of each institution with its materials.
 */

type Q = [qtype: string, classType: string | null, chapter: string, difficulty: number, stem: string, options: string[], answer: string, analysis: string];

const opts = (texts: string[]) => JSON.stringify(texts.map((text, i) => ({ key: 'ABCDEF'[i], text })));

const TIANHE: Q[] = [
  [
    'single',
    'ZBB',
    '直播选品',
    1,
    '天河直播实训基地推荐新手主播首场直播的时长是？',
    ['10分钟以内', '30至60分钟', '5小时以上', '不限时长'],
    'B',
    '首场直播30至60分钟，便于控制节奏和复盘。',
  ],
  ['judge', 'ZBB', '直播规范', 1, '直播间展示的商品价格必须与实际结算价格一致。', [], 'T', '价格不一致属于价格欺诈。'],
  [
    'multiple',
    'ZBB',
    '直播复盘',
    2,
    '直播复盘时需要记录哪些数据？',
    ['观看人数', '平均停留时长', '成交订单数', '主播发型'],
    'A,B,C',
    '复盘关注流量、停留与转化。',
  ],
  [
    'short',
    'ZBB',
    '直播脚本',
    3,
    '请简述一场直播带货脚本应包含的主要环节。',
    [],
    '开场暖场与福利预告；产品讲解与演示；互动答疑；促单与限时优惠；结尾预告与关注引导。',
    '按环节完整性和可操作性给分。',
  ],
  [
    'single',
    'SYB',
    '第7步 预测启动资金需求',
    2,
    '天河创业学校案例中，小王开奶茶店，以下哪项属于固定资产投资？',
    ['奶茶原料', '制冰机', '店员工资', '水电费'],
    'B',
    '制冰机使用年限长，属于固定资产。',
  ],
  [
    'multiple',
    'DSB',
    '网店运营',
    2,
    '网店商品详情页通常包括哪些内容？',
    ['商品主图与细节图', '规格参数', '售后说明', '竞争对手联系方式'],
    'A,B,C',
    '详情页展示商品信息和服务承诺。',
  ],
];

const XIHU: Q[] = [
  [
    'single',
    'ZBB',
    '直播选品',
    1,
    '西湖学院直播实训中，“引流款”商品一般的定价策略是？',
    ['远高于市场价', '低价高性价比', '不标价格', '只送不卖'],
    'B',
    '引流款以低价吸引观众。',
  ],
  ['judge', 'ZBB', '直播规范', 1, '主播可以在直播中承诺“无效退款”以外的医疗功效。', [], 'F', '普通商品不得宣传医疗功效。'],
  [
    'short',
    'ZBB',
    '直播复盘',
    3,
    '直播结束后，如何根据数据优化下一场直播？',
    [],
    '对比观看、停留、转化数据，找出流失环节，调整选品、脚本和互动方式。',
    '言之有理即可给分。',
  ],
];

async function ids(q: Queryable, sql: string, params: unknown[]): Promise<number[]> {
  return (await q.query<{ id: number }>(sql, params)).map((r) => r.id);
}

async function one<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T> {
  return (await q.query<T>(sql, params))[0];
}

async function bank(q: Queryable, institution: string, author: string, rows: Q[]): Promise<number[]> {
  const inst = await one<{ id: number; province_id: number; city_id: number; county_id: number }>(
    q,
    'select id, province_id, city_id, county_id from institutions where name = $1',
    [institution],
  );
  const by = await one<{ id: number }>(q, 'select id from users where username = $1', [author]);
  return ids(
    q,
    `insert into questions (qtype, class_type, chapter, difficulty, stem, options, answer, analysis, institution_id, province_id, city_id, county_id, author_id, created_at)
     select v.qtype, v.class_type, v.chapter, v.difficulty, v.stem, v.options, v.answer, v.analysis, $9, $10, $11, $12, $13, now() - make_interval(days => v.ord::int)
       from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::jsonb[], $7::text[], $8::text[]) with ordinality
         as v(qtype, class_type, chapter, difficulty, stem, options, answer, analysis, ord)
     returning id`,
    [
      rows.map((r) => r[0]),
      rows.map((r) => r[1]),
      rows.map((r) => r[2]),
      rows.map((r) => r[3]),
      rows.map((r) => r[4]),
      rows.map((r) => opts(r[5])),
      rows.map((r) => r[6]),
      rows.map((r) => r[7]),
      inst.id,
      inst.province_id,
      inst.city_id,
      inst.county_id,
      by.id,
    ],
  );
}

/** An institution's own paper of the given questions (10 points each but the short answer's 20), published to its ZBB class. */
async function ownPaper(q: Queryable, institution: string, author: string, title: string, questionIds: number[], shortIds: Set<number>) {
  const inst = await one<{ id: number; province_id: number; city_id: number; county_id: number }>(
    q,
    'select id, province_id, city_id, county_id from institutions where name = $1',
    [institution],
  );
  const by = await one<{ id: number }>(q, 'select id from users where username = $1', [author]);
  const paper = await one<{ id: number }>(
    q,
    `insert into papers (title, class_type, duration_min, pass_score, is_final, show_answers, max_attempts, institution_id, province_id, city_id, county_id, author_id, created_at)
     values ($1, 'ZBB', 30, 36, false, true, 2, $2, $3, $4, $5, $6, now() - interval '6 days') returning id`,
    [title, inst.id, inst.province_id, inst.city_id, inst.county_id, by.id],
  );
  await q.query(
    `insert into paper_questions (paper_id, question_id, sort, score) select $1, v.id, v.ord - 1, v.score from unnest($2::int[], $3::int[]) with ordinality as v(id, score, ord)`,
    [paper.id, questionIds, questionIds.map((id) => (shortIds.has(id) ? 20 : 10))],
  );
  const cls = await one<{ id: number }>(q, `select id from classes where institution_id = $1 and class_type = 'ZBB' order by id limit 1`, [inst.id]);
  await q.query(
    `insert into paper_classes (paper_id, class_id, opens_at, closes_at, published_by, assigned_at)
     values ($1, $2, date_trunc('day', now()) - interval '3 days', date_trunc('day', now()) + interval '30 days', $3, now() - interval '5 days')`,
    [paper.id, cls.id, by.id],
  );
  return { paperId: paper.id, classId: cls.id };
}

export async function seedExams(q: Queryable) {
  // the national bank: a chapter per class type and a spread of difficulties
  await q.query(
    `update questions set chapter = case class_type when 'SYB' then '创业十步走' when 'GYB' then '产生企业想法' when 'ZBB' then '直播带货' else '网店运营' end,
            difficulty = case qtype when 'single' then 1 when 'judge' then 1 when 'multiple' then 2 else 3 end
      where institution_id is null`,
  );

  const tianhe = await bank(q, '广州天河创业培训学校', 'teacher01', TIANHE);
  const xihu = await bank(q, '杭州西湖创业学院', 'teacher02', XIHU);
  const thZbb = tianhe.filter((_, i) => TIANHE[i][1] === 'ZBB');
  const thShort = new Set(tianhe.filter((_, i) => TIANHE[i][0] === 'short'));
  const xhShort = new Set(xihu.filter((_, i) => XIHU[i][0] === 'short'));
  const th = await ownPaper(q, '广州天河创业培训学校', 'teacher01', '天河直播电商单元测验', thZbb, thShort);
  const xh = await ownPaper(q, '杭州西湖创业学院', 'teacher02', '西湖直播电商模拟考试', xihu, xhShort);

  // a general national paper for every class type, not published yet
  const general = await ids(q, `select id from questions where institution_id is null and qtype in ('single', 'judge') order by qtype, id limit 10`, []);
  const gp = await one<{ id: number }>(
    q,
    `insert into papers (title, class_type, duration_min, pass_score, is_final, show_answers, max_attempts, compose_mode, draw_rules)
     values ('2026年创业基础知识通用测验', null, 20, 60, false, true, 1, 'random', $1) returning id`,
    [
      JSON.stringify([
        { qtype: 'single', difficulty: 0, chapter: '', count: 6, score: 10 },
        { qtype: 'judge', difficulty: 0, chapter: '', count: 4, score: 10 },
      ]),
    ],
  );
  await q.query(
    `insert into paper_questions (paper_id, question_id, sort, score) select $1, v.id, v.ord - 1, 10 from unnest($2::int[]) with ordinality as v(id, ord)`,
    [gp.id, general],
  );

  // attempts: zbb_student01 wrote a short answer teacher01 has yet to mark; zbb_student02 finished theirs
  const attempt = async (username: string, p: { paperId: number; classId: number }, answers: Map<number, string>, wrong: Set<number>) => {
    const u = await one<{ id: number }>(q, 'select id from users where username = $1', [username]);
    const keys = await q.query<{ id: number; qtype: string; answer: string; score: number }>(
      'select q.id, q.qtype, q.answer, pq.score from paper_questions pq join questions q on q.id = pq.question_id where pq.paper_id = $1 order by pq.sort',
      [p.paperId],
    );
    const total = keys.reduce((a, k) => a + k.score, 0);
    const a = await one<{ id: number }>(
      q,
      `insert into exam_attempts (paper_id, user_id, class_id, started_at, deadline_at, submitted_at, status, total)
       values ($1, $2, $3, now() - interval '1 day', now() - interval '1 day' + interval '30 minutes', now() - interval '1 day' + interval '17 minutes', 'submitted', $4)
       returning id`,
      [p.paperId, u.id, p.classId, total],
    );
    for (const k of keys) {
      const short = k.qtype === 'short';
      const given = answers.get(k.id) ?? (wrong.has(k.id) ? (k.qtype === 'judge' ? (k.answer === 'T' ? 'F' : 'T') : 'D') : k.answer);
      await q.query('insert into exam_answers (attempt_id, question_id, answer, correct, score) values ($1, $2, $3, $4, $5)', [
        a.id,
        k.id,
        given,
        short ? null : !wrong.has(k.id),
        short ? null : wrong.has(k.id) ? 0 : k.score,
      ]);
    }
    const s = await one<{ score: number; pending: number }>(
      q,
      `select coalesce(sum(e.score), 0)::int as score, count(*) filter (where qn.qtype = 'short' and e.marked_at is null)::int as pending
         from exam_answers e join questions qn on qn.id = e.question_id where e.attempt_id = $1`,
      [a.id],
    );
    const pass = await one<{ pass: number }>(q, 'select pass_score as pass from papers where id = $1', [p.paperId]);
    await q.query('update exam_attempts set score = $2, marking = $3, passed = $4 where id = $1', [
      a.id,
      s.score,
      s.pending > 0 ? 'pending' : 'none',
      s.pending > 0 ? null : s.score >= pass.pass,
    ]);
  };
  await attempt(
    'zbb_student01',
    th,
    new Map([[[...thShort][0], '开场介绍今天的福利，然后逐个讲解产品并演示，中间回答观众提问，最后限时优惠促单并预告下一场。']]),
    new Set([thZbb[2]]),
  );
  await attempt('zbb_student02', xh, new Map([[[...xhShort][0], '看数据，改选品。']]), new Set());
  // zbb_student02's short answer was marked by teacher02
  await q.query(
    `update exam_answers e set score = 12, correct = false, comment = '方向正确，但不够具体', marked_by = (select id from users where username = 'teacher02'), marked_at = now() - interval '20 hours'
      where e.question_id = $1`,
    [[...xhShort][0]],
  );
  await q.query(
    `update exam_attempts a set score = (select sum(score) from exam_answers where attempt_id = a.id), marking = 'done',
            passed = (select sum(score) from exam_answers where attempt_id = a.id) >= 36
      where a.paper_id = $1`,
    [xh.paperId],
  );

  // on-demand rule sets, and a course of each institution (天河's follows the strict one)
  const [strict] = await ids(
    q,
    `insert into demand_rules (name, forbid_seek, sequential, quiz_gate, quiz_pass_score, required_minutes, complete_ratio, note) values
       ('严格顺序学习', true, true, true, 60, 1, 0.95, '按章节顺序学习，章节测验60分及格后开放下一章'),
       ('自由学习', false, false, false, 60, 0, 0.90, '可自由拖动、跳章学习')
     returning id`,
    [],
  );
  const ownCourse = async (
    institution: string,
    author: string,
    title: string,
    intro: string,
    teacher: string,
    rule: number | null,
    chapterTitles: string[],
  ) => {
    const inst = await one<{ id: number; province_id: number; city_id: number; county_id: number }>(
      q,
      'select id, province_id, city_id, county_id from institutions where name = $1',
      [institution],
    );
    const by = await one<{ id: number }>(q, 'select id from users where username = $1', [author]);
    const cls = await one<{ id: number }>(q, `select id from course_classifications where name = '直播带货'`);
    const c = await one<{ id: number }>(
      q,
      `insert into courses (classification_id, title, intro, teacher_name, status, class_type, rule_id, institution_id, province_id, city_id, county_id, author_id, created_at)
       values ($1, $2, $3, $4, 1, 'ZBB', $5, $6, $7, $8, $9, $10, now() - interval '10 days') returning id`,
      [cls.id, title, intro, teacher, rule, inst.id, inst.province_id, inst.city_id, inst.county_id, by.id],
    );
    const chapterIds = await ids(
      q,
      `insert into course_chapters (course_id, sort, title, video_url, duration_sec)
       select $1, v.ord - 1, v.title, '/media/course-' || (((v.ord - 1) % 4) + 1) || '.mp4', 20 from unnest($2::text[]) with ordinality as v(title, ord) returning id`,
      [c.id, chapterTitles.map((t, i) => `第${i + 1}节 ${t}`)],
    );
    // the first chapter's quiz: two auto-scored questions of the institution's own bank
    await q.query(
      `insert into chapter_quiz_questions (chapter_id, sort, qtype, stem, options, answer, analysis)
       select $1, row_number() over (order by q.id) - 1, q.qtype, q.stem, q.options, q.answer, q.analysis
         from questions q where q.institution_id = $2 and q.class_type = 'ZBB' and q.qtype in ('single', 'judge') order by q.id limit 2`,
      [chapterIds[0], inst.id],
    );
    await q.query(
      `insert into course_materials (course_id, title, files, author_id, created_at) values
         ($1, $2, $3, $4, now() - interval '9 days')`,
      [c.id, `${title}讲义`, JSON.stringify([{ fileName: `${title}讲义.pdf`, url: '/manual/student-manual.pdf' }]), by.id],
    );
    return c.id;
  };
  await ownCourse('广州天河创业培训学校', 'teacher01', '天河直播实训：从开播到复盘', '天河创业培训学校直播实训课，按章节顺序完成学习和测验。', '李明', strict, [
    '直播前的准备',
    '开播与互动',
    '下播复盘',
  ]);
  await ownCourse('杭州西湖创业学院', 'teacher02', '西湖直播电商实训课', '西湖创业学院自编直播电商课程。', '周老师', null, ['选品与定价', '直播话术']);
  // a national course's materials
  const national = await one<{ id: number }>(q, `select id from courses where title = '直播带货入门'`);
  const admin = await one<{ id: number }>(q, `select id from users where username = 'admin01'`);
  await q.query(`insert into course_materials (course_id, title, files, author_id) values ($1, '直播带货入门课件', $2, $3)`, [
    national.id,
    JSON.stringify([{ fileName: '直播带货入门课件.pdf', url: '/manual/student-manual.pdf' }]),
    admin.id,
  ]);
}
