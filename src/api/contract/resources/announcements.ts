import { ALL_ROLES, MANAGE_ROLES, ROLE_NAMES } from '../roles.ts';
import { defineResource } from '../resource/types.ts';
import { choices } from '../options.ts';

/**
 * /manage/announcement: notices a back-office user writes for the roles and region they govern, or
 * for chosen classes (a teacher their own, other writers any class in their scope: only those
 * classes' learners get it). Each writer manages their own (the national admin all); drafts are
 * published, withdrawn, pinned; the writer sees who read each one and when. Readers see them in the
 * notice list of spec §4.
 */
const ROLES_TARGET = { field: 'targetKind', in: ['roles'] } as const;
export const announcementResource = defineResource({
  key: 'announcement',
  title: '公告',
  roles: MANAGE_ROLES,
  scope: 'own',
  mount: 'role',
  labelField: 'title',
  fields: {
    title: {
      type: 'text',
      label: '标题',
      required: true,
      requiredMessage: '请输入公告标题',
      max: 100,
      list: true,
      title: true,
      filter: 'like',
      form: 'both',
      width: 260,
    },
    content: { type: 'richText', label: '内容', required: true, requiredMessage: '请输入公告内容', detailOnly: true, form: 'both' },
    annexs: { type: 'file', label: '附件', multiple: true, max: 10, form: 'both', detailOnly: true, help: '支持 PDF 和图片，单个不超过10MB，最多10个' },
    targetKind: {
      type: 'enum',
      label: '接收对象',
      options: choices(['roles', '按角色和地区'], ['classes', '指定班级', 'primary']),
      initial: 'roles',
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      width: 110,
    },
    targetClassIds: {
      type: 'ref',
      ref: 'clazz',
      multiple: true,
      refNotFound: true,
      label: '接收班级',
      shownWhen: { field: 'targetKind', in: ['classes'] },
      form: 'both',
      list: true,
      card: 'whenSet',
      width: 200,
      help: '只有所选班级的学员收到（教师只能选择自己任教的班级）',
    },
    targetRoles: {
      type: 'enum',
      label: '接收角色',
      shownWhen: ROLES_TARGET,
      multiple: true,
      options: ALL_ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] })),
      list: true,
      form: 'both',
      help: '不选即所有角色',
      width: 200,
    },
    targetRegionId: {
      type: 'region',
      label: '接收地区',
      list: true,
      card: true,
      form: 'both',
      shownWhen: ROLES_TARGET,
      help: '不选即全国（仅管理员）',
      width: 120,
    },
    flagTop: { type: 'bool', label: '置顶', list: true, filter: 'eq', form: 'both', width: 70 },
    status: {
      type: 'enum',
      label: '状态',
      options: choices(['draft', '草稿', 'default'], ['published', '已发布', 'success'], ['withdrawn', '已撤回', 'warning']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    pushTime: { type: 'datetime', label: '发布时间', list: true, card: true, sort: true, filter: 'range', width: 150 },
    authorName: { type: 'text', label: '发布人', list: true, width: 120 },
    readCount: { type: 'int', label: '已读人数', list: true, card: true, width: 100 },
  },
  ops: {
    list: { defaultSort: { field: 'pushTime', order: 'desc' }, emptyText: '暂无公告' },
    create: { label: '新建公告', saveAnd: 'publish' },
    update: {},
    delete: { confirm: '确定删除该公告吗？', batch: true },
    actions: {
      publish: { label: '发布', when: { field: 'status', in: ['draft', 'withdrawn'] }, success: '发布成功' },
      withdraw: {
        label: '撤回',
        when: { field: 'status', in: ['published'] },
        set: { status: 'withdrawn' },
        confirm: '撤回后读者将看不到该公告，确定撤回吗？',
        success: '撤回成功',
      },
      pin: { label: '置顶', when: { field: 'flagTop', in: [false] }, set: { flagTop: true }, success: '已置顶' },
      unpin: { label: '取消置顶', when: { field: 'flagTop', in: [true] }, set: { flagTop: false }, success: '已取消置顶' },
    },
  },
});
