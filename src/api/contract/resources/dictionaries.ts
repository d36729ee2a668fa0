import { MANAGE_ROLES } from '../roles.ts';
import { ENABLED_OPTIONS, SORT_FIELD } from '../resource/presets.ts';
import { defineResource } from '../resource/types.ts';
import { uniqueName } from './fields.ts';

/**
 * A dictionary of names the registration forms offer (ID types, education levels): every back-office
 * role reads it, the national admin edits it. A name in use cannot be deleted, only disabled:
 * disabled names leave the forms but stay on the records that have them.
 */
function dictionary<const K extends string>(key: K, title: string, nameLabel: string, nameMax: number, max: number) {
  return defineResource({
    key,
    title,
    roles: MANAGE_ROLES,
    scope: 'national',
    mount: 'role',
    labelField: 'name',
    fields: {
      name: uniqueName(nameLabel, nameMax, 220),
      sort: SORT_FIELD,
      enabled: { type: 'bool', label: '状态', options: ENABLED_OPTIONS, list: true, filter: 'eq', width: 90 },
      usedCount: { type: 'int', label: '使用人数', list: true, width: 100 },
    },
    ops: {
      list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: `暂无${title}` },
      create: { roles: [1], max },
      update: { roles: [1] },
      delete: { roles: [1], confirm: `确定删除该${title}吗？`, when: { field: 'usedCount', in: [0], refusal: `该${title}已被使用，不能删除，可停用` } },
      actions: {
        disable: { label: '停用', roles: [1], when: { field: 'enabled', in: [true] }, set: { enabled: false }, success: '已停用', batch: true },
        enable: { label: '启用', roles: [1], when: { field: 'enabled', in: [false] }, set: { enabled: true }, success: '已启用', batch: true },
      },
    },
  });
}

/** /manage/IdType: 居民身份证, 港澳居民来往内地通行证, … */
export const idTypeResource = dictionary('idType', '证件类型', '证件类型名称', 30, 50);

/** /manage/degreeOfEducation: the education levels (文化程度) of the registration table. */
export const educationResource = dictionary('education', '学历', '学历名称', 20, 30);
