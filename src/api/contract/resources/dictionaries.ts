import { MANAGE_ROLES } from '../roles.ts';
import { defineResource } from '../resource/types.ts';

const ENABLED = [
  { value: true, label: '启用', tone: 'success' },
  { value: false, label: '停用', tone: 'default' },
] as const;

/**
 * /manage/IdType: the ID types of the registration forms (居民身份证, 港澳居民来往内地通行证, …).
 * Every back-office role reads them; the national admin edits them. A type in use cannot be
 * deleted, only disabled: disabled types leave the forms but stay on the records that have them.
 */
export const idTypeResource = defineResource({
  key: 'idType',
  title: '证件类型',
  roles: MANAGE_ROLES,
  scope: 'national',
  mount: 'role',
  labelField: 'name',
  fields: {
    name: {
      type: 'text',
      label: '证件类型名称',
      required: true,
      max: 30,
      list: true,
      title: true,
      filter: 'like',
      sort: true,
      form: 'both',
      unique: true,
      width: 220,
    },
    sort: { type: 'int', label: '排序', min: 0, max: 9999, list: true, sort: true, form: 'both', initial: 0, help: '数字越小越靠前', width: 90 },
    enabled: { type: 'bool', label: '状态', options: ENABLED, list: true, filter: 'eq', width: 90 },
    usedCount: { type: 'int', label: '使用人数', list: true, sort: true, width: 100 },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '暂无证件类型' },
    create: { roles: [1], max: 50 },
    update: { roles: [1] },
    delete: { roles: [1], confirm: '确定删除该证件类型吗？', when: { field: 'usedCount', in: [0] } },
    actions: {
      disable: { label: '停用', roles: [1], when: { field: 'enabled', in: [true] }, set: { enabled: false }, success: '已停用', batch: true },
      enable: { label: '启用', roles: [1], when: { field: 'enabled', in: [false] }, set: { enabled: true }, success: '已启用', batch: true },
    },
  },
});

/** /manage/degreeOfEducation: the education levels (文化程度) of the registration table. Same rules as ID types. */
export const educationResource = defineResource({
  key: 'education',
  title: '学历',
  roles: MANAGE_ROLES,
  scope: 'national',
  mount: 'role',
  labelField: 'name',
  fields: {
    name: {
      type: 'text',
      label: '学历名称',
      required: true,
      max: 20,
      list: true,
      title: true,
      filter: 'like',
      sort: true,
      form: 'both',
      unique: true,
      width: 200,
    },
    sort: { type: 'int', label: '排序', min: 0, max: 9999, list: true, sort: true, form: 'both', initial: 0, help: '数字越小越靠前', width: 90 },
    enabled: { type: 'bool', label: '状态', options: ENABLED, list: true, filter: 'eq', width: 90 },
    usedCount: { type: 'int', label: '使用人数', list: true, sort: true, width: 100 },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '暂无学历' },
    create: { roles: [1], max: 30 },
    update: { roles: [1] },
    delete: { roles: [1], confirm: '确定删除该学历吗？', when: { field: 'usedCount', in: [0] } },
    actions: {
      disable: { label: '停用', roles: [1], when: { field: 'enabled', in: [true] }, set: { enabled: false }, success: '已停用', batch: true },
      enable: { label: '启用', roles: [1], when: { field: 'enabled', in: [false] }, set: { enabled: true }, success: '已启用', batch: true },
    },
  },
});
