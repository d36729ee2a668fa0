import type { Db, Queryable } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { checkEducation, educationOptions, idTypeOptions, offeredIdType } from '../dictionaries.ts';
import type { FormField, FormKind, FormState, RegistrationBody, RegistrationState } from '../../../src/api/contract/learner.ts';
import { ID_CARD_RE } from '../../../src/api/contract/rules.ts';
import type { LearnerCtx } from './rules.ts';

interface FormDef {
  title: string;
  intro: string;
  fields: FormField[];
}

const EVALUATION_QUESTIONS = [
  '我愿意为创办和经营企业投入大量的时间和精力',
  '创业是我自己的决定，而不是迫于他人的压力',
  '我的身体状况能够承受长时间、高强度的工作',
  '我能够承受可能失去部分积蓄的风险',
  '遇到困难时，我能够独立做出决定并承担后果',
  '我的家人支持我创办企业',
  '我有或能够筹集到开办企业所需的部分资金',
  '我具备与计划经营的业务相关的技能或工作经验',
  '我善于与人沟通，能够说服顾客和合作伙伴',
  '即使遭遇挫折，我也能从中吸取教训并坚持下去',
];

export const FORMS: Record<FormKind, FormDef> = {
  evaluation: {
    title: '创业者自我评价',
    intro: '请根据自己的真实情况回答“是”或“否”，没有对错之分，结果仅用于帮助你了解自己。',
    fields: EVALUATION_QUESTIONS.map((label, i) => ({ key: `q${i + 1}`, label, type: 'yesno', required: true })),
  },
  demand: {
    title: '培训需求调查',
    intro: '了解你的培训需求，帮助我们更好地安排课程。',
    fields: [
      {
        key: 'topics',
        label: '你最希望学习的内容（可多选）',
        type: 'checkbox',
        required: true,
        options: ['创业政策解读', '市场调查方法', '营销策划', '财务与成本核算', '法律与税务', '直播带货技巧', '网店运营', '融资渠道'],
      },
      { key: 'format', label: '你希望的培训方式', type: 'radio', required: true, options: ['线下面授', '线上直播', '线上点播', '线上线下结合'] },
      { key: 'timeSlot', label: '方便参加培训的时间', type: 'radio', required: true, options: ['工作日白天', '工作日晚上', '周末'] },
      { key: 'other', label: '其他需求或建议', type: 'textarea', required: false },
    ],
  },
  opinion: {
    title: '培训意见反馈',
    intro: '你的意见将反馈给培训机构，帮助改进培训质量。',
    fields: [
      { key: 'satisfaction', label: '你对本期培训的总体评价', type: 'radio', required: true, options: ['非常满意', '满意', '一般', '不满意'] },
      { key: 'strengths', label: '你认为本期培训做得好的地方', type: 'textarea', required: false },
      { key: 'content', label: '你的意见和建议', type: 'textarea', required: true },
    ],
  },
  appraise: {
    title: '教学评价',
    intro: '请为授课教师和课程打分（1-5星）。',
    fields: [
      { key: 'teacherStars', label: '授课教师', type: 'stars', required: true },
      { key: 'courseStars', label: '课程内容', type: 'stars', required: true },
      { key: 'organisationStars', label: '培训组织与服务', type: 'stars', required: true },
      { key: 'comment', label: '评价内容', type: 'textarea', required: false },
    ],
  },
};

/** Checks answers against the form's fields; 400 with a Chinese message on the first problem. */
export function validateForm(kind: FormKind, raw: unknown): Record<string, unknown> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('请填写表单');
  const input = raw as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const f of FORMS[kind].fields) {
    const v = input[f.key];
    const empty = v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
    if (empty) {
      if (f.required) throw badRequest(`请填写：${f.label}`);
      continue;
    }
    switch (f.type) {
      case 'yesno':
        if (typeof v !== 'boolean') throw badRequest(`请选择“是”或“否”：${f.label}`);
        break;
      case 'stars':
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 5) throw badRequest(`评分应为1-5星：${f.label}`);
        break;
      case 'radio':
        if (typeof v !== 'string' || !f.options!.includes(v)) throw badRequest(`选项有误：${f.label}`);
        break;
      case 'checkbox':
        if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !f.options!.includes(x))) throw badRequest(`选项有误：${f.label}`);
        out[f.key] = [...new Set(v as string[])];
        continue;
      case 'text':
      case 'textarea':
        if (typeof v !== 'string') throw badRequest(`内容有误：${f.label}`);
        if (v.trim().length > 2000) throw badRequest(`内容不能超过2000字：${f.label}`);
        if (f.required && !v.trim()) throw badRequest(`请填写：${f.label}`);
        out[f.key] = v.trim();
        continue;
    }
    out[f.key] = v;
  }
  return out;
}

function evaluationSummary(answers: Record<string, unknown>): string {
  const yes = Object.values(answers).filter((v) => v === true).length;
  const total = EVALUATION_QUESTIONS.length;
  if (yes >= 8) return `${yes}/${total}项为“是”：你具备较好的创业者素质，可以着手准备创业。`;
  if (yes >= 5) return `${yes}/${total}项为“是”：你具备一定的创业者素质，建议针对回答“否”的方面做好准备。`;
  return `${yes}/${total}项为“是”：建议认真评估自身条件，充分准备后再决定是否创业。`;
}

export async function getForm(db: Queryable, ctx: LearnerCtx, kind: FormKind): Promise<FormState> {
  const def = FORMS[kind];
  const [row] = await db.query<{ answers: Record<string, unknown>; createdAt: string }>(
    'select answers, created_at as "createdAt" from learner_forms where user_id = $1 and class_id = $2 and kind = $3',
    [ctx.userId, ctx.classId, kind],
  );
  let intro = def.intro;
  if (kind === 'appraise') {
    const teachers = await db.query<{ name: string }>(
      'select u.real_name as name from class_teachers ct join users u on u.id = ct.teacher_id where ct.class_id = $1 order by u.id',
      [ctx.classId],
    );
    if (teachers.length) intro = `${intro}授课教师：${teachers.map((t) => t.name).join('、')}。`;
  }
  return {
    kind,
    title: def.title,
    intro,
    fields: def.fields,
    submitted: !!row,
    submittedAt: row ? new Date(row.createdAt).toISOString() : null,
    answers: row?.answers ?? null,
    summary: row && kind === 'evaluation' ? evaluationSummary(row.answers) : null,
  };
}

/** Stores a form once per learner and class; the second submit is refused. */
export async function submitForm(db: Queryable, ctx: LearnerCtx, kind: FormKind, raw: unknown): Promise<FormState> {
  const answers = validateForm(kind, raw);
  const inserted = await db.query(
    `insert into learner_forms (user_id, class_id, kind, answers) values ($1, $2, $3, $4)
     on conflict (user_id, class_id, kind) do nothing returning id`,
    [ctx.userId, ctx.classId, kind, JSON.stringify(answers)],
  );
  if (!inserted.length) throw badRequest('您已提交过');
  return getForm(db, ctx, kind);
}

// ---------- registration table ----------

export async function getRegistration(db: Queryable, ctx: LearnerCtx): Promise<RegistrationState> {
  const [form] = await db.query<RegistrationBody & { updatedAt: string }>(
    `select real_name as "realName", gender, id_type_id as "idTypeId", id_number as "idNumber", phone, ethnicity, education,
            household, category, address, photo_url as "photoUrl", updated_at as "updatedAt"
       from learner_registrations where user_id = $1`,
    [ctx.userId],
  );
  // what /register collected prefills a table not saved yet
  const [user] = await db.query<{ p: string; idTypeId: number | null; education: string }>(
    'select identification_photo as p, id_type_id as "idTypeId", education from users where id = $1',
    [ctx.userId],
  );
  const idTypes = await idTypeOptions(db, form?.idTypeId ?? user?.idTypeId ?? null);
  const educations = await educationOptions(db, form?.education ?? user?.education ?? '');
  return {
    idTypes,
    educations,
    form: form ? { ...form, updatedAt: new Date(form.updatedAt).toISOString() } : null,
    defaults: {
      realName: ctx.realName,
      phone: ctx.phone ?? '',
      idTypeId: user?.idTypeId ?? idTypes[0]?.id,
      idNumber: ctx.idCard ?? '',
      education: user?.education ?? '',
      photoUrl: user?.p ?? '',
    },
  };
}

/** Saves the registration table: §5 phone rule (in the schema) and the ID-card rule for 居民身份证. */
export async function saveRegistration(db: Db, ctx: LearnerCtx, input: RegistrationBody): Promise<RegistrationState> {
  // a disabled type or level is accepted only where the record already has it
  const [saved] = await db.query<{ idTypeId: number; education: string }>(
    'select id_type_id as "idTypeId", education from learner_registrations where user_id = $1',
    [ctx.userId],
  );
  const typeName = await offeredIdType(db, input.idTypeId, saved?.idTypeId ?? null);
  if (typeName === '居民身份证') {
    if (!ID_CARD_RE.test(input.idNumber)) throw badRequest('身份证格式不正确');
  } else if (!/^[A-Za-z0-9（）()-]{5,30}$/.test(input.idNumber)) {
    throw badRequest('证件号码格式有误');
  }
  await checkEducation(db, input.education, saved?.education ?? '');
  await db.query(
    `insert into learner_registrations (user_id, class_id, real_name, gender, id_type_id, id_number, phone, ethnicity, education, household, category, address, photo_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     on conflict (user_id) do update set class_id = excluded.class_id, real_name = excluded.real_name, gender = excluded.gender,
       id_type_id = excluded.id_type_id, id_number = excluded.id_number, phone = excluded.phone, ethnicity = excluded.ethnicity,
       education = excluded.education, household = excluded.household, category = excluded.category, address = excluded.address,
       photo_url = excluded.photo_url, updated_at = now()`,
    [
      ctx.userId,
      ctx.classId,
      input.realName,
      input.gender,
      input.idTypeId,
      input.idNumber.toUpperCase(),
      input.phone,
      input.ethnicity,
      input.education,
      input.household,
      input.category,
      input.address,
      input.photoUrl,
    ],
  );
  return getRegistration(db, ctx);
}
