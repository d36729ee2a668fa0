import type { Queryable } from '../client.ts';
import { ACCOUNT_COLUMNS, accountValues, type SeedScope } from './core.ts';

/**
 * Data for the resource layer's first pages: education levels (the registration table reads them),
 * teachers' qualifications, a few categories in each shop, and announcements written by the demo
 * administrators of 广州 and 杭州 (so each sees only their own).
 */
export async function seedResources(q: Queryable) {
  for (const [i, name] of ['小学', '初中', '高中/中专/技校', '大专', '本科', '研究生及以上'].entries()) {
    await q.query('insert into education_levels (name, sort) values ($1, $2)', [name, (i + 1) * 10]);
  }
  await q.query(
    `update users set qualification = 'SYB-GZ-2023-0158', class_types = '{SYB,GYB,ZBB,DSB}', last_login_at = now() - interval '2 days' where username = 'teacher01'`,
  );
  await q.query(`update users set qualification = 'SYB-HZ-2022-0032', class_types = '{ZBB}' where username = 'teacher02'`);

  const [{ password_hash: hash }] = await q.query<{ password_hash: string }>(`select password_hash from users where username = 'admin01'`);
  // The other side of every scope pair (浙江 / 杭州 / 西湖区 / 杭州西湖创业学院), as 广东's accounts have.
  const [xihu] = await q.query<{ id: number; province_id: number; city_id: number; county_id: number }>(
    `select id, province_id, city_id, county_id from institutions where name = '杭州西湖创业学院'`,
  );
  for (const [username, role, name, scope] of [
    ['province02', 2, '浙江省人社厅', { p: xihu.province_id }],
    ['area02', 20, '西湖区人社局', { p: xihu.province_id, c: xihu.city_id, county: xihu.county_id }],
    ['inst02', 4, '杭州西湖创业学院', { p: xihu.province_id, c: xihu.city_id, county: xihu.county_id, inst: xihu.id }],
  ] as const) {
    await q.query(
      `insert into users (${ACCOUNT_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      accountValues(username, `1360000${String(role).padStart(4, '0')}`, hash, role, name, scope as SeedScope),
    );
  }

  // Two more teachers at each of the three institutions: lists with more than one row everywhere.
  const institutions = await q.query<{ id: number; province_id: number; city_id: number; county_id: number }>(
    'select id, province_id, city_id, county_id from institutions order by id',
  );
  const names = ['王芳', '陈伟', '刘洋', '杨静', '赵磊', '黄丽'];
  let n = 0;
  for (const inst of institutions) {
    for (let k = 0; k < 2; k++, n++) {
      await q.query(
        `insert into users (username, phone, password_hash, role, real_name, qualification, class_types, province_id, city_id, county_id, institution_id, created_at)
         values ($1, $2, $3, 5, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(days => $11))`,
        [
          `trainer${String(n + 1).padStart(2, '0')}`,
          `1370000${String(n + 1).padStart(4, '0')}`,
          hash,
          names[n],
          `SYB-${inst.id}-2024-${String(100 + n)}`,
          k ? '{GYB}' : '{SYB,DSB}',
          inst.province_id,
          inst.city_id,
          inst.county_id,
          inst.id,
          30 + n,
        ],
      );
    }
  }

  const shops = await q.query<{ id: number }>('select id from shops order by id');
  for (const shop of shops) {
    for (const [i, name] of ['新品上架', '热销推荐', '特价专区'].entries()) {
      await q.query('insert into shop_categories (shop_id, name, sort) values ($1, $2, $3)', [shop.id, name, i * 10]);
    }
  }
  // the first products of each shop go to its first category
  await q.query(
    `update products p set shop_category_id = (select min(sc.id) from shop_categories sc where sc.shop_id = p.shop_id)
      where p.id in (select id from (select id, row_number() over (partition by shop_id order by id) as k from products) t where k <= 2)`,
  );

  const author = async (username: string) => (await q.query<{ id: number }>('select id from users where username = $1', [username]))[0]?.id;
  const region = async (code: string) => (await q.query<{ id: number }>('select id from regions where code = $1', [code]))[0]?.id;
  const city01 = await author('city01');
  const city02 = await author('city02');
  const inst01 = await author('inst01');
  const announce = (
    authorId: number | undefined,
    title: string,
    content: string,
    regionId: number | undefined,
    status: string,
    roles: number[],
    daysAgo: number,
  ) =>
    q.query(
      `insert into sys_messages (title, content, author_id, target_region_id, status, target_roles, push_time)
       values ($1, $2, $3, $4, $5, $6::smallint[], now() - make_interval(days => $7))`,
      [title, content, authorId, regionId ?? null, status, roles, daysAgo],
    );
  const gz = await region('440100');
  const hz = await region('330100');
  await announce(city01, '广州市2026年第四季度创业培训计划', '<p>请各培训机构于本月底前报送下季度开班计划。</p>', gz, 'published', [4, 5], 4);
  await announce(city01, '关于开展创业培训质量抽查的通知（草稿）', '<p>抽查范围：天河区、白云区各培训机构。</p>', gz, 'draft', [4], 1);
  await announce(city02, '杭州市创业培训补贴申领提醒', '<p>请于12月20日前提交申领材料。</p>', hz, 'published', [4, 5, 6], 3);
  await announce(inst01, '本周五直播电商实训课调整至下午', '<p>上课时间调整为14:00—17:00。</p>', await region('440106'), 'published', [5, 6], 2);
}
