import { badRequest } from '../errors.ts';
import { educationResource, idTypeResource } from '../../src/api/contract/resources/dictionaries.ts';
import { onTable, type Binding } from './binding.ts';

/** ID types: usedCount counts learners' registration tables that name the type. */
export const idTypeBinding: Binding = {
  resource: idTypeResource,
  ...onTable('id_types', 't'),
  columns: { usedCount: '(select count(*)::int from learner_registrations r where r.id_type_id = t.id)' },
  scope: {},
  uniqueAcross: 'table',
  check: async ({ op, row }) => {
    if (op === 'delete' && Number(row?.usedCount) > 0) throw badRequest('该证件类型已被使用，不能删除，可停用');
  },
};

/** Education levels: the registration table stores the level's name, so usage counts by name. */
export const educationBinding: Binding = {
  resource: educationResource,
  ...onTable('education_levels', 'e'),
  columns: { usedCount: '(select count(*)::int from learner_registrations r where r.education = e.name)' },
  scope: {},
  uniqueAcross: 'table',
  check: async ({ op, row, input }) => {
    if (op === 'delete' && Number(row?.usedCount) > 0) throw badRequest('该学历已被使用，不能删除，可停用');
    // the records keep the name: renaming a level in use would orphan them
    if (op === 'update' && Number(row?.usedCount) > 0 && input.name !== row?.name) throw badRequest('该学历已被使用，不能改名，可停用后新建');
  },
};
