import { defineResource } from '../../resource/types.ts';
import { MANAGE_ROLES } from '../../roles.ts';

/**
 * /manage/setInfo: the signed-in user's own name and phone (POST common/profile with the avatar the
 * page holds). A form declaration (see ./seller.ts): no binding, the page saves through its own call.
 */
export const ownProfileForm = defineResource({
  key: 'ownProfile',
  title: '个人信息',
  roles: MANAGE_ROLES,
  scope: 'self',
  mount: 'common',
  labelField: 'realName',
  fields: {
    realName: { type: 'text', label: '姓名', required: true, max: 20, form: 'both' },
    phone: { type: 'phone', label: '手机号码', required: true, help: '手机号码用于登录和接收初始密码，须与其他账号不同。', form: 'both' },
  },
  ops: { list: {}, create: false, update: {} },
});
