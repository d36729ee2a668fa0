import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { OPTION_KEYS } from '../../../src/api/contract/exams.ts';
import { QUESTION_TYPE_NAMES, type QuestionOption, type QuestionType } from '../../../src/api/contract/learner.ts';
import { CLASS_TYPE_NAMES, CLASS_TYPES, type ClassType } from '../../../src/api/contract/roles.ts';

/**
 * A question as the form and the import template give it, checked and turned into what the bank
 * stores (the learner side scores from the same columns: server/services/learner/scoring.ts).
 * One copy of the rules for the form (through the question resource) and the XLSX import.
 */
export interface QuestionDraft {
  qtype: QuestionType;
  classType: ClassType | null;
  chapter: string;
  difficulty: number;
  stem: string;
  /** option texts A–F, '' where empty */
  options: string[];
  answer: string;
  analysis: string;
}

export interface QuestionRow {
  qtype: QuestionType;
  class_type: ClassType | null;
  chapter: string;
  difficulty: number;
  stem: string;
  options: QuestionOption[];
  answer: string;
  analysis: string;
}

const JUDGE: Record<string, 'T' | 'F'> = {
  正确: 'T',
  对: 'T',
  是: 'T',
  '√': 'T',
  T: 'T',
  TRUE: 'T',
  Y: 'T',
  错误: 'F',
  错: 'F',
  否: 'F',
  '×': 'F',
  F: 'F',
  FALSE: 'F',
  N: 'F',
};

/** The answer of a choice question as sorted option letters: 'A', 'A,C'. Accepts 'AC', 'a,c', 'A、C', 'A C'. */
function letters(answer: string): string[] | null {
  const compact = answer.toUpperCase().replace(/[\s,，、;；]/g, '');
  if (!/^[A-F]+$/.test(compact)) return null;
  return [...new Set(compact.split(''))].sort();
}

/** Checks a draft: the stored row, or the first problem in Chinese. */
export function checkQuestion(d: QuestionDraft): { row: QuestionRow } | { message: string } {
  const name = QUESTION_TYPE_NAMES[d.qtype];
  const stem = d.stem.trim();
  if (!stem) return { message: '请输入题干' };
  if (stem.length > 500) return { message: '题干最多500个字' };
  if (d.chapter.trim().length > 50) return { message: '章节最多50个字' };
  if (![1, 2, 3].includes(d.difficulty)) return { message: '难度须为易、中、难' };
  if (d.analysis.trim().length > 1000) return { message: '解析最多1000个字' };
  const answer = d.answer.trim();
  if (!answer) return { message: '请输入答案' };
  let options: QuestionOption[] = [];
  let stored = answer;
  if (d.qtype === 'single' || d.qtype === 'multiple') {
    const texts = OPTION_KEYS.map((_, i) => (d.options[i] ?? '').trim());
    const last = texts.reduce((at, t, i) => (t ? i : at), -1);
    if (texts.slice(0, last + 1).some((t) => !t)) return { message: '选项须从A开始连续填写' };
    if (texts.some((t) => t.length > 200)) return { message: '每个选项最多200个字' };
    options = texts.slice(0, last + 1).map((text, i) => ({ key: OPTION_KEYS[i], text }));
    const min = d.qtype === 'single' ? 2 : 3;
    if (options.length < min) return { message: `${name}至少需要${min}个选项` };
    const picked = letters(answer);
    if (!picked) return { message: `${name}答案须为选项字母，如${d.qtype === 'single' ? 'A' : 'ACD'}` };
    if (picked.some((k) => !options.some((o) => o.key === k))) return { message: `答案${picked.join('')}不在已填写的选项中` };
    if (d.qtype === 'single' && picked.length !== 1) return { message: '单选题只能有一个正确答案' };
    if (d.qtype === 'multiple' && picked.length < 2) return { message: '多选题至少需要两个正确答案' };
    stored = picked.join(',');
  } else if (d.qtype === 'judge') {
    const v = JUDGE[answer.toUpperCase()];
    if (!v) return { message: '判断题答案须为“正确”或“错误”' };
    stored = v;
  } else if (d.qtype === 'fill') {
    const alts = answer
      .split('|')
      .map((a) => a.trim())
      .filter(Boolean);
    if (!alts.length) return { message: '请输入答案' };
    if (alts.some((a) => a.length > 100)) return { message: '填空题每个答案最多100个字' };
    stored = alts.join('|');
  } else if (answer.length > 1000) return { message: '参考答案最多1000个字' };
  return {
    row: {
      qtype: d.qtype,
      class_type: d.classType,
      chapter: d.chapter.trim(),
      difficulty: d.difficulty,
      stem,
      options,
      answer: stored,
      analysis: d.analysis.trim(),
    },
  };
}

/** The answer as the form shows it: letters without commas, 正确/错误, the text. */
export const answerForForm = (qtype: QuestionType, stored: string) =>
  qtype === 'multiple' ? stored.replace(/,/g, '') : qtype === 'judge' ? (stored === 'T' ? '正确' : '错误') : stored;

/** SQL of the form's answer (answerForForm) over a questions alias. */
export const answerForFormSql = (q: string) =>
  `case ${q}.qtype when 'multiple' then replace(${q}.answer, ',', '') when 'judge' then case ${q}.answer when 'T' then '正确' else '错误' end else ${q}.answer end`;

/** Who owns what a caller writes: the national bank for the national admin, else their institution and its region. */
export async function ownerColumns(q: Queryable, caller: Caller): Promise<Record<string, unknown>> {
  if (caller.role === 1) return { institution_id: null, province_id: null, city_id: null, county_id: null, author_id: caller.id };
  if (!caller.institutionId) throw forbidden('您的账号未关联培训机构');
  const [i] = await q.query<{ province_id: number; city_id: number; county_id: number | null }>(
    'select province_id, city_id, county_id from institutions where id = $1',
    [caller.institutionId],
  );
  if (!i) throw forbidden('您的账号未关联培训机构');
  return { institution_id: caller.institutionId, province_id: i.province_id, city_id: i.city_id, county_id: i.county_id, author_id: caller.id };
}

/** The class types a teacher teaches (their classes' and their profile's). Others: every type. */
export async function writableTypes(q: Queryable, caller: Caller): Promise<readonly ClassType[] | null> {
  if (caller.role !== 5) return null;
  const [row] = await q.query<{ types: ClassType[] }>(
    `select coalesce(array_agg(distinct t), '{}') as types from (
       select c.class_type as t from class_teachers ct join classes c on c.id = ct.class_id where ct.teacher_id = $1
       union select unnest(class_types) from users where id = $1) x`,
    [caller.id],
  );
  return row?.types ?? [];
}

/** A teacher writes questions of the class types they teach only (never the all-types ones). */
export function checkTeacherType(types: readonly ClassType[] | null, classType: ClassType | null) {
  if (!types) return;
  if (!classType || !types.includes(classType))
    throw badRequest(`教师只能录入所授班级类型的试题（${types.map((t) => CLASS_TYPE_NAMES[t]).join('、') || '暂无授课班级'}）`);
}

/** Inserts checked questions with their owner; answers their ids. */
export async function insertQuestions(q: Queryable, rows: QuestionRow[], owner: Record<string, unknown>): Promise<number[]> {
  if (!rows.length) return [];
  const out = await q.query<{ id: number }>(
    `insert into questions (qtype, class_type, chapter, difficulty, stem, options, answer, analysis, institution_id, province_id, city_id, county_id, author_id)
     select v.qtype, v.class_type, v.chapter, v.difficulty, v.stem, v.options, v.answer, v.analysis, $9, $10, $11, $12, $13
       from unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::jsonb[], $7::text[], $8::text[])
         as v(qtype, class_type, chapter, difficulty, stem, options, answer, analysis)
     returning id`,
    [
      rows.map((r) => r.qtype),
      rows.map((r) => r.class_type),
      rows.map((r) => r.chapter),
      rows.map((r) => r.difficulty),
      rows.map((r) => r.stem),
      rows.map((r) => JSON.stringify(r.options)),
      rows.map((r) => r.answer),
      rows.map((r) => r.analysis),
      owner.institution_id ?? null,
      owner.province_id ?? null,
      owner.city_id ?? null,
      owner.county_id ?? null,
      owner.author_id ?? null,
    ],
  );
  return out.map((r) => r.id);
}

/** A question answered in any attempt cannot change: its answers were scored against it. */
export async function refuseIfAnswered(q: Queryable, questionId: number) {
  const [used] = await q.query('select 1 from exam_answers where question_id = $1 limit 1', [questionId]);
  if (used) throw badRequest('该试题已有考生作答，不能修改');
}

// ---------- the import template's cells ----------

const TYPE_WORDS: Record<string, QuestionType> = Object.fromEntries(
  (Object.entries(QUESTION_TYPE_NAMES) as [QuestionType, string][]).flatMap(([t, name]) => [
    [name, t],
    [name.replace('题', ''), t],
    [t, t],
  ]),
);
const CLASS_WORDS: Record<string, ClassType | null> = {
  '': null,
  通用: null,
  全部: null,
  ...Object.fromEntries(CLASS_TYPES.flatMap((t) => [[t, t] as const, [CLASS_TYPE_NAMES[t], t] as const])),
  直播电商: 'ZBB',
  电子商务: 'DSB',
  电商班: 'DSB',
  直播班: 'ZBB',
};
const DIFFICULTY_WORDS: Record<string, number> = { '': 2, 易: 1, 简单: 1, 中: 2, 中等: 2, 一般: 2, 难: 3, 困难: 3, '1': 1, '2': 2, '3': 3 };

/** A template row (cells in IMPORT_COLUMNS order) as a draft, or the first problem. */
export function draftFromCells(cells: string[]): { draft: QuestionDraft } | { message: string } {
  const cell = (i: number) => (cells[i] ?? '').trim();
  const qtype = TYPE_WORDS[cell(0)];
  if (!qtype) return { message: cell(0) ? `题型“${cell(0)}”有误，应为单选题、多选题、判断题、填空题或简答题` : '请填写题型' };
  const classType = CLASS_WORDS[cell(1).toUpperCase()] ?? CLASS_WORDS[cell(1)];
  if (classType === undefined) return { message: `适用班级“${cell(1)}”有误，应为SYB、GYB、ZBB、DSB或通用` };
  const difficulty = DIFFICULTY_WORDS[cell(3)];
  if (difficulty === undefined) return { message: `难度“${cell(3)}”有误，应为易、中或难` };
  return {
    draft: {
      qtype,
      classType,
      chapter: cell(2),
      difficulty,
      stem: cell(4),
      options: [5, 6, 7, 8, 9, 10].map(cell),
      answer: cell(11),
      analysis: cell(12),
    },
  };
}
