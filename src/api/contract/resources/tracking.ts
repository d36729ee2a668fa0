import { CLASS_RESOURCE_KEY } from '../classes.ts';
import { defineResource } from '../resource/types.ts';
import { SORT_FIELD } from '../resource/presets.ts';
import type { Role } from '../roles.ts';
import { REVIEW_STATUS, READ_ONLY, CLASS_ROWS, NATIONAL_ROWS } from './fields.ts';
import { choices } from '../options.ts';

/**
 * Follow-up visits, support policies and the product library (docs/back-office.md "Follow-up,
 * policies and the product library").
 */

const VISITORS: readonly Role[] = [4, 5];
const PLATFORM: readonly Role[] = [1];

export const TRACK_METHOD_OPTIONS = choices(
  ['self', '学员自填', 'default'],
  ['phone', '电话回访', 'primary'],
  ['visit', '上门走访', 'success'],
  ['online', '线上回访', 'primary'],
);

/** The legal forms a learner picks on /cultivate/track. */
const LEGAL_FORM_OPTIONS = ['个体工商户', '有限责任公司', '个人独资企业', '合伙企业', '农民专业合作社', '其他'].map((v) => ({ value: v, label: v }));

const STARTED = choices([true, '已创业', 'success'], [false, '未创业']);

/**
 * /manage/trackList and /manage/trackDetail: follow-up visits of learners after their class, the
 * learner's own /cultivate/track entries among them (method 学员自填, read-only here).
 */
export const trackResource = defineResource({
  key: 'track',
  title: '跟踪记录',
  ...CLASS_ROWS,
  labelField: 'realName',
  fields: {
    userId: { type: 'ref', ref: 'roster', label: '学员', required: true, requiredMessage: '请选择学员', form: 'create', filter: 'eq', width: 120 },
    realName: { type: 'text', label: '姓名', list: true, title: true, width: 100 },
    classId: { type: 'ref', ref: CLASS_RESOURCE_KEY, label: '所在班级', list: true, filter: 'eq', width: 200 },
    method: {
      type: 'enum',
      label: '跟踪方式',
      options: TRACK_METHOD_OPTIONS,
      help: '学员自填的记录由学员本人维护',
      required: true,
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      initial: 'phone',
      width: 100,
    },
    visitDate: { type: 'date', label: '跟踪日期', required: true, list: true, card: true, sort: true, filter: 'range', form: 'both', width: 110 },
    businessStarted: { type: 'bool', label: '是否创业', options: STARTED, list: true, card: true, filter: 'eq', form: 'both', initial: false, width: 90 },
    businessName: { type: 'text', label: '企业名称', list: true, max: 100, form: 'both', width: 180 },
    licenceNo: { type: 'text', label: '营业执照编号', max: 30, form: 'both', detailOnly: true, placeholder: '统一社会信用代码' },
    legalForm: { type: 'enum', label: '法律形态', options: LEGAL_FORM_OPTIONS, form: 'both', list: true, width: 120 },
    jobsCreated: { type: 'int', label: '带动就业(人)', min: 0, max: 100000, form: 'both', initial: 0, list: true, width: 100 },
    problems: { type: 'textarea', label: '存在问题', max: 500, form: 'both', detailOnly: true },
    services: { type: 'textarea', label: '提供服务', max: 500, form: 'both', detailOnly: true, placeholder: '创业担保贷款、政策咨询、场地对接…' },
    notes: { type: 'textarea', label: '备注', max: 2000, form: 'both', detailOnly: true },
    nextVisit: { type: 'date', label: '下次跟踪', list: true, form: 'both', width: 110 },
    recorderName: { type: 'text', label: '记录人', list: true, width: 100 },
  },
  ops: {
    list: { defaultSort: { field: 'visitDate', order: 'desc' }, emptyText: '暂无跟踪记录' },
    create: { roles: VISITORS, label: '新增跟踪记录' },
    update: { roles: VISITORS, when: { field: 'method', in: ['phone', 'visit', 'online'] } },
    delete: { roles: VISITORS, when: { field: 'method', in: ['phone', 'visit', 'online'] }, confirm: '删除该跟踪记录吗？' },
  },
});

export const POLICY_CATEGORY_OPTIONS = choices(
  ['loan', '创业担保贷款'],
  ['grant', '一次性创业补贴'],
  ['tax', '税费减免'],
  ['venue', '场地支持'],
  ['training', '培训补贴'],
  ['other', '其他'],
);

/** /manage/policyList: support policies published to learners; the national admin edits them. */
export const policyResource = defineResource({
  key: 'policy',
  title: '政策',
  ...NATIONAL_ROWS,
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '政策名称', required: true, max: 60, list: true, title: true, filter: 'like', form: 'both', unique: true, width: 260 },
    category: {
      type: 'enum',
      label: '政策类别',
      options: POLICY_CATEGORY_OPTIONS,
      required: true,
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      width: 130,
    },
    issuer: { type: 'text', label: '发文单位及文号', max: 60, list: true, form: 'both', width: 200 },
    summary: { type: 'textarea', label: '摘要', max: 200, form: 'both', required: true },
    content: { type: 'richText', label: '政策内容', max: 20000, form: 'both', detailOnly: true, required: true },
    published: {
      type: 'bool',
      label: '状态',
      options: choices([true, '已发布', 'success'], [false, '未发布']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    publishedAt: { type: 'datetime', label: '发布时间', list: true, width: 150 },
    createdAt: { type: 'datetime', label: '创建时间', sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无政策' },
    create: { roles: PLATFORM, label: '新增政策', saveAnd: 'publish' },
    update: { roles: PLATFORM },
    delete: { roles: PLATFORM, when: { field: 'published', in: [false] }, confirm: '删除该政策吗？' },
    actions: {
      publish: { label: '发布', roles: PLATFORM, when: { field: 'published', in: [false] }, success: '已发布' },
      withdraw: {
        label: '撤回',
        roles: PLATFORM,
        when: { field: 'published', in: [true] },
        confirm: '撤回后学员将看不到该政策，确定撤回吗？',
        success: '已撤回',
      },
    },
  },
});

/** /manage/commodityList: the products learners list in the shop simulation, reviewed after listing. */
export const commodityResource = defineResource({
  key: 'commodity',
  title: '商品',
  ...CLASS_ROWS,
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '商品标题', list: true, title: true, filter: 'like', width: 240 },
    categoryId: { type: 'ref', ref: 'platformCategory', label: '类目', list: true, filter: 'eq', width: 110 },
    shopName: { type: 'text', label: '店铺', list: true, width: 150 },
    ownerName: { type: 'text', label: '学员', list: true, card: true, width: 90 },
    priceFen: { type: 'fen', label: '价格', list: true, card: true, width: 100 },
    status: { type: 'enum', label: '上架状态', options: choices([1, '出售中', 'success'], [0, '已下架']), list: true, filter: 'eq', width: 90 },
    reviewStatus: REVIEW_STATUS,
    reviewReason: { type: 'text', label: '驳回原因', detailOnly: true },
    createdAt: { type: 'datetime', label: '发布时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无商品' },
    ...READ_ONLY,
    actions: {
      approve: { label: '通过', roles: [1, 3, 20], when: { field: 'reviewStatus', in: ['pending', 'rejected'] }, success: '已通过', batch: true },
      reject: {
        label: '驳回下架',
        roles: [1, 3, 20],
        when: { field: 'reviewStatus', in: ['pending', 'approved'] },
        danger: true,
        reason: { label: '驳回原因', required: '请填写驳回原因', max: 200 },
        success: '已驳回并下架',
      },
    },
  },
});

/** The platform's product categories (the mall's and every shop's), on /manage/commodityList. */
export const platformCategoryResource = defineResource({
  key: 'platformCategory',
  title: '商品类目',
  ...NATIONAL_ROWS,
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '类目名称', required: true, max: 20, list: true, title: true, filter: 'like', form: 'both', unique: true },
    sort: SORT_FIELD,
    productCount: { type: 'int', label: '商品数', list: true },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '暂无类目' },
    create: { roles: PLATFORM, label: '新增类目' },
    update: { roles: PLATFORM },
    delete: { roles: PLATFORM, confirm: '删除该类目吗？类目下有商品时不能删除' },
  },
});
