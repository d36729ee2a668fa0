import { r, type RouteArea } from '../routeMeta.ts';

/** Public pages (spec §2 "Public routes"): own full-page look, no layout chrome. */
export const publicArea: RouteArea = {
  name: 'public',
  layout: 'none',
  routes: [
    r('/login', '登录', {}, { page: () => import('../../features/auth/LoginPage.tsx') }),
    r('/loginWLH', '登录', {}, { page: () => import('../../features/auth/LoginWLHPage.tsx') }),
    r('/regist', '注册', {}, { page: () => import('../../features/auth/RegistPage.tsx') }),
    r('/codePage', '验证码登录', {}, { page: () => import('../../features/auth/CodePage.tsx') }),
    r('/register', '完善个人信息', {}, { page: () => import('../../features/auth/RegisterPage.tsx') }),
    r('/404', '页面不存在', {}, { page: () => import('../../features/errors/NotFoundPage.tsx') }),
    r('/', '首页', {}, { page: () => import('../../features/brand/LandingPage.tsx') }),
    r('/indexWLH', '首页', {}, { page: () => import('../../features/brand/LandingPage.tsx') }),
    r('/detailWLH', '平台介绍', {}, { page: () => import('../../features/brand/DetailPage.tsx') }),
    r('/playBack', '直播回放', {}, { page: () => import('../../features/brand/PlayBackPage.tsx') }),
  ],
};
