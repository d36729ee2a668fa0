import type { Queryable } from '../client.ts';
import type { WriteCtx } from '../../resources/binding.ts';
import { shopComplaintBinding, shopReportBinding } from '../../resources/system.ts';
import { answerComplaint, fileComplaint } from '../../services/orders.ts';
import { after, ago, at, callerOf, setClock } from './play.ts';
import { ACCOUNT_COLUMNS, accountValues, type SeedScope } from './core.ts';

/**
 * People, organisation and settings (docs/back-office.md): institutions with licences and contacts
 * (two more in 广州 and 杭州, one disabled in 深圳), administrators for every level of the region
 * tree, institution accounts, each demo administrator's sub-accounts, the sellers' regions (seller01–15
 * in 天河区, seller16–30 in 西湖区, so complaints against their shops reach those regions'
 * administrators), complaints and reports in every state, correction requests of 天河 and 西湖
 * learners, subsidy rates, and the seeded papers following the platform's pass mark.
 * All new accounts use the demo password except one teacher whose one-time password is still to change.
 */
export async function seedPeople(q: Queryable) {
  const id = async (sql: string, params: unknown[] = []) => (await q.query<{ id: number }>(sql, params))[0]?.id as number;
  const user = (username: string) => id('select id from users where username = $1', [username]);
  const region = (code: string) => id('select id from regions where code = $1', [code]);
  const [{ password_hash: hash }] = await q.query<{ password_hash: string }>(`select password_hash from users where username = 'admin01'`);

  const gd = await region('440000');
  const gz = await region('440100');
  const th = await region('440106');
  const by = await region('440111');
  const sz = await region('440300');
  const ns = await region('440305');
  const zj = await region('330000');
  const hz = await region('330100');
  const xh = await region('330106');

  // ---- institutions: licence, contact, address, state ------------------------------------------
  const licence = (name: string, no: string, expiry: string, contact: string, phone: string, address: string, status = 1) =>
    q.query(
      `update institutions set licence_no = $2, licence_expiry = $3, contact_name = $4, contact_phone = $5, address = $6, status = $7,
              created_at = now() - interval '400 days' where name = $1`,
      [name, no, expiry, contact, phone, address, status],
    );
  await licence('广州天河创业培训学校', '教民144010670000123号', '2028-06-30', '黄志明', '13500001001', '广州市天河区天河路385号5楼');
  await licence('深圳南山职业技能培训中心', '教民144030570000456号', '2027-12-31', '林晓东', '13500001002', '深圳市南山区科技园南区8栋');
  await licence('杭州西湖创业学院', '教民133010670000789号', '2029-03-31', '沈佳怡', '13500001003', '杭州市西湖区文三路199号');
  const newInst = (
    name: string,
    p: number,
    c: number,
    county: number,
    no: string,
    expiry: string,
    contact: string,
    phone: string,
    address: string,
    status = 1,
    days = 120,
  ) =>
    id(
      `insert into institutions (name, province_id, city_id, county_id, licence_no, licence_expiry, contact_name, contact_phone, address, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(days => $11)) returning id`,
      [name, p, c, county, no, expiry, contact, phone, address, status, days],
    );
  const baiyun = await newInst('广州白云青年创业培训中心', gd, gz, by, '教民144011170000321号', '2027-09-30', '何伟', '13500001004', '广州市白云区机场路1号');
  const xihu2 = await newInst('杭州西湖数字商务培训学校', zj, hz, xh, '教民133010670000654号', '2026-12-31', '吴婷', '13500001005', '杭州市西湖区学院路88号');
  await newInst('深圳南山电商实训基地', gd, sz, ns, '教民144030570000987号', '2026-08-31', '郑强', '13500001006', '深圳市南山区后海大道2388号', 0, 300);

  // ---- administrators of every level, and institution accounts -----------------------------------
  let phone = 13500002000;
  const account = (
    username: string,
    role: number,
    realName: string,
    scope: SeedScope,
    extra: { parent?: number; menus?: string[]; loginDaysAgo?: number; createdDaysAgo?: number } = {},
  ) =>
    id(
      `insert into users (${ACCOUNT_COLUMNS}, parent_id, menu_paths, last_login_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
               case when $12::int is null then null else now() - make_interval(days => $12::int) end, now() - make_interval(days => $13)) returning id`,
      [
        ...accountValues(username, String(++phone), hash, role, realName, scope),
        extra.parent ?? null,
        extra.menus ?? null,
        extra.loginDaysAgo ?? null,
        extra.createdDaysAgo ?? 60,
      ],
    );
  await account('city03', 3, '深圳市人社局', { p: gd, c: sz }, { loginDaysAgo: 6 });
  await account('area03', 20, '白云区人社局', { p: gd, c: gz, county: by }, { loginDaysAgo: 3 });
  await account('area04', 20, '南山区人社局', { p: gd, c: sz, county: ns });
  await account('inst03', 4, '白云青年创业培训中心', { p: gd, c: gz, county: by, inst: baiyun }, { loginDaysAgo: 1 });
  await account('inst04', 4, '西湖数字商务培训学校', { p: zj, c: hz, county: xh, inst: xihu2 }, { loginDaysAgo: 2 });

  // ---- sub-accounts: each demo administrator's helpers, each with part of its menu ------------------
  const helpers: [string, string, string, string[]][] = [
    ['admin01', 'admin01_ops', '运营专员', ['/manage/borad', '/manage/classList', '/manage/searchStudent', '/manage/announcement']],
    ['province01', 'province01_aide', '广东省培训科', ['/manage/classList', '/manage/institutionList', '/manage/teacherList', '/manage/subsidy']],
    ['province02', 'province02_aide', '浙江省培训科', ['/manage/classList', '/manage/institutionList', '/manage/searchStudent']],
    ['city01', 'city01_aide', '广州市审核专员', ['/manage/unClassList', '/manage/reviewedClassList', '/manage/searchStudent', '/manage/complaintManage']],
    ['city02', 'city02_aide', '杭州市审核专员', ['/manage/unClassList', '/manage/searchStudent']],
    ['area01', 'area01_aide', '天河区业务员', ['/manage/classList', '/manage/searchStudent']],
    ['area02', 'area02_aide', '西湖区业务员', ['/manage/classList', '/manage/userManage']],
  ];
  for (const [k, [parentName, username, realName, menus]] of helpers.entries()) {
    const [p] = await q.query<{ id: number; province_id: number | null; city_id: number | null; county_id: number | null; role: number }>(
      'select id, province_id, city_id, county_id, role from users where username = $1',
      [parentName],
    );
    await account(
      username,
      p.role,
      realName,
      { p: p.province_id ?? undefined, c: p.city_id ?? undefined, county: p.county_id ?? undefined },
      {
        parent: p.id,
        menus,
        loginDaysAgo: k % 3 === 0 ? undefined : k,
        createdDaysAgo: 20 + k,
      },
    );
  }
  // a teacher created recently whose one-time password is still to be changed (no demo password)
  await q.query(
    `insert into users (username, phone, password_hash, role, real_name, qualification, class_types, province_id, city_id, county_id, institution_id,
                        must_change_password, created_at)
     values ('trainer07', '13500003001', 'scrypt$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=', 5, '孙悦', 'SYB-GZ-2026-0211', '{SYB}',
             $1, $2, $3, (select id from institutions where name = '广州天河创业培训学校'), true, now() - interval '1 day')`,
    [gd, gz, th],
  );

  // ---- sellers belong to a region: complaints against their shops reach its administrators ----------
  await q.query(
    `update users set province_id = $1, city_id = $2, county_id = $3 where role = 6 and class_id is null and username between 'seller01' and 'seller15'`,
    [gd, gz, th],
  );
  await q.query(
    `update users set province_id = $1, city_id = $2, county_id = $3 where role = 6 and class_id is null and username between 'seller16' and 'seller30'`,
    [zj, hz, xh],
  );
  // learners with an ID card number carry the type /register would have given them
  await q.query(`update users set id_type_id = (select id from id_types where name = '居民身份证') where role = 6 and id_card is not null`);
  await q.query(`update users set education = '大专' where username in ('zbb_student01', 'dsb_student01')`);
  await q.query(`update users set education = '本科' where username in ('syb_student01', 'zbb_student02')`);

  // ---- complaints and reports, in every state --------------------------------------------------------
  const shopOf = (owner: string) => id('select s.id from shops s join users u on u.id = s.owner_id where u.username = $1', [owner]);
  const users = new Map((await q.query<{ id: number; username: string }>('select id, username from users where role = 6')).map((u) => [u.username, u.id]));
  const admin = await user('admin01');
  const city01 = await user('city01');
  const city02 = await user('city02');
  type Case = [
    kind: 'complaint' | 'report',
    buyer: string,
    seller: string,
    reason: string,
    content: string,
    ruling: 'pending' | 'upheld' | 'dismissed',
    reply: string | null,
    penalty: number,
    by: number | null,
    days: number,
  ];
  const cases: Case[] = [
    ['complaint', 'zbb_student01', 'seller03', '发货慢', '付款后五天仍未发货，联系客服无回应。', 'pending', null, 0, null, 1],
    ['complaint', 'seller06', 'seller27', '商品与描述不符', '收到的颜色与详情页图片差别很大。', 'pending', null, 0, null, 2],
    [
      'complaint',
      'gyb_student01',
      'seller05',
      '客服态度差',
      '咨询尺码时客服回复不耐烦。',
      'upheld',
      '经核实商家客服回复用语不当，投诉成立，扣减店铺服务分0.5分。',
      5,
      city01,
      9,
    ],
    [
      'complaint',
      'zbb_student01',
      'seller08',
      '未按约定发货',
      '承诺48小时内发货，实际拖延一周。',
      'dismissed',
      '商家已提供物流异常证明，延迟发货系快递停运所致，投诉不成立。',
      0,
      city01,
      12,
    ],
    ['complaint', 'dsb_student01', 'seller11', '退款处理慢', '申请退款三天未处理。', 'pending', null, 0, null, 3],
    ['complaint', 'zbb_student02', 'seller17', '发货慢', '下单一周仍显示待发货。', 'pending', null, 0, null, 1],
    ['complaint', 'zbb_student02', 'seller20', '商品质量问题', '收到的杯子有裂纹。', 'upheld', '商家未能证明发货前商品完好，投诉成立。', 3, city02, 7],
    ['complaint', 'zbb_student02', 'seller24', '虚假发货', '物流单号查询不到任何信息。', 'pending', null, 0, null, 4],
    ['complaint', 'seller02', 'seller26', '少发商品', '买了两件只收到一件。', 'dismissed', '物流签收记录显示两件均已签收，投诉不成立。', 0, admin, 15],
    ['report', 'zbb_student01', 'seller04', '虚假宣传', '商品详情页宣称“三天美白”，涉嫌夸大功效。', 'pending', null, 0, null, 2],
    [
      'report',
      'seller07',
      'seller09',
      '售卖违禁品',
      '店铺上架了仿冒品牌商品。',
      'upheld',
      '经核查商品为仿冒品，已下架处理，举报成立，扣减店铺服务分1分。',
      10,
      city01,
      6,
    ],
    ['report', 'gyb_student01', 'seller27', '刷单炒信', '店铺评价集中在同一天且内容雷同。', 'pending', null, 0, null, 1],
    ['report', 'zbb_student02', 'seller18', '盗用图片', '商品主图盗用了我店铺的原创图片。', 'pending', null, 0, null, 3],
    ['report', 'zbb_student02', 'seller22', '引导线下交易', '客服要求私下转账可以便宜。', 'upheld', '举报属实，已警告商家并扣减服务分。', 8, city02, 10],
    ['report', 'seller01', 'seller29', '虚假宣传', '宣称“全网最低价”无依据。', 'dismissed', '商家已提供比价依据，举报不成立。', 0, city02, 14],
    // the two demo shops (dsb_student01's, seller01's) have cases of their own, ruled (a pending complaint would hold their bond)
    ['complaint', 'zbb_student01', 'dsb_student01', '客服回复慢', '咨询半天没有回复。', 'dismissed', '商家提供了聊天记录，回复及时，投诉不成立。', 0, admin, 6],
    ['complaint', 'zbb_student02', 'seller01', '包装破损', '收到时外包装破损。', 'dismissed', '物流签收时包装完好，投诉不成立。', 0, admin, 5],
    [
      'report',
      'zbb_student01',
      'dsb_student01',
      '商品描述不符',
      '详情页写的是纯棉，实际是混纺。',
      'dismissed',
      '商家已提供面料检测报告，举报不成立。',
      0,
      admin,
      8,
    ],
    ['report', 'zbb_student02', 'seller01', '盗用图片', '商品图片与我店铺的一模一样。', 'dismissed', '商家已提供原图，举报不成立。', 0, admin, 9],
  ];
  // each filed by the buyer, answered by the shop and ruled by the administrator through the services (a penalty through the ruling)
  const rulers = new Map([
    [admin, await callerOf(q, 'admin01')],
    [city01, await callerOf(q, 'city01')],
    [city02, await callerOf(q, 'city02')],
  ]);
  for (const [kind, buyer, seller, reason, content, ruling, reply, penalty, by, days] of cases) {
    const shopId = await shopOf(seller);
    const filed = ago(days, 10, 0);
    const { id: complaintId } = await at(q, filed, () => fileComplaint(q, users.get(buyer)!, { kind, shopId, reason, content, photos: [] }));
    if (ruling === 'pending') continue;
    // the shop's side as the ruling later bears out: it owns what was upheld and shows its proof where it was not
    const explanation = ruling === 'upheld' ? '已核实，正在整改。' : '已提供聊天记录和发货凭证，请平台核实。';
    await at(q, after(filed, 180), () => answerComplaint(q, users.get(seller)!, complaintId, explanation));
    const binding = kind === 'complaint' ? shopComplaintBinding : shopReportBinding;
    const input = { verdict: ruling, rulingReply: reply, penalty };
    await at(q, ago(days - 1, 10, 0), () => binding.update!({ q, caller: rulers.get(by!)!, input, row: { id: complaintId }, deps: {} as WriteCtx['deps'] }));
  }
  await setClock(q, null);

  // ---- correction requests of learners' registration data ------------------------------------------
  const inst01 = await user('inst01');
  const inst02 = await user('inst02');
  type Correction = [
    learner: string,
    by: number,
    field: string,
    oldValue: string,
    newValue: string,
    reason: string,
    status: string,
    reviewer: number | null,
    note: string | null,
    days: number,
  ];
  const corrections: Correction[] = [
    ['zbb_student01', inst01, 'phone', '', '13912340001', '学员更换了手机号码', 'pending', null, null, 1],
    ['dsb_student01', inst01, 'education', '大专', '本科', '学员已取得本科学历，提供了学历证书复印件', 'pending', null, null, 2],
    ['syb_student01', inst01, 'idNumber', '440106199601018886', '440106199601018887', '登记时身份证号末位录入错误', 'approved', city01, null, 8],
    ['gyb_student01', inst01, 'realName', '刘志强', '刘智强', '姓名录入错字', 'rejected', city01, '未提供户口本或身份证复印件，请补充材料后重新申请', 5],
    ['zbb_student02', inst02, 'education', '本科', '研究生及以上', '学员补充了研究生学历证明', 'pending', null, null, 1],
    ['zbb_student02', inst02, 'realName', '赵一明', '赵一鸣', '姓名录入错字，已核对身份证', 'approved', city02, null, 9],
  ];
  for (const [learner, by, field, oldValue, newValue, reason, status, reviewer, note, days] of corrections) {
    await q.query(
      `insert into registration_corrections (learner_id, institution_id, province_id, city_id, county_id, field, old_value, new_value, reason, status,
                                             requested_by, reviewed_by, review_note, created_at, reviewed_at)
       select u.id, u.institution_id, u.province_id, u.city_id, u.county_id, $2,
              -- a pending request shows what the learner's data is now
              case when $6 <> 'pending' then $3
                   when $2 = 'phone' then coalesce(u.phone, '') when $2 = 'education' then u.education
                   when $2 = 'realName' then u.real_name when $2 = 'idNumber' then coalesce(u.id_card, '') else $3 end,
              $4, $5, $6, $7, $8, $9, now() - make_interval(days => $10),
              case when $6 = 'pending' then null else now() - make_interval(days => $10 - 1) end
         from users u where u.username = $1`,
      [learner, field, oldValue, newValue, reason, status, by, reviewer, note, days],
    );
  }

  // ---- subsidy per qualified trainee: national, then province and city rates ----------------------------
  const rate = (classType: string, regionId: number | null, provinceId: number | null, cityId: number | null, yuan: number, note: string) =>
    q.query(
      `insert into subsidy_rates (class_type, region_id, province_id, city_id, amount_fen, note, updated_by, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, now() - interval '30 days')`,
      [classType, regionId, provinceId, cityId, yuan * 100, note, admin],
    );
  await rate('SYB', null, null, null, 1500, '全国指导标准');
  await rate('GYB', null, null, null, 100, '全国指导标准');
  await rate('ZBB', null, null, null, 1200, '全国指导标准');
  await rate('DSB', null, null, null, 1200, '全国指导标准');
  await rate('SYB', gd, gd, null, 1800, '粤人社规〔2026〕3号');
  await rate('GYB', gd, gd, null, 120, '粤人社规〔2026〕3号');
  await rate('ZBB', gz, gd, gz, 1500, '穗人社发〔2026〕12号');
  await rate('DSB', gz, gd, gz, 1400, '穗人社发〔2026〕12号');
  await rate('GYB', zj, zj, null, 150, '浙人社发〔2026〕8号');
  await rate('SYB', hz, zj, hz, 2000, '杭人社发〔2026〕5号');

  // the seeded papers take the platform's pass mark (platform_settings.examPassScore)
  await q.query('update papers set pass_score = null where pass_score = 60');
}
