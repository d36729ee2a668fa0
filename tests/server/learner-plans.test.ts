import { beforeAll, describe, expect, it } from 'vitest';
import { seedDay, testApp } from './helpers.ts';
import { gradeBusinessPlan, KEEP_VERSIONS } from '../../server/services/learner/plans.ts';

type App = Awaited<ReturnType<typeof testApp>>;
const T = '/v1/wangchuang/student/train/';

let t: App;

beforeAll(async () => {
  t = await testApp();
}, 60_000);

const m12 = (v: number) => Array.from({ length: 12 }, () => v);

const plan = {
  overview: { name: '晓燕烘焙工作室', industry: '食品零售', legalForm: '个体工商户', products: '手工面包、定制蛋糕' },
  owner: { experience: '在连锁烘焙店工作5年' },
  organisation: { staff: [{ role: '烘焙师', count: 2, monthlyWageFen: 450000 }], totalMonthlyWageFen: 1 },
  fixedAssets: {
    items: [
      { name: '烤箱', quantity: 2, unitPriceFen: 800000, amountFen: 5 },
      { name: '冷藏柜', quantity: 1, unitPriceFen: 350000 },
    ],
    totalFen: 999,
  },
  workingCapital: {
    items: [
      { name: '房租', monthlyFen: 500000 },
      { name: '原材料', monthlyFen: 300000 },
    ],
    months: 3,
  },
  salesForecast: {
    rows: [
      { product: '面包', unitPriceFen: 1200, quantities: m12(1000) },
      { product: '蛋糕', unitPriceFen: 18800, quantities: [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 40] },
    ],
    totalFen: 1,
  },
  salesCost: {
    costs: [
      { name: '原材料', monthsFen: m12(500000) },
      { name: '工资', monthsFen: m12(900000) },
    ],
  },
  cashFlow: { openingFen: 5000000, inflows: [{ name: '销售收入', monthsFen: m12(1400000) }], outflows: [{ name: '经营支出', monthsFen: m12(1500000) }] },
};

describe('business plan (SYB)', () => {
  it('recomputes every total on the server, saves revisions and refuses stale writes', async () => {
    const token = await t.token('syb_student01');
    const empty = (await t.call('GET', `${T}prospectus`, { token })).body.data;
    expect(empty).toMatchObject({ revision: 0, status: 'draft' });
    expect(empty.content.salesForecast.totalFen).toBe(0);

    const r1 = await t.call('PUT', `${T}prospectus`, { token, json: { baseRevision: 0, content: plan } });
    expect(r1.status).toBe(200);
    const c = r1.body.data.content;
    expect(r1.body.data.revision).toBe(1);
    expect(c.organisation.totalMonthlyWageFen).toBe(900000);
    expect(c.fixedAssets.items[0].amountFen).toBe(1600000);
    expect(c.fixedAssets.totalFen).toBe(1950000);
    expect(c.workingCapital.totalFen).toBe(2400000);
    expect(c.salesForecast.rows[0].totalFen).toBe(14400000);
    expect(c.salesForecast.monthTotalsFen[0]).toBe(1200000 + 188000);
    expect(c.salesForecast.monthTotalsFen[11]).toBe(1200000 + 752000);
    expect(c.salesForecast.totalFen).toBe(14400000 + 188000 * 11 + 752000);
    expect(c.salesCost.monthCostTotalsFen[0]).toBe(1400000);
    expect(c.salesCost.monthProfitFen[0]).toBe(1388000 - 1400000);
    expect(c.salesCost.totalProfitFen).toBe(c.salesForecast.totalFen - 1400000 * 12);
    expect(c.cashFlow.monthClosingFen[0]).toBe(5000000 - 100000);
    expect(c.cashFlow.monthClosingFen[11]).toBe(5000000 - 1200000);

    // a retry of the same save (response lost) answers the saved state, no new revision
    const retry = await t.call('PUT', `${T}prospectus`, { token, json: { baseRevision: 0, content: plan } });
    expect(retry.status).toBe(200);
    expect(retry.body.data.revision).toBe(1);
    // a stale base with different content is a conflict, nothing written
    const stale = await t.call('PUT', `${T}prospectus`, { token, json: { baseRevision: 0, content: { ...plan, owner: { experience: '旧设备上的内容' } } } });
    expect(stale.status).toBe(409);
    expect((await t.call('GET', `${T}prospectus`, { token })).body.data.content.owner.experience).toBe('在连锁烘焙店工作5年');

    // bad content: 400, nothing written
    const bad = await t.call('PUT', `${T}prospectus`, {
      token,
      json: { baseRevision: 1, content: { ...plan, salesForecast: { rows: [{ product: '面包', unitPriceFen: 1200, quantities: [1, 2] }] } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请填写12个月的数据');
    expect((await t.call('PUT', `${T}prospectus`, { token, json: { baseRevision: -1, content: plan } })).status).toBe(400);
    expect((await t.call('PUT', `${T}prospectus`, { token, json: { content: plan } })).status).toBe(400);
    expect(
      (
        await t.call('PUT', `${T}prospectus`, {
          token,
          json: { baseRevision: 1, content: { ...plan, fixedAssets: { items: [{ name: '烤箱', quantity: 1, unitPriceFen: 1.5 }] } } },
        })
      ).status,
    ).toBe(400);
    expect((await t.call('GET', `${T}prospectus`, { token })).body.data.revision).toBe(1);

    // versions: every save kept, up to the limit
    let rev = 1;
    for (let i = 0; i < KEEP_VERSIONS + 2; i++) {
      const res = await t.call('PUT', `${T}prospectus`, { token, json: { baseRevision: rev, content: { ...plan, owner: { experience: `第${i}次修改` } } } });
      expect(res.status).toBe(200);
      rev = res.body.data.revision;
    }
    const versions = (await t.call('GET', `${T}prospectus/versions`, { token })).body.data;
    expect(versions).toHaveLength(KEEP_VERSIONS);
    expect(versions[0].revision).toBe(rev);
    const old = await t.call('GET', `${T}prospectus/versions/${rev - 1}`, { token });
    expect(old.body.data.content.owner.experience).toBe(`第${KEEP_VERSIONS}次修改`);
    expect((await t.call('GET', `${T}prospectus/versions/1`, { token })).status).toBe(404);
  });

  it('submits once for the teacher grade; no edits after; the teacher of the class grades it', async () => {
    const token = await t.token('syb_student01');
    const s1 = await t.call('POST', `${T}prospectus/submit`, { token });
    expect(s1.status).toBe(200);
    expect(s1.body.data.status).toBe('submitted');
    const s2 = await t.call('POST', `${T}prospectus/submit`, { token });
    expect(s2.body.data.submittedAt).toBe(s1.body.data.submittedAt);
    const edit = await t.call('PUT', `${T}prospectus`, { token, json: { baseRevision: s1.body.data.revision, content: plan } });
    expect(edit.status).toBe(400);
    expect(edit.body.msg).toBe('创业计划书已提交，不能再修改');
    const planId = (await t.db.one<{ id: number }>(`select id from learner_plans where kind = 'business' and user_id = $1`, [await t.userId('syb_student01')]))!
      .id;
    expect(await gradeBusinessPlan(t.db, await t.userId('teacher02'), planId, 80, '不错')).toBe(false);
    expect(await gradeBusinessPlan(t.db, await t.userId('teacher01'), planId, 85, '市场分析充分，现金流计划需细化')).toBe(true);
    const graded = (await t.call('GET', `${T}prospectus`, { token })).body.data;
    expect(graded).toMatchObject({ status: 'graded', score: 85, comment: '市场分析充分，现金流计划需细化' });
  });
});

describe('live-commerce plan (ZBB/DSB)', () => {
  it('saves positioning, product mix and schedule with revisions', async () => {
    const token = await t.token('dsb_student01');
    const content = {
      positioning: { audience: '25-40岁宝妈', style: '亲切实用' },
      productMix: [
        { name: '儿童保温杯', role: '引流款', priceFen: 2990, stock: 200 },
        { name: '收纳箱', role: '利润款', priceFen: 5900, stock: 100 },
      ],
      schedule: [{ date: '2026-12-01', start: '19:30', end: '21:00', theme: '家居好物专场' }],
    };
    const res = await t.call('PUT', `${T}planning`, { token, json: { baseRevision: 0, content } });
    expect(res.status).toBe(200);
    expect(res.body.data.revision).toBe(1);
    expect(res.body.data.content.productMix[1].role).toBe('利润款');
    const bad = await t.call('PUT', `${T}planning`, {
      token,
      json: { baseRevision: 1, content: { ...content, schedule: [{ date: '12月1日', start: '19:30', end: '21:00' }] } },
    });
    expect(bad.body.msg).toBe('日期格式有误');
    expect((await t.call('GET', `${T}planning`, { token })).body.data.content.positioning.audience).toBe('25-40岁宝妈');
  });
});

describe('certificate (ZBB/DSB)', () => {
  it('zbb_student01 passed the assessment, but gets the certificate only once the class has ended; then a stable serial number', async () => {
    const token = await t.token('zbb_student01');
    // the class runs until its end date (2026-12-20 on the seed's calendar): "完成全部课程" cannot be certified before that
    const before = await t.call('GET', `${T}certificate`, { token });
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ qualified: false, certificate: null });
    const [y, m, d] = seedDay('2026-12-20').split('-').map(Number);
    expect(before.body.data.missing).toContain(`班级尚未结业（结业日期：${y}年${m}月${d}日）`);
    const [me] = await t.db.query<{ class_id: number }>(`select class_id from users where username = 'zbb_student01'`);
    expect(await t.db.query('select 1 from certificates where class_id = $1', [me!.class_id])).toEqual([]);
    await t.db.query(`update classes set end_date = (now() at time zone 'Asia/Shanghai')::date - 1 where id = $1`, [me!.class_id]);
    const res = await t.call('GET', `${T}certificate`, { token });
    expect(res.status).toBe(200);
    expect(res.body.data.qualified, JSON.stringify(res.body.data.missing)).toBe(true);
    const cert = res.body.data.certificate;
    expect(cert).toMatchObject({
      name: '张小红',
      idNumber: '44010619980506122X',
      project: '直播电商班',
      institution: '广州天河创业培训学校',
      startDate: seedDay('2026-11-02'),
    });
    expect(cert.serialNo).toMatch(/^ZBB2026\d{4}0001$/);
    const again = (await t.call('GET', `${T}certificate`, { token })).body.data.certificate;
    expect(again.serialNo).toBe(cert.serialNo);
  });

  it('dsb_student01 is not yet qualified and is told what is missing; passing the final and the goals qualifies', async () => {
    const token = await t.token('dsb_student01');
    const res = (await t.call('GET', `${T}certificate`, { token })).body.data;
    expect(res).toMatchObject({ qualified: false, certificate: null });
    expect(res.missing).toContain('尚未参加结业考试');
    expect(res.rule).toContain('60');
    // passes the final paper
    const papers = (await t.call('GET', `${T}papers`, { token })).body.data;
    const final = papers.find((p: { isFinal: boolean }) => p.isFinal);
    const a = (await t.call('POST', `${T}papers/${final.paperId}/start`, { token })).body.data;
    const keys = await t.db.query<{ id: number; qtype: string; answer: string }>(
      'select q.id, q.qtype, q.answer from paper_questions pq join questions q on q.id = pq.question_id where pq.paper_id = $1',
      [final.paperId],
    );
    const answers = keys.map((k) => ({
      questionId: k.id,
      answer: k.qtype === 'multiple' ? k.answer.split(',') : k.qtype === 'judge' ? k.answer === 'T' : k.answer.split('|')[0],
    }));
    await t.call('PUT', `${T}attempts/${a.attemptId}/answers`, { token, json: { answers } });
    expect((await t.call('POST', `${T}attempts/${a.attemptId}/submit`, { token })).body.data.score).toBe(100);
    const mid = (await t.call('GET', `${T}certificate`, { token })).body.data;
    expect(mid.missing.filter((m: string) => m.includes('结业考试'))).toHaveLength(0);
    // every goal reached in the simulation (ticked as the server would)
    await t.db.query(`insert into learner_task_progress (user_id, task_key, source) select $1, k, 'server' from unnest($2::text[]) k on conflict do nothing`, [
      await t.userId('dsb_student01'),
      ['goal_shop_opened', 'goal_products_listed', 'goal_first_sale', 'goal_live_held'],
    ]);
    expect(mid.qualified).toBe(false);
    // everything done, but the class has not ended: still no certificate
    const early = (await t.call('GET', `${T}certificate`, { token })).body.data;
    expect(early.qualified).toBe(false);
    expect(early.missing).toEqual([expect.stringMatching(/^班级尚未结业（结业日期：\d{4}年\d{1,2}月\d{1,2}日）$/)]);
    await t.db.query(
      `update classes set end_date = (now() at time zone 'Asia/Shanghai')::date - 1 where id = (select class_id from users where username = 'dsb_student01')`,
    );
    const done = (await t.call('GET', `${T}certificate`, { token })).body.data;
    expect(done.qualified, JSON.stringify(done.missing)).toBe(true);
    expect(done.certificate.serialNo).toMatch(/^DSB2026\d{4}0001$/);
  });
});
