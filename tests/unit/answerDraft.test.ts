import { beforeEach, describe, expect, it } from 'vitest';
import { memoryStore } from '../../src/storage/idb.ts';
import {
  clearExamDraft,
  confirmExamAnswers,
  mergeAnswers,
  readExamDraft,
  readPlanDraft,
  saveExamAnswer,
  setDraftStore,
  writePlanDraft,
} from '../../src/storage/answerDraft.ts';

let map: Map<string, unknown>;
beforeEach(() => {
  map = new Map();
  setDraftStore(memoryStore(map));
});

describe('exam answer drafts', () => {
  it('keeps every answer at once, pending until the server confirms it', async () => {
    await saveExamAnswer('7', 3, 11, 'A');
    await saveExamAnswer('7', 3, 12, ['A', 'C']);
    expect(map.get('exam:7:3')).toMatchObject({ answers: { 11: 'A', 12: ['A', 'C'] }, pending: ['11', '12'] });
    await confirmExamAnswers('7', 3, { 11: 'A' });
    expect((await readExamDraft('7', 3))!.pending).toEqual(['12']);
  });

  it('does not confirm an answer changed after it was sent', async () => {
    await saveExamAnswer('7', 3, 11, 'A');
    const sent = { 11: 'A' };
    await saveExamAnswer('7', 3, 11, 'B');
    await confirmExamAnswers('7', 3, sent);
    const d = await readExamDraft('7', 3);
    expect(d!.answers['11']).toBe('B');
    expect(d!.pending).toEqual(['11']);
  });

  it('loses nothing when answers arrive faster than the store writes', async () => {
    await Promise.all([1, 2, 3, 4, 5].map((q) => saveExamAnswer('7', 9, q, q % 2 === 0)));
    const d = await readExamDraft('7', 9);
    expect(Object.keys(d!.answers).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(d!.pending).toHaveLength(5);
  });

  it('merges after a reload: pending device answers win, server fills the rest', () => {
    const server = { 1: 'A', 2: 'B', 3: true };
    const merged = mergeAnswers(server, { answers: { 2: 'C', 3: false, 4: '利润' }, pending: ['2'], updatedAt: 1 });
    expect(merged).toEqual({ 1: 'A', 2: 'C', 3: true, 4: '利润' });
    expect(mergeAnswers(server, undefined)).toEqual(server);
  });

  it('keeps drafts per user and attempt, and clears them after submitting', async () => {
    await saveExamAnswer('7', 3, 1, 'A');
    await saveExamAnswer('8', 3, 1, 'B');
    await clearExamDraft('7', 3);
    expect(await readExamDraft('7', 3)).toBeUndefined();
    expect((await readExamDraft('8', 3))!.answers['1']).toBe('B');
  });
});

describe('plan drafts', () => {
  it('stores content with the revision it started from', async () => {
    await writePlanDraft('7', 'business', { content: { a: 1 }, baseRevision: 4, dirty: true, updatedAt: 5 });
    expect(await readPlanDraft('7', 'business')).toEqual({ content: { a: 1 }, baseRevision: 4, dirty: true, updatedAt: 5 });
    expect(await readPlanDraft('8', 'business')).toBeUndefined();
  });
});
