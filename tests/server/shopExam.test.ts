import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { gradeExam } from '../../server/services/shopExam.ts';

let t: Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';
beforeAll(async () => {
  t = await testApp();
});

const RIGHT = { 1: 'A', 2: 'B', 3: 'C', 4: 'B', 5: 'B', 6: 'B', 7: 'C', 8: 'B', 9: 'A', 10: 'B' } as Record<string, string>;

describe('shop-opening exam', () => {
  it('grades with a 60% pass mark', () => {
    expect(gradeExam(RIGHT)).toEqual({ score: 10, total: 10, passed: true });
    const six = Object.fromEntries(Object.entries(RIGHT).map(([k, v], i) => [k, i < 6 ? v : 'D']));
    expect(gradeExam(six)).toMatchObject({ score: 6, passed: true });
    const five = Object.fromEntries(Object.entries(RIGHT).map(([k, v], i) => [k, i < 5 ? v : 'D']));
    expect(gradeExam(five)).toMatchObject({ score: 5, passed: false });
  });

  it('store/valid/question 0 → fail → still 0 → pass → 1 and the shop is open', async () => {
    // syb_student01 has no shop yet (zbb_student01 opened theirs in the class-life seed)
    const token = await t.login('syb_student01');
    expect((await t.call('GET', `${V}/store/valid/question`, { token })).body.data).toBe(0);
    expect((await t.call('GET', `${V}/seller/orders`, { token })).body.msg).toBe('请先开店');
    const qs = (await t.call('GET', `${V}/store/exam/questions`, { token })).body.data as { id: number; title: string; options: unknown[] }[];
    expect(qs).toHaveLength(10);
    expect(JSON.stringify(qs)).not.toContain('answer');
    expect(qs[0]!.options).toHaveLength(4);
    const fail = await t.call('POST', `${V}/store/exam/submit`, { token, json: { answers: { 1: 'A', 2: 'A' } } });
    expect(fail.body.data).toEqual({ passed: false, score: 1, total: 10, shopId: null });
    expect((await t.call('GET', `${V}/store/valid/question`, { token })).body.data).toBe(0);
    const pass = await t.call('POST', `${V}/store/exam/submit`, { token, json: { answers: RIGHT } });
    expect(pass.body.data).toMatchObject({ passed: true, score: 10, total: 10 });
    expect(pass.body.data.shopId).toBeGreaterThan(0);
    expect((await t.call('GET', `${V}/store/valid/question`, { token })).body.data).toBe(1);
    const shop = await t.call('GET', `${V}/seller/shop`, { token });
    expect(shop.body.data.name).toBe('陈晓燕的小店');
    // Passing again does not open a second shop.
    const again = await t.call('POST', `${V}/store/exam/submit`, { token, json: { answers: RIGHT } });
    expect(again.body.data.shopId).toBe(pass.body.data.shopId);
  });

  it('every role may sit it; bad answers are refused; signed out is 401', async () => {
    const token = await t.login('city01');
    expect((await t.call('GET', `${V}/store/valid/question`, { token })).body.data).toBe(0);
    expect((await t.call('POST', `${V}/store/exam/submit`, { token, json: { answers: RIGHT } })).body.data.passed).toBe(true);
    expect((await t.call('GET', `${V}/store/valid/question`, { token })).body.data).toBe(1);
    expect((await t.call('POST', `${V}/store/exam/submit`, { token, json: { answers: { 1: 'Z' } } })).status).toBe(400);
    expect((await t.call('POST', `${V}/store/exam/submit`, { token, json: {} })).status).toBe(400);
    expect((await t.call('GET', `${V}/store/valid/question`)).status).toBe(401);
    expect((await t.call('GET', `${V}/store/exam/questions`)).status).toBe(401);
  });
});
