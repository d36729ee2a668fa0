import { REGION_ADMIN_ROLES } from '../roles.ts';
import { defineResource } from '../resource/types.ts';
import { choices } from '../options.ts';
import { CLASS_TYPE_OPTIONS, REGION_ROWS } from './fields.ts';

/**
 * /manage/RegionalSettings: the region dictionary behind every region picker (registration's
 * 省/市/区 pickers read admin/common/regions, the back-office's region fields the caller's
 * jurisdiction: both from this table). An administrator sees their own region and below; the
 * national admin adds provinces, a province adds cities and counties in it. The code is given by
 * the server (the parent's prefix); a region in use cannot be deleted.
 */
export const regionResource = defineResource({
  key: 'region',
  title: '区域',
  ...REGION_ROWS,
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '区域名称', required: true, max: 20, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 160 },
    code: { type: 'text', label: '区划代码', list: true, card: true, sort: true, width: 110 },
    level: {
      type: 'enum',
      label: '级别',
      options: choices([1, '省', 'primary'], [2, '市', 'success'], [3, '区县', 'default']),
      list: true,
      card: true,
      filter: 'eq',
      width: 80,
    },
    parentId: {
      type: 'region',
      label: '上级区域',
      regionLevels: [1, 2],
      list: true,
      filter: 'eq',
      form: 'create',
      help: '不选即新增省份（仅管理员）',
      width: 120,
    },
    childCount: { type: 'int', label: '下级区域', list: true, width: 90 },
    institutionCount: { type: 'int', label: '培训机构', list: true, width: 90 },
    userCount: { type: 'int', label: '用户数', list: true, width: 90 },
  },
  ops: {
    list: { defaultSort: { field: 'code', order: 'asc' }, emptyText: '暂无区域' },
    create: { roles: [1, 2], label: '新增区域' },
    update: { roles: [1, 2] },
    delete: { roles: [1, 2], confirm: '确定删除该区域吗？（有下级区域、机构或用户的区域不能删除）' },
    export: { roles: REGION_ADMIN_ROLES },
  },
});

/**
 * /manage/systemSet's subsidy table: the subsidy per qualified trainee by class type and region. A
 * city's rate wins over its province's, which wins over the national one (no region). The national
 * admin sets any; a province its own province and cities.
 */
export const subsidyRateResource = defineResource({
  key: 'subsidyRate',
  title: '补贴标准',
  ...REGION_ROWS,
  labelField: 'note',
  fields: {
    classType: {
      type: 'enum',
      label: '班级类型',
      required: true,
      options: CLASS_TYPE_OPTIONS,
      list: true,
      title: true,
      filter: 'eq',
      form: 'create',
      width: 130,
    },
    regionId: {
      type: 'region',
      label: '适用地区',
      regionLevels: [1, 2],
      list: true,
      card: true,
      filter: 'eq',
      form: 'create',
      help: '不选即全国标准（仅管理员）',
      width: 120,
    },
    amountFen: { type: 'fen', label: '每人补贴（元）', required: true, list: true, card: true, form: 'both', width: 130 },
    note: { type: 'text', label: '依据说明', max: 50, list: true, form: 'both', width: 220 },
    updatedAt: { type: 'datetime', label: '更新时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'updatedAt', order: 'desc' }, emptyText: '暂无补贴标准' },
    create: { roles: [1, 2], label: '新增补贴标准' },
    update: { roles: [1, 2] },
    delete: { roles: [1, 2], confirm: '删除后该地区按上级标准计算补贴，确定删除吗？' },
  },
});

/**
 * /manage/complaintManage and /manage/reportManage: the platform side of what buyers file in the
 * mall (POST /buyers/complaint). An administrator of the shop owner's region rules once: upheld
 * (the shop's service score loses `penalty` tenths, recorded in shop_penalties) or dismissed, with a
 * reply the buyer reads. The seller's own reply stays as it was.
 */
function caseResource<const K extends string>(key: K, title: string, noun: string) {
  return defineResource({
    key,
    title,
    ...REGION_ROWS,
    labelField: 'reason',
    fields: {
      reason: { type: 'text', label: `${noun}原因`, list: true, title: true, filter: 'like', width: 160 },
      shopName: { type: 'text', label: `被${noun}店铺`, list: true, card: true, width: 160 },
      buyerName: { type: 'text', label: `${noun}人`, list: true, width: 100 },
      orderNo: { type: 'text', label: '订单号', width: 170 },
      productTitle: { type: 'text', label: '商品', width: 160 },
      content: { type: 'textarea', label: `${noun}内容`, detailOnly: true },
      photos: { type: 'image', label: '凭证图片', multiple: true, detailOnly: true },
      sellerReply: { type: 'text', label: '商家回复', list: true, width: 160 },
      ruling: {
        type: 'enum',
        label: '处理结果',
        options: choices(['pending', '待处理', 'warning'], ['upheld', `${noun}成立`, 'danger'], ['dismissed', `${noun}不成立`, 'default']),
        list: true,
        card: true,
        width: 110,
      },
      verdict: {
        type: 'enum',
        label: '处理结论',
        required: true,
        options: choices(['upheld', `${noun}成立`], ['dismissed', `${noun}不成立`]),
        form: 'both',
        noExport: true,
      },
      rulingReply: { type: 'textarea', label: '平台答复', required: true, max: 500, list: true, form: 'both', width: 240 },
      penalty: {
        type: 'int',
        label: '扣减店铺服务分',
        min: 0,
        max: 20,
        initial: 0,
        form: 'both',
        list: true,
        help: '单位0.1分，成立时从店铺服务评分中扣减（0~20，即最多2分）',
        width: 120,
      },
      createdAt: { type: 'datetime', label: `${noun}时间`, list: true, card: true, sort: true, filter: 'range', width: 150 },
      ruledAt: { type: 'datetime', label: '处理时间', list: true, width: 150 },
    },
    // the cases by ruling, each tab with its count in the caller's region
    views: [
      { key: 'all', label: '全部' },
      { key: 'pending', label: '待处理', filter: { ruling: ['pending'] } },
      { key: 'upheld', label: `${noun}成立`, filter: { ruling: ['upheld'] } },
      { key: 'dismissed', label: `${noun}不成立`, filter: { ruling: ['dismissed'] } },
    ],
    ops: {
      list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: `暂无${title.replace('管理', '')}` },
      create: false,
      update: { when: { field: 'ruling', in: ['pending'] }, label: '处理' },
      delete: false,
    },
  });
}

export const shopComplaintResource = caseResource('shopComplaint', '投诉', '投诉');
export const shopReportResource = caseResource('shopReport', '举报', '举报');
