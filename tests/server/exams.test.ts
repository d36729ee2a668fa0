import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PREFIX, testApp } from './helpers.ts';
import { EXAMPLE_MARK, IMPORT_COLUMNS, QUESTION_IMPORT_MAX_BYTES } from '../../src/api/contract/exams.ts';
import { readSheet } from '../../server/services/sheetRead.ts';

type App = Awaited<ReturnType<typeof testApp>>;

/**
 * The question bank's import, paper composition, publishing for a window, marking and re-opening
 * (docs/exams-and-courses.md); the resources themselves are covered by tests/server/resourceSuite.ts.
 */

let t: App;
const base = (u: string) => `/v1/wangchuang/${DEMO_PREFIX[u]}/`;
const T = '/v1/wangchuang/student/train/';
const count = async (sql: string, params: unknown[] = []) => (await t.db.query<{ n: number }>(sql, params))[0].n;

beforeAll(async () => {
  t = await testApp();
}, 60_000);

/** An XLSX as Excel writes it (shared strings), from rows under the template's header. */
async function workbook(rows: (string | number | boolean)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('试题');
  sheet.addRow([...IMPORT_COLUMNS]);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(u: string, file: Buffer | Uint8Array, name = 'questions.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return t.call('POST', `${base(u)}exam/question/import`, { token: await t.token(u), body: form });
}

const good: (string | number | boolean)[][] = [
  ['单选题', 'ZBB', '直播选品', '易', '直播间的“福袋”主要用于？', '提高停留和互动', '增加运费', '减少观众', '', '', '', 'A', '福袋能留住观众。'],
  ['多选题', '直播电商班', '直播复盘', '中', '以下哪些是直播间的流量来源？', '自然推荐', '付费推广', '粉丝关注', '线下传单', '', '', 'A、B、C', ''],
  ['判断题', '通用', '', '难', '直播带货必须遵守广告法。', '', '', '', '', '', '', true, ''],
  ['简答题', 'ZBB', '直播脚本', 3, '简述直播间选品的三个原则。', '', '', '', '', '', '', '需求匹配、价格优势、质量可靠', ''],
];

describe('question import', () => {
  it('the template downloads with the columns and one example of each type, and importing it alone imports nothing', async () => {
    const res = await t.app.request(`${base('inst01')}exam/question/template`, { headers: { authorization: await t.token('inst01') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await res.arrayBuffer());
    // exceljs's whole-book reader and the server's streaming reader see the same sheet
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(bytes) as never);
    expect((book.worksheets[0].getRow(1).values as string[]).slice(1)).toEqual([...IMPORT_COLUMNS]);
    expect(book.worksheets[0].rowCount).toBe(6);
    const ours = await readSheet(bytes, { maxRows: 10, tooManyRows: 'x' });
    expect(ours.get(1)).toEqual([...IMPORT_COLUMNS]);
    expect([2, 3, 4, 5, 6].every((n) => ours.get(n)![4].startsWith(EXAMPLE_MARK))).toBe(true);
    const before = await count('select count(*)::int as n from questions');
    const again = await upload('inst01', bytes);
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('没有可导入的试题');
    expect(await count('select count(*)::int as n from questions')).toBe(before);
  });

  it('a template with a bad row imports nothing and reports the row; fixed, every row goes in as the institution’s own', async () => {
    const before = await count('select count(*)::int as n from questions');
    const bad = [...good.slice(0, 2), ['单选题', 'ZBB', '', '中', '答案不在选项中的单选题', '甲', '乙', '', '', '', '', 'E', ''], ...good.slice(2)];
    const res = await upload('inst01', await workbook(bad));
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ row: 4, message: '答案E不在已填写的选项中' }]);
    expect(res.body.msg).toBe('第4行：答案E不在已填写的选项中，未导入任何试题');
    expect(await count('select count(*)::int as n from questions')).toBe(before);

    // several wrong rows are all reported, in order
    const worse = [
      ['选择题', 'ZBB', '', '中', '题型写错', 'a', 'b', '', '', '', '', 'A', ''],
      ...good,
      ['判断题', 'XYZ', '', '中', '班级写错', '', '', '', '', '', '', '正确', ''],
    ];
    const many = await upload('inst01', await workbook(worse));
    expect(many.body.data.errors.map((e: { row: number }) => e.row)).toEqual([2, 7]);
    expect(many.body.msg).toContain('共2处错误');

    const ok = await upload('inst01', await workbook(good));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toEqual({ imported: 4, skipped: 0 });
    expect(ok.body.msg).toBe('成功导入4道试题');
    const rows = await t.db.query<{ qtype: string; answer: string; options: unknown[]; institution: string; difficulty: number; class_type: string | null }>(
      `select q.qtype, q.answer, q.options, i.name as institution, q.difficulty, q.class_type from questions q join institutions i on i.id = q.institution_id
        order by q.id desc limit 4`,
    );
    expect(rows.map((r) => [r.qtype, r.answer, r.difficulty, r.class_type]).reverse()).toEqual([
      ['single', 'A', 1, 'ZBB'],
      ['multiple', 'A,B,C', 2, 'ZBB'],
      ['judge', 'T', 3, null],
      ['short', '需求匹配、价格优势、质量可靠', 3, 'ZBB'],
    ]);
    expect(rows.every((r) => r.institution === '广州天河创业培训学校')).toBe(true);
  });

  it('a teacher imports only the class types they teach; other roles and other files are refused', async () => {
    // teacher02 teaches ZBB only
    const res = await upload('teacher02', await workbook([good[0], ['单选题', 'SYB', '', '中', 'SYB题', '甲', '乙', '', '', '', '', 'A', '']]));
    expect(res.status).toBe(400);
    expect(res.body.data.errors).toEqual([{ row: 3, message: expect.stringContaining('教师只能录入所授班级类型的试题') }]);
    expect((await upload('city01', await workbook(good))).status).toBe(403);
    const notXlsx = await upload('inst01', Buffer.from('题型,题干\n单选题,abc'), 'q.csv');
    expect([notXlsx.status, notXlsx.body.msg]).toEqual([400, '文件格式有误，请使用下载的Excel模板（.xlsx）']);
    const header = await workbook([]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(header as never);
    book.worksheets[0].getRow(1).getCell(1).value = '类型';
    const wrongHeader = await upload('inst01', Buffer.from(await book.xlsx.writeBuffer()));
    expect(wrongHeader.body.msg).toBe('表头与模板不一致，请下载最新的导入模板');
  });

  it('a file past the 1 MB body limit is read; one past 10 MB is told so with the limit, never 文件格式有误', async () => {
    const twoMb = await upload('inst01', Buffer.alloc(2 * 1024 * 1024, 1));
    expect([twoMb.status, twoMb.body.msg]).toEqual([400, '文件格式有误，请使用下载的Excel模板（.xlsx）']);
    for (const size of [QUESTION_IMPORT_MAX_BYTES + 1, QUESTION_IMPORT_MAX_BYTES + 1024 * 1024]) {
      const res = await upload('inst01', Buffer.alloc(size, 1));
      expect([res.status, res.body.msg]).toEqual([400, '文件过大：试题导入文件不能超过10MB']);
    }
  });
});

describe('papers, publishing, taking and marking', () => {
  let paperId = 0;
  let zbbClass = 0;
  let attemptId = 0;
  let shortId = 0;

  it('an institution composes a paper by hand from its own and the national bank, then draws one by rules', async () => {
    zbbClass = (await t.db.query<{ id: number }>(`select class_id as id from users where username = 'zbb_student01'`))[0].id;
    const created = await t.as('inst01', 'POST', 'paper/create', {
      title: '直播带货阶段测验',
      classType: 'ZBB',
      durationMin: 20,
      passScore: 30,
      maxAttempts: 1,
      isFinal: false,
      showAnswers: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    paperId = created.body.data.id;
    expect(created.body.data).toMatchObject({ national: false, ownerName: '广州天河创业培训学校', questionCount: 0 });
    const pick = await t.db.query<{ id: number; qtype: string }>(
      `select id, qtype from questions where class_type = 'ZBB' and (institution_id is null or institution_id = (select institution_id from users where username = 'inst01'))
        and qtype in ('single', 'judge', 'short') order by institution_id nulls first, id`,
    );
    const single = pick.find((q) => q.qtype === 'single')!;
    const judge = pick.find((q) => q.qtype === 'judge')!;
    shortId = pick.find((q) => q.qtype === 'short')!.id;
    const saved = await t.as('inst01', 'PUT', `exam/paper/${paperId}/items`, {
      items: [
        { questionId: single.id, score: 20 },
        { questionId: judge.id, score: 20 },
        { questionId: shortId, score: 20 },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ totalScore: 60, composeMode: 'manual', editable: true });
    expect(saved.body.data.items.map((i: { qtype: string }) => i.qtype)).toEqual(['single', 'judge', 'short']);
    // the key travels to the author (as the learner's review shows it)
    expect(saved.body.data.items[1].answer).toEqual(expect.any(Boolean));

    // a question of another institution, of another class type, or twice: refused
    const xihuQ = (
      await t.db.query<{ id: number }>(`select q.id from questions q join institutions i on i.id = q.institution_id where i.name = '杭州西湖创业学院' limit 1`)
    )[0].id;
    const sybQ = (await t.db.query<{ id: number }>(`select id from questions where class_type = 'SYB' and institution_id is null limit 1`))[0].id;
    expect((await t.as('inst01', 'PUT', `exam/paper/${paperId}/items`, { items: [{ questionId: xihuQ, score: 5 }] })).body.msg).toBe('所选试题不存在');
    expect((await t.as('inst01', 'PUT', `exam/paper/${paperId}/items`, { items: [{ questionId: sybQ, score: 5 }] })).body.msg).toBe(
      '所选试题与试卷的适用班级不符',
    );
    expect(
      (
        await t.as('inst01', 'PUT', `exam/paper/${paperId}/items`, {
          items: [
            { questionId: single.id, score: 5 },
            { questionId: single.id, score: 5 },
          ],
        })
      ).body.msg,
    ).toBe('同一道试题不能重复加入试卷');

    // a second paper drawn at random: counts per type and difficulty, all or nothing
    const drawn = (
      await t.as('teacher01', 'POST', 'paper/create', {
        title: '随机抽题练习',
        classType: 'ZBB',
        durationMin: 10,
        passScore: 30,
        maxAttempts: 3,
        isFinal: false,
        showAnswers: true,
      })
    ).body.data.id;
    const pool = (await t.as('teacher01', 'GET', `exam/paper/${drawn}/pool`)).body.data as { qtype: string; difficulty: number; count: number }[];
    const singles = pool.filter((p) => p.qtype === 'single').reduce((a, p) => a + p.count, 0);
    const res = await t.as('teacher01', 'POST', `exam/paper/${drawn}/draw`, {
      rules: [
        { qtype: 'single', difficulty: 0, chapter: '', count: 3, score: 10 },
        { qtype: 'judge', difficulty: 1, chapter: '', count: 2, score: 10 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ composeMode: 'random', totalScore: 50 });
    expect(res.body.data.items.map((i: { qtype: string }) => i.qtype)).toEqual(['single', 'single', 'single', 'judge', 'judge']);
    expect(res.body.data.items.every((i: { classType: string | null }) => i.classType === null || i.classType === 'ZBB')).toBe(true);
    const tooMany = await t.as('teacher01', 'POST', `exam/paper/${drawn}/draw`, {
      rules: [{ qtype: 'single', difficulty: 0, chapter: '', count: singles + 1, score: 10 }],
    });
    expect(tooMany.body.msg).toBe(`题库中符合条件的单选题只有${singles}道，不足${singles + 1}道`);
    // nothing changed by the refused draw
    expect((await t.as('teacher01', 'GET', `exam/paper/${drawn}/compose`)).body.data.items).toHaveLength(5);
  });

  it('a published paper shows on /cultivate/onlinetest within its window only', async () => {
    const learner = await t.token('zbb_student01');
    const listed = async () => ((await t.call('GET', `${T}papers`, { token: learner })).body.data as { paperId: number }[]).some((p) => p.paperId === paperId);
    const day = 86_400_000;
    const pub = await t.as('teacher01', 'POST', 'onlineTest/create', {
      paperId,
      classId: zbbClass,
      opensAt: new Date(Date.now() + day).toISOString(),
      closesAt: new Date(Date.now() + 2 * day).toISOString(),
    });
    expect(pub.status, JSON.stringify(pub.body)).toBe(200);
    expect(pub.body.data).toMatchObject({ state: 'upcoming', classIdName: '2026年第3期直播电商创业培训班', paperTitle: '直播带货阶段测验' });
    expect(await listed()).toBe(false);
    expect((await t.call('POST', `${T}papers/${paperId}/start`, { token: learner })).status).toBe(404);
    // published twice to one class, to a class of another type, outside the caller's classes: refused
    const sybClass = (await t.db.query<{ id: number }>(`select class_id as id from users where username = 'syb_student01'`))[0].id;
    const westClass = (await t.db.query<{ id: number }>(`select class_id as id from users where username = 'zbb_student02'`))[0].id;
    const window = { opensAt: new Date().toISOString(), closesAt: new Date(Date.now() + day).toISOString() };
    expect((await t.as('teacher01', 'POST', 'onlineTest/create', { paperId, classId: zbbClass, ...window })).body.msg).toBe(
      '该试卷已发布到该班级，可修改考试时间',
    );
    expect((await t.as('teacher01', 'POST', 'onlineTest/create', { paperId, classId: sybClass, ...window })).body.msg).toBe(
      '试卷的适用班级与所选班级的类型不符',
    );
    expect((await t.as('teacher01', 'POST', 'onlineTest/create', { paperId, classId: westClass, ...window })).body.msg).toBe('所选班级不存在');
    expect((await t.as('teacher01', 'POST', `onlineTest/update/${pub.body.data.id}`, { opensAt: window.closesAt, closesAt: window.opensAt })).body.msg).toBe(
      '结束时间须晚于开始时间',
    );

    // the window moved to include now: it shows, with its end
    const moved = await t.as('teacher01', 'POST', `onlineTest/update/${pub.body.data.id}`, {
      opensAt: new Date(Date.now() - 60_000).toISOString(),
      closesAt: window.closesAt,
    });
    expect(moved.body.data.state).toBe('open');
    const papers = (await t.call('GET', `${T}papers`, { token: learner })).body.data as { paperId: number; closesAt: string }[];
    expect(new Date(papers.find((p) => p.paperId === paperId)!.closesAt).toISOString()).toBe(window.closesAt);

    // ended now: gone again (the other learners' classes never saw it)
    expect((await t.as('teacher01', 'POST', `onlineTest/action/closeNow/${pub.body.data.id}`, {})).body.data.state).toBe('closed');
    expect(await listed()).toBe(false);
    await t.as('teacher01', 'POST', `onlineTest/update/${pub.body.data.id}`, window);
    expect(await listed()).toBe(true);
    expect(
      ((await t.call('GET', `${T}papers`, { token: await t.token('zbb_student02') })).body.data as { paperId: number }[]).some((p) => p.paperId === paperId),
    ).toBe(false);
  });

  it('the learner takes it; the short answer waits for the teacher, whose mark settles score and result', async () => {
    const learner = await t.token('zbb_student01');
    const a = (await t.call('POST', `${T}papers/${paperId}/start`, { token: learner })).body.data;
    attemptId = a.attemptId;
    expect(a.questions.map((q: { qtype: string }) => q.qtype)).toEqual(['single', 'judge', 'short']);
    const keys = await t.db.query<{ id: number; qtype: string; answer: string }>(
      'select q.id, q.qtype, q.answer from paper_questions pq join questions q on q.id = pq.question_id where pq.paper_id = $1',
      [paperId],
    );
    const answers = keys.map((k) => ({
      questionId: k.id,
      answer: k.qtype === 'judge' ? k.answer === 'T' : k.qtype === 'short' ? '开场、讲解、互动、促单、结尾预告' : k.answer,
    }));
    expect((await t.call('PUT', `${T}attempts/${attemptId}/answers`, { token: learner, json: { answers } })).status).toBe(200);
    const result = (await t.call('POST', `${T}attempts/${attemptId}/submit`, { token: learner })).body.data;
    expect(result).toMatchObject({ score: 40, total: 60, passed: false, pendingMarking: 1 });
    const review = (await t.call('GET', `${T}attempts/${attemptId}/review`, { token: learner })).body.data;
    expect(review.items[2]).toMatchObject({ qtype: 'short', pendingMark: true, gained: 0 });

    // peoplePage: the attempt in teacher01's list, waiting for marks; not in teacher02's
    const list = (await t.as('teacher01', 'GET', `examAttempt/list?paperId=${paperId}`)).body.data;
    expect(list.list).toHaveLength(1);
    expect(list.list[0]).toMatchObject({ learnerName: '张小红', score: 40, marking: 'pending', passed: null, status: 'submitted' });
    expect(list.list[0].usedTime).toMatch(/^00:0\d:\d\d$/);
    expect((await t.as('teacher02', 'GET', `examAttempt/list?paperId=${paperId}`)).body.data.total).toBe(0);
    expect((await t.as('teacher02', 'GET', `exam/attempt/${attemptId}`)).status).toBe(404);
    const sheet = (await t.as('teacher01', 'GET', `exam/attempt/${attemptId}`)).body.data;
    expect(sheet).toMatchObject({ canMark: true, marking: 'pending', learnerName: '张小红' });
    expect(sheet.items[2]).toMatchObject({ needsMark: true, correct: null, gained: null, given: '开场、讲解、互动、促单、结尾预告' });
    expect((await t.as('province01', 'GET', `exam/attempt/${attemptId}`)).body.data.canMark).toBe(false);

    // marks: bounded by the question's points, short answers only, by the class's markers only
    expect((await t.as('teacher01', 'POST', `exam/attempt/${attemptId}/mark`, { marks: [{ questionId: shortId, score: 21 }] })).body.msg).toBe(
      '得分不能超过该题满分20分',
    );
    expect((await t.as('teacher01', 'POST', `exam/attempt/${attemptId}/mark`, { marks: [{ questionId: keys[0].id, score: 1 }] })).body.msg).toBe(
      '只有简答题需要教师批阅',
    );
    expect((await t.as('city01', 'POST', `exam/attempt/${attemptId}/mark`, { marks: [{ questionId: shortId, score: 15 }] })).status).toBe(403);
    const marked = await t.as('teacher01', 'POST', `exam/attempt/${attemptId}/mark`, { marks: [{ questionId: shortId, score: 15, comment: '环节完整' }] });
    expect(marked.status, JSON.stringify(marked.body)).toBe(200);
    expect(marked.body.data).toMatchObject({ marking: 'done', score: 55, passed: true });
    const after = (await t.call('GET', `${T}attempts/${attemptId}/review`, { token: learner })).body.data;
    expect(after.result).toMatchObject({ score: 55, passed: true, pendingMarking: 0 });
    expect(after.items[2]).toMatchObject({ gained: 15, comment: '环节完整', pendingMark: false });
    expect((await t.as('teacher01', 'GET', `examAttempt/list?paperId=${paperId}`)).body.data.list[0]).toMatchObject({
      score: 55,
      passed: true,
      marking: 'done',
    });
  });

  it('answered questions and attempted papers no longer change; a re-opened attempt is the learner’s to finish again', async () => {
    expect((await t.as('inst01', 'PUT', `exam/paper/${paperId}/items`, { items: [{ questionId: shortId, score: 5 }] })).body.msg).toBe(
      '已有考生作答，不能再修改试题',
    );
    const q = (await t.as('inst01', 'GET', `question/detail/${shortId}`)).body.data;
    const edit = await t.as('inst01', 'POST', `question/update/${shortId}`, { ...q, stem: `${q.stem}（改）` });
    if (q.national) expect(edit.status).toBe(403);
    else expect(edit.body.msg).toBe('该试题已有考生作答，不能修改');
    expect(
      (
        await t.as('inst01', 'POST', `paper/update/${paperId}`, {
          title: '改名',
          classType: 'ZBB',
          durationMin: 99,
          passScore: 30,
          maxAttempts: 1,
          isFinal: false,
          showAnswers: true,
        })
      ).body.msg,
    ).toBe('已有考生作答，不能修改适用班级、考试时长和及格分');
    expect((await t.as('inst01', 'POST', `paper/delete/${paperId}`)).status).toBe(400);

    // re-open: a reason is required; province admins may not
    expect((await t.as('teacher01', 'POST', `examAttempt/action/reopen/${attemptId}`, {})).body.msg).toBe('请填写重开原因');
    expect((await t.as('province01', 'POST', `examAttempt/action/reopen/${attemptId}`, { reason: '网络中断' })).status).toBe(403);
    const reopened = await t.as('teacher01', 'POST', `examAttempt/action/reopen/${attemptId}`, { reason: '考生网络中断' });
    expect(reopened.status, JSON.stringify(reopened.body)).toBe(200);
    expect(reopened.body.data).toMatchObject({ status: 'in_progress', reopenedCount: 1, score: null, marking: 'none' });
    const learner = await t.token('zbb_student01');
    const mine = ((await t.call('GET', `${T}papers`, { token: learner })).body.data as { paperId: number; openAttemptId: number | null }[]).find(
      (p) => p.paperId === paperId,
    )!;
    expect(mine.openAttemptId).toBe(attemptId);
    const resumed = (await t.call('GET', `${T}attempts/${attemptId}`, { token: learner })).body.data;
    expect(Object.keys(resumed.answers)).toHaveLength(3);
    const again = (await t.call('POST', `${T}attempts/${attemptId}/submit`, { token: learner })).body.data;
    expect(again).toMatchObject({ score: 40, pendingMarking: 1 });
    expect((await t.as('teacher01', 'POST', `examAttempt/action/reopen/${attemptId}`, { reason: '再次' })).status).toBe(200);
  });

  it('a shared (national) question or paper is read by all and changed by the national admin only', async () => {
    const national = (await t.db.query<{ id: number }>(`select id from papers where institution_id is null order by id limit 1`))[0].id;
    expect((await t.as('teacher02', 'GET', `exam/paper/${national}/compose`)).status).toBe(200);
    expect((await t.as('inst01', 'PUT', `exam/paper/${national}/items`, { items: [] })).status).toBe(403);
    const q = (await t.db.query<{ id: number }>(`select id from questions where institution_id is null order by id desc limit 1`))[0].id;
    const detail = (await t.as('inst02', 'GET', `question/detail/${q}`)).body.data;
    expect(detail.national).toBe(true);
    expect((await t.as('inst02', 'POST', `question/update/${q}`, detail)).body.msg).toBe('共享的试题仅全国管理员可修改');
  });
});

describe('question form rules (the same for the form and the import)', () => {
  const base = {
    stem: '题干',
    classType: 'ZBB',
    chapter: '',
    difficulty: 2,
    optionA: '甲',
    optionB: '乙',
    optionC: '丙',
    optionD: '',
    optionE: '',
    optionF: '',
    analysis: '',
  };
  it.each([
    [{ qtype: 'single', answer: 'AB' }, '单选题只能有一个正确答案'],
    [{ qtype: 'single', answer: '甲' }, '单选题答案须为选项字母，如A'],
    [{ qtype: 'multiple', answer: 'A' }, '多选题至少需要两个正确答案'],
    [{ qtype: 'multiple', answer: 'AB', optionC: '' }, '多选题至少需要3个选项'],
    [{ qtype: 'single', answer: 'A', optionB: '', optionC: '丙' }, '选项须从A开始连续填写'],
    [{ qtype: 'judge', answer: '也许' }, '判断题答案须为“正确”或“错误”'],
    [{ qtype: 'fill', answer: '|' }, '请输入答案'],
  ])('%j → %s', async (input, message) => {
    const res = await t.as('inst01', 'POST', 'question/create', { ...base, ...input });
    expect([res.status, res.body.msg]).toEqual([400, message]);
  });

  it('stores a multiple choice answer as sorted letters, a judge answer as T/F, and shows them back as typed', async () => {
    const m = await t.as('inst01', 'POST', 'question/create', { ...base, qtype: 'multiple', answer: 'c,a' });
    expect(m.body.data).toMatchObject({ answer: 'AC', optionC: '丙', national: false });
    expect((await t.db.query<{ answer: string }>('select answer from questions where id = $1', [m.body.data.id]))[0].answer).toBe('A,C');
    const j = await t.as('teacher01', 'POST', 'question/create', { ...base, qtype: 'judge', answer: '对', optionA: 'ignored' });
    expect(j.body.data).toMatchObject({ answer: '正确', optionA: '' });
    // teacher02 teaches ZBB only
    expect((await t.as('teacher02', 'POST', 'question/create', { ...base, classType: 'SYB', qtype: 'judge', answer: '错' })).body.msg).toContain(
      '教师只能录入所授班级类型的试题',
    );
  });
});

describe('role × scope of the exam calls beside the resources', () => {
  const ACCOUNTS = ['admin01', 'province01', 'province02', 'city01', 'city02', 'area01', 'area02', 'inst01', 'inst02', 'teacher01', 'teacher02'];
  /** 广东/广州/天河 side (the rows are 天河's): in scope; the 浙江 side: 404; a role the call refuses: 403. */
  const GD = new Set(['admin01', 'province01', 'city01', 'area01', 'inst01', 'teacher01']);
  const read = (u: string) => (GD.has(u) ? 200 : 404);
  const write = (roles: string[]) => (u: string) => (!roles.includes(DEMO_PREFIX[u]) ? 403 : GD.has(u) ? 200 : 404);
  const bankWrite = write(['admin', 'institution', 'teacher']);

  it.each([
    ['GET', 'exam/paper/{paper}/compose', undefined, read],
    ['GET', 'exam/paper/{paper}/pool', undefined, read],
    ['PUT', 'exam/paper/{paper}/items', 'items', bankWrite],
    ['GET', 'exam/attempt/{attempt}', undefined, read],
    ['POST', 'exam/attempt/{attempt}/mark', 'mark', bankWrite],
    ['GET', 'exam/course/{course}/chapters', undefined, read],
    ['POST', 'exam/course/{course}/chapters/order', 'order', bankWrite],
    ['GET', 'exam/chapter/{chapter}/quiz', undefined, read],
    ['GET', 'exam/class/{class}/totals', undefined, read],
    ['GET', 'exam/class/{class}/breaches', undefined, read],
    ['GET', 'exam/learner/{learner}/total', undefined, read],
  ] as const)('%s %s', async (method, path, bodyKind, expected) => {
    // a paper of 天河 nobody has answered yet (its questions may still change)
    if (!(await count(`select count(*)::int as n from papers where title = '矩阵试卷'`))) {
      const created = (
        await t.as('inst01', 'POST', 'paper/create', {
          title: '矩阵试卷',
          classType: 'ZBB',
          durationMin: 10,
          passScore: 0,
          maxAttempts: 1,
          isFinal: false,
          showAnswers: true,
        })
      ).body.data.id;
      const q = (
        await t.db.query<{ id: number }>(`select id from questions where class_type = 'ZBB' and qtype = 'single' and institution_id is null limit 1`)
      )[0].id;
      await t.as('inst01', 'PUT', `exam/paper/${created}/items`, { items: [{ questionId: q, score: 10 }] });
    }
    const ids = (
      await t.db.query<{ paper: number; attempt: number; course: number; chapter: number; class: number; learner: number }>(
        `select (select id from papers where title = '矩阵试卷') as paper,
                (select a.id from exam_attempts a join papers p on p.id = a.paper_id where p.title = '天河直播电商单元测验' limit 1) as attempt,
                (select id from courses where title = '天河直播实训：从开播到复盘') as course,
                (select ch.id from course_chapters ch join courses c on c.id = ch.course_id where c.title = '天河直播实训：从开播到复盘' order by ch.sort limit 1) as chapter,
                (select class_id from users where username = 'zbb_student01') as class,
                (select id from users where username = 'zbb_student01') as learner`,
      )
    )[0];
    const url = path.replace(/\{(\w+)\}/, (_, k: keyof typeof ids) => String(ids[k]));
    const bodies = {
      items: async () => ({
        items: (await t.as('admin01', 'GET', `exam/paper/${ids.paper}/compose`)).body.data.items.map((i: { questionId: number; score: number }) => ({
          questionId: i.questionId,
          score: i.score,
        })),
      }),
      mark: async () => {
        const short = (await t.as('admin01', 'GET', `exam/attempt/${ids.attempt}`)).body.data.items.find((i: { needsMark: boolean }) => i.needsMark);
        return { marks: [{ questionId: short.questionId, score: 10 }] };
      },
      order: async () => ({
        ids: (await t.as('admin01', 'GET', `exam/course/${ids.course}/chapters`)).body.data.map((c: { chapterId: number }) => c.chapterId),
      }),
    };
    for (const u of ACCOUNTS) {
      const json = bodyKind ? await bodies[bodyKind]() : undefined;
      const res = await t.as(u, method, url, json);
      expect(res.status, `${u} ${method} ${url}: ${res.body?.msg}`).toBe(expected(u));
    }
    // a learner is refused the back-office prefixes; nobody signed out gets anything
    const json = method === 'GET' ? undefined : {};
    const learner = await t.call(method, `/v1/wangchuang/admin/${url}`, { token: await t.token('zbb_student01'), json });
    expect(learner.status).toBe(403);
    expect((await t.call(method, `/v1/wangchuang/admin/${url}`, { json })).status).toBe(401);
  });
});
