import { r, type RouteArea } from './meta.ts';

/** Public pages (spec §2 "Public routes"): own full-page look, no layout chrome. */
export const publicArea: RouteArea = {
  name: 'public',
  layout: 'none',
  routes: [
    r('/login', '登录', {}, { page: 'auth/LoginPage' }),
    r('/loginWLH', '登录', {}, { page: 'auth/LoginWLHPage' }),
    r('/regist', '注册', {}, { page: 'auth/RegistPage' }),
    r('/codePage', '验证码登录', {}, { page: 'auth/CodePage' }),
    r('/register', '完善个人信息', {}, { page: 'auth/RegisterPage' }),
    // not in spec §2: where an account with an administrator's one-time password must go first
    r('/changePassword', '修改初始密码', {}, { page: 'account/InitPasswordPage' }),
    r('/404', '页面不存在', {}, { page: 'errors/NotFoundPage' }),
    r('/', '首页', {}, { page: 'brand/LandingPage' }),
    r('/indexWLH', '首页', {}, { page: 'brand/LandingPage' }),
    r('/detailWLH', '平台介绍', {}, { page: 'brand/DetailPage' }),
    r('/playBack', '直播回放', {}, { page: 'brand/PlayBackPage' }),
  ],
};
