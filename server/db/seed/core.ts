import type { Queryable } from '../client.ts';
import { seedDate } from './calendar.ts';
import { ago } from './play.ts';
import type { Role } from '../../../src/api/contract/roles.ts';
import { hashPassword } from '../../services/passwords.ts';
import { offerNewMenus } from '../menuOffers.ts';

export const DEMO_PASSWORD = 'Demo@2026';

/** Where a seeded account sits (each level optional). */
export interface SeedScope {
  p?: number;
  c?: number;
  county?: number;
  inst?: number;
}

/** The columns every seeded account of the back office starts with ($1–$9 of its insert), and their values. */
export const ACCOUNT_COLUMNS = 'username, phone, password_hash, role, real_name, province_id, city_id, county_id, institution_id';
export const accountValues = (username: string, phone: string, hash: string, role: number, realName: string, scope: SeedScope) => [
  username,
  phone,
  hash,
  role,
  realName,
  scope.p ?? null,
  scope.c ?? null,
  scope.county ?? null,
  scope.inst ?? null,
];

async function insertId(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await q.query<{ id: number }>(`${sql} returning id`, params);
  return row.id;
}

async function region(q: Queryable, code: string, name: string, level: 1 | 2 | 3, parentId: number | null) {
  return insertId(q, 'insert into regions (code, name, level, parent_id) values ($1, $2, $3, $4)', [code, name, level, parentId]);
}

/** Organisation tree, classes of every type, the demo accounts, menus and a few notices. */
export async function seedCore(q: Queryable) {
  // Two provinces so that scope rules can be seen (and tested) to hold.
  const gd = await region(q, '440000', '广东省', 1, null);
  const gz = await region(q, '440100', '广州市', 2, gd);
  const th = await region(q, '440106', '天河区', 3, gz);
  const hz = await region(q, '440111', '白云区', 3, gz);
  const sz = await region(q, '440300', '深圳市', 2, gd);
  const ns = await region(q, '440305', '南山区', 3, sz);
  const zj = await region(q, '330000', '浙江省', 1, null);
  const hzc = await region(q, '330100', '杭州市', 2, zj);
  const xh = await region(q, '330106', '西湖区', 3, hzc);
  void hz;

  const inst = (name: string, p: number, c: number, county: number) =>
    insertId(q, 'insert into institutions (name, province_id, city_id, county_id) values ($1, $2, $3, $4)', [name, p, c, county]);
  const tianhe = await inst('广州天河创业培训学校', gd, gz, th);
  const nanshan = await inst('深圳南山职业技能培训中心', gd, sz, ns);
  const xihu = await inst('杭州西湖创业学院', zj, hzc, xh);

  const klass = (name: string, type: string, institution: number, p: number, c: number, county: number, start: string, end: string, status = 'approved') =>
    insertId(
      q,
      'insert into classes (name, class_type, institution_id, province_id, city_id, county_id, start_date, end_date, status) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
      [name, type, institution, p, c, county, seedDate(start), seedDate(end), status],
    );
  const zbb = await klass('2026年第3期直播电商创业培训班', 'ZBB', tianhe, gd, gz, th, '2026-11-02', '2026-12-20');
  const dsb = await klass('2026年第5期电子商务创业培训班', 'DSB', tianhe, gd, gz, th, '2026-11-09', '2026-12-27');
  const syb = await klass('2026年第12期SYB创业培训班', 'SYB', tianhe, gd, gz, th, '2026-11-16', '2026-11-21');
  const gyb = await klass('2026年第8期GYB创业意识培训班', 'GYB', tianhe, gd, gz, th, '2026-11-18', '2026-11-20');
  await klass('2026年第2期SYB创业培训班（南山）', 'SYB', nanshan, gd, sz, ns, '2026-12-01', '2026-12-06', 'submitted');
  const west = await klass('2026年第1期直播电商培训班（西湖）', 'ZBB', xihu, zj, hzc, xh, '2026-11-10', '2026-12-30');

  const hash = await hashPassword(DEMO_PASSWORD);
  let phone = 13800138000;
  // the platform's first accounts, opened before the mall (part shop) and everything they did there; a
  // newly registered one (needsProfile) today
  const opened = ago(150);
  const user = (username: string, role: Role, realName: string, scope: SeedScope & { cls?: number }, extra: { needsProfile?: boolean; idCard?: string } = {}) =>
    insertId(
      q,
      `insert into users (${ACCOUNT_COLUMNS}, class_id, needs_profile, id_card, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, coalesce($13, app_now()))`,
      [
        ...accountValues(username, String(++phone), hash, role, realName, scope),
        scope.cls ?? null,
        extra.needsProfile ?? false,
        extra.idCard ?? null,
        extra.needsProfile ? null : opened,
      ],
    );
  const here = { p: gd, c: gz, county: th, inst: tianhe };
  await user('admin01', 1, '系统管理员', {});
  await user('province01', 2, '广东省人社厅', { p: gd });
  await user('city01', 3, '广州市人社局', { p: gd, c: gz });
  await user('area01', 20, '天河区人社局', { p: gd, c: gz, county: th });
  await user('inst01', 4, '天河创业培训学校', here);
  const teacher = await user('teacher01', 5, '李明老师', here);
  await user('zbb_student01', 6, '张小红', { ...here, cls: zbb }, { idCard: '44010619980506122X' });
  await user('dsb_student01', 6, '王建国', { ...here, cls: dsb }, { idCard: '440106199703124314' });
  await user('syb_student01', 6, '陈晓燕', { ...here, cls: syb }, { idCard: '440106199601018887' });
  await user('gyb_student01', 6, '刘志强', { ...here, cls: gyb }, { idCard: '440106199912125559' });
  await user('new_student01', 6, '', {}, { needsProfile: true });
  // A second city and institution, outside the demo accounts' scope.
  await user('city02', 3, '杭州市人社局', { p: zj, c: hzc });
  const teacher2 = await user('teacher02', 5, '周老师', { p: zj, c: hzc, county: xh, inst: xihu });
  await user('zbb_student02', 6, '赵一鸣', { p: zj, c: hzc, county: xh, inst: xihu, cls: west }, { idCard: '330106199803034433' });

  for (const cls of [zbb, dsb, syb, gyb]) await q.query('insert into class_teachers (class_id, teacher_id) values ($1, $2)', [cls, teacher]);
  await q.query('insert into class_teachers (class_id, teacher_id) values ($1, $2)', [west, teacher2]);

  await offerNewMenus(q);

  for (const [i, name] of ['居民身份证', '港澳居民来往内地通行证', '台湾居民来往大陆通行证', '外国人永久居留身份证', '护照'].entries()) {
    await q.query('insert into id_types (name, sort) values ($1, $2)', [name, i]);
  }

  const msg = (title: string, content: string, daysAgo: number, flagTop = false, annexs = '[]') =>
    q.query(`insert into sys_messages (title, content, flag_top, annexs, push_time) values ($1, $2, $3, $4, now() - make_interval(days => $5))`, [
      title,
      content,
      flagTop,
      annexs,
      daysAgo,
    ]);
  await msg(
    '关于做好2026年度创业培训补贴申领工作的通知',
    '<p>各培训机构：请于<strong>12月15日</strong>前完成本年度创业培训补贴申领材料的报送。</p>',
    1,
    true,
    JSON.stringify([{ fileName: '补贴申领材料清单.pdf', url: '/manual/student-manual.pdf' }]),
  );
  await msg('平台将于本周六凌晨进行系统维护', '<p>维护时间：周六 00:00—04:00，期间暂停登录，请提前保存数据。</p>', 2);
  await msg('直播电商实训第二赛季即将开始', '<p>请各位学员完善店铺信息，准备直播选品。</p>', 3);
  await msg('SYB创业计划书提交提醒', '<p>SYB班学员请在结业前提交创业计划书，由授课教师评分。</p>', 5);
  await msg('新学员注册须知', '<p>注册后请完善实名信息并上传证件照。</p>', 8);
  await msg('关于开展创业培训质量抽查的通知', '<p>市人社局将于下月对各培训班开展质量抽查。</p>', 12);
  await msg('电商实训平台使用说明', '<p>请下载《学员操作手册》了解商城、卖家中心与供销市场的操作方法。</p>', 20);
}
