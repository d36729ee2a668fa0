import type { Queryable } from '../client.ts';
import { after, ago, at, seedDb } from './play.ts';
import { STARTING_BALANCE_FEN } from '../../services/wallet.ts';
import { applyChannel, listDropship, setChannelStatus } from '../../services/supply.ts';
import { createSupplyOrder, paySupplyOrder, supplyTransition } from '../../services/supplyOrders.ts';

/**
 * The supply market's demo data (part 'supply'): four supplier accounts supplier01–supplier04
 * (password Demo@2026, role 6, no class) with profiles and wholesale listings (tiers, MOQ, some
 * drop-ship), and wholesale orders in every state between sellers and suppliers — dsb_student01's shop
 * received a lot from supplier01 (it is in its warehouse stock) and waits for one from supplier02 —
 * plus drop-ship channels (applied, approved with a listing in seller06's shop).
 */

interface Listing {
  title: string;
  category: string;
  unit: string;
  price: number;
  moq: number;
  tiers?: [number, number, number?, number?];
  retail: number;
  stock: number;
  dropship?: number;
  detail: string;
}

const SUPPLIERS: { username: string; realName: string; name: string; category: string; address: string; intro: string; auto?: boolean; listings: Listing[] }[] =
  [
    {
      username: 'supplier01',
      realName: '陈立农',
      name: '源头好货农产品供应链',
      category: '农产品特产',
      address: '广东省广州市白云区江高镇农批中心A区12号',
      intro: '对接全国50余个农产品基地，产地直采，冷链发货，支持一件代发。',
      listings: [
        {
          title: '赣南脐橙 10斤装 产地直发',
          category: '食品生鲜',
          unit: '箱',
          price: 2800,
          moq: 10,
          tiers: [50, 2500, 200, 2200],
          retail: 4990,
          stock: 1200,
          dropship: 3200,
          detail: '赣南核心产区，果径75-85mm，坏果包赔。',
        },
        {
          title: '五常有机大米 5kg 真空装',
          category: '食品生鲜',
          unit: '袋',
          price: 4500,
          moq: 20,
          tiers: [100, 4200],
          retail: 6990,
          stock: 800,
          dropship: 5000,
          detail: '五常稻花香2号，当季新米，真空包装。',
        },
        {
          title: '宁夏中宁枸杞 500g 特级',
          category: '农产品特产',
          unit: '袋',
          price: 2600,
          moq: 20,
          tiers: [100, 2300],
          retail: 4590,
          stock: 600,
          detail: '中宁原产，颗粒饱满，免洗即食。',
        },
        {
          title: '土蜂蜜 500g 玻璃瓶',
          category: '农产品特产',
          unit: '瓶',
          price: 3200,
          moq: 12,
          tiers: [60, 2900, 300, 2600],
          retail: 5800,
          stock: 900,
          dropship: 3600,
          detail: '山区中蜂百花蜜，自然成熟，无添加。',
        },
        { title: '长白山黑木耳 250g', category: '农产品特产', unit: '袋', price: 1800, moq: 30, retail: 3290, stock: 1500, detail: '秋耳肉厚，泡发率高。' },
        {
          title: '云南普洱熟茶饼 357g',
          category: '农产品特产',
          unit: '饼',
          price: 6800,
          moq: 10,
          tiers: [50, 6200],
          retail: 12800,
          stock: 300,
          detail: '勐海茶区原料，2019年压制。',
        },
        { title: '陕西红枣 1kg 骏枣', category: '农产品特产', unit: '袋', price: 2200, moq: 20, retail: 3990, stock: 100, detail: '阿克苏骏枣，个大肉厚。' },
        {
          title: '湖南剁辣椒 500g 农家手工',
          category: '农产品特产',
          unit: '瓶',
          price: 1200,
          moq: 24,
          tiers: [120, 1000],
          retail: 2290,
          stock: 2000,
          dropship: 1500,
          detail: '农家手工剁制，香辣下饭。',
        },
      ],
    },
    {
      username: 'supplier02',
      realName: '吴小义',
      name: '义乌优品家居批发',
      category: '家居家纺',
      address: '浙江省金华市义乌市国际商贸城二区F3-1688',
      intro: '家居日用一手货源，工厂直供，48小时发货，支持小批量混批。',
      auto: true,
      listings: [
        {
          title: '北欧风收纳箱 三件套',
          category: '家居家纺',
          unit: '套',
          price: 3500,
          moq: 10,
          tiers: [50, 3100, 200, 2800],
          retail: 6900,
          stock: 700,
          dropship: 4200,
          detail: '加厚PP材质，可叠放，带盖。',
        },
        {
          title: '陶瓷餐具套装 16头',
          category: '家居家纺',
          unit: '套',
          price: 8800,
          moq: 5,
          tiers: [30, 8000],
          retail: 15900,
          stock: 260,
          detail: '釉下彩，可进微波炉和洗碗机。',
        },
        {
          title: '香薰蜡烛 礼盒装',
          category: '家居家纺',
          unit: '盒',
          price: 1900,
          moq: 20,
          tiers: [100, 1600],
          retail: 3990,
          stock: 1000,
          dropship: 2400,
          detail: '大豆蜡，燃烧时长约40小时。',
        },
        { title: '折叠晾衣架 落地款', category: '家居家纺', unit: '个', price: 4200, moq: 10, retail: 7900, stock: 400, detail: '铝合金，承重20公斤。' },
        {
          title: '记忆棉枕头 慢回弹',
          category: '家居家纺',
          unit: '个',
          price: 3900,
          moq: 10,
          tiers: [60, 3500],
          retail: 7900,
          stock: 500,
          dropship: 4500,
          detail: '太空记忆棉，可拆洗枕套。',
        },
        {
          title: '儿童保温杯 316不锈钢',
          category: '母婴玩具',
          unit: '个',
          price: 2500,
          moq: 20,
          tiers: [100, 2200],
          retail: 4990,
          stock: 800,
          detail: '双盖设计，12小时保温。',
        },
      ],
    },
    {
      username: 'supplier03',
      realName: '梁秀华',
      name: '广州十三行服饰批发',
      category: '女装',
      address: '广东省广州市荔湾区十三行新中国大厦8楼',
      intro: '十三行原创女装档口，每周上新，支持代发和小单快反。',
      listings: [
        {
          title: '法式碎花连衣裙 春夏款',
          category: '女装',
          unit: '件',
          price: 5800,
          moq: 10,
          tiers: [50, 5200, 200, 4800],
          retail: 12900,
          stock: 600,
          dropship: 6800,
          detail: '雪纺面料，S-L三码。',
        },
        {
          title: '高腰显瘦阔腿裤',
          category: '女装',
          unit: '条',
          price: 4200,
          moq: 10,
          tiers: [60, 3800],
          retail: 8900,
          stock: 500,
          detail: '垂感西装面料，黑/米两色。',
        },
        { title: '宽松休闲卫衣 加绒', category: '女装', unit: '件', price: 4800, moq: 10, retail: 9900, stock: 450, detail: '320克毛圈，落肩版型。' },
        {
          title: '纯棉圆领T恤 男款',
          category: '男装',
          unit: '件',
          price: 1900,
          moq: 30,
          tiers: [150, 1650],
          retail: 4900,
          stock: 3000,
          dropship: 2500,
          detail: '新疆棉，多色可选。',
        },
      ],
    },
    {
      username: 'supplier04',
      realName: '黄志强',
      name: '深圳华强数码配件厂',
      category: '数码家电',
      address: '广东省深圳市福田区华强北赛格广场21楼',
      intro: '数码配件源头工厂，3C认证齐全，一年质保。',
      listings: [
        {
          title: '快充移动电源 20000mAh',
          category: '数码家电',
          unit: '个',
          price: 6500,
          moq: 10,
          tiers: [50, 5900, 300, 5400],
          retail: 12900,
          stock: 800,
          dropship: 7500,
          detail: '22.5W双向快充，3C认证。',
        },
        {
          title: '蓝牙降噪耳机 入耳式',
          category: '数码家电',
          unit: '副',
          price: 8900,
          moq: 10,
          tiers: [50, 8200],
          retail: 19900,
          stock: 400,
          detail: '主动降噪，续航30小时。',
        },
        {
          title: '无线鼠标 静音款',
          category: '数码家电',
          unit: '个',
          price: 2200,
          moq: 20,
          tiers: [100, 1900],
          retail: 4900,
          stock: 1500,
          detail: '2.4G无线，静音按键。',
        },
        {
          title: '护眼台灯 LED 可调光',
          category: '数码家电',
          unit: '台',
          price: 5600,
          moq: 10,
          retail: 11900,
          stock: 300,
          dropship: 6500,
          detail: '国AA级照度，无频闪。',
        },
      ],
    },
  ];

export async function seedSupply(q: Queryable) {
  const [{ password_hash: hash }] = (await q.query<{ password_hash: string }>(`select password_hash from users where username = 'admin01'`)) as [
    { password_hash: string },
  ];
  const cats = new Map((await q.query<{ id: number; name: string }>('select id, name from categories')).map((c) => [c.name, c.id]));
  for (const [i, s] of SUPPLIERS.entries()) {
    // the account opened the day before its supplier record (60 - 7i days ago), before any wholesale order below
    const joined = ago(61 - i * 7);
    const [u] = await q.query<{ id: number }>(
      `insert into users (username, phone, password_hash, role, real_name, created_at) values ($1, $2, $3, 6, $4, $5) returning id`,
      [s.username, `1391000${String(i + 1).padStart(4, '0')}`, hash, s.realName, joined],
    );
    await q.query('insert into wallets (user_id, balance) values ($1, $2)', [u!.id, STARTING_BALANCE_FEN]);
    await q.query(`insert into wallet_ledger (user_id, delta, balance_after, reason, ref, created_at) values ($1, $2, $2, 'seed', '开户金币', $3)`, [
      u!.id,
      STARTING_BALANCE_FEN,
      joined,
    ]);
    const [sup] = await q.query<{ id: number }>(
      `insert into suppliers (owner_id, name, contact, phone, address, intro, category_id, licence_no, auto_approve_channels, default_carrier, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '顺丰速运', now() - make_interval(days => $10)) returning id`,
      [
        u!.id,
        s.name,
        s.realName,
        `1391000${String(i + 1).padStart(4, '0')}`,
        s.address,
        s.intro,
        cats.get(s.category),
        `91440101MA5C${String(1000 + i * 37).padStart(6, '0')}`,
        !!s.auto,
        60 - i * 7,
      ],
    );
    for (const [k, g] of s.listings.entries()) {
      await q.query(
        `insert into supply_products (supplier_id, category_id, title, unit, price_fen, moq, tier2_qty, tier2_price_fen, tier3_qty, tier3_price_fen,
                                      retail_price_fen, stock, dropship, dropship_price_fen, detail, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, now() - interval '30 days' - make_interval(hours => $16))`,
        [
          sup!.id,
          cats.get(g.category),
          g.title,
          g.unit,
          g.price,
          g.moq,
          g.tiers?.[0] ?? null,
          g.tiers?.[1] ?? null,
          g.tiers?.[2] ?? null,
          g.tiers?.[3] ?? null,
          g.retail,
          g.stock,
          !!g.dropship,
          g.dropship ?? null,
          g.detail,
          k * 5 + i,
        ],
      );
    }
  }

  // Orders through the services, so money, stock and ledgers are what the app itself would write.
  const db = seedDb(q);
  const userOf = async (name: string) => (await q.query<{ id: number }>('select id from users where username = $1', [name]))[0]!.id;
  const listing = async (title: string) => (await q.query<{ id: number }>('select id from supply_products where title = $1', [title]))[0]!.id;
  type Fate = 'pending' | 'paid' | 'shipped' | 'received' | 'completed' | 'cancelled' | 'refunded';
  /** One wholesale lot played through the supply services, from the order `days` ago to its fate. */
  const buy = async (buyer: string, title: string, quantity: number, upTo: Fate, days: number) => {
    const userId = await userOf(buyer);
    const t0 = ago(days, 10, quantity % 60);
    const { orderId } = await at(q, t0, async () => createSupplyOrder(db, userId, { productId: await listing(title), quantity }));
    if (upTo === 'cancelled') return at(q, after(t0, 30), () => supplyTransition(q, orderId, 'cancel', 'buyer', userId, { note: '采购计划调整' }));
    if (upTo === 'pending') return;
    await at(q, after(t0, 10), () => paySupplyOrder(db, userId, orderId, null));
    if (upTo === 'paid') return;
    if (upTo === 'refunded') return at(q, after(t0, 120), () => supplyTransition(q, orderId, 'refund', 'buyer', userId, { note: '采购数量有误，申请退款' }));
    const [{ owner }] = (await q.query<{ owner: number }>(
      'select sup.owner_id as owner from supply_orders o join suppliers sup on sup.id = o.supplier_id where o.id = $1',
      [orderId],
    )) as [{ owner: number }];
    await at(q, after(t0, 24 * 60), () =>
      supplyTransition(q, orderId, 'ship', 'supplier', owner, { carrier: '顺丰速运', trackingNo: `SF10${String(orderId).padStart(8, '0')}` }),
    );
    if (upTo === 'shipped') return;
    await at(q, after(t0, 72 * 60), () => supplyTransition(q, orderId, 'receive', 'buyer', userId));
    if (upTo === 'received') return;
    await at(q, after(t0, 74 * 60), () =>
      supplyTransition(q, orderId, 'evaluate', 'buyer', userId, {
        evaluation: { descStars: 5, serviceStars: 5, logisticsStars: 4, content: '货品和描述一致，包装很好，下次还来' },
      }),
    );
  };
  // every supplier has sold lots in every state: the demo's lots, and the learners of the closed classes stocking their shops
  const learners = (
    await q.query<{ username: string }>(
      `select u.username from users u join shops s on s.owner_id = u.id join classes c on c.id = u.class_id join wallets w on w.user_id = u.id
        where c.status = 'closed' order by w.balance desc, u.id`,
    )
  ).map((r) => r.username);
  const learner = (n: number) => learners[n % learners.length]!;
  const lots: [buyer: string, title: string, quantity: number, fate: Fate, days: number][] = [
    ['dsb_student01', '土蜂蜜 500g 玻璃瓶', 12, 'completed', 24],
    ['seller01', '赣南脐橙 10斤装 产地直发', 10, 'paid', 1],
    ['seller02', '香薰蜡烛 礼盒装', 20, 'pending', 0],
    ['seller03', '记忆棉枕头 慢回弹', 10, 'received', 9],
    ['seller04', '长白山黑木耳 250g', 30, 'cancelled', 6],
    ['seller05', '陶瓷餐具套装 16头', 5, 'completed', 20],
    ['seller07', '快充移动电源 20000mAh', 10, 'completed', 18],
    ['seller08', '法式碎花连衣裙 春夏款', 10, 'paid', 1],
    [learner(0), '湖南剁辣椒 500g 农家手工', 24, 'pending', 0],
    [learner(1), '赣南脐橙 10斤装 产地直发', 10, 'shipped', 2],
    [learner(2), '湖南剁辣椒 500g 农家手工', 24, 'received', 8],
    [learner(3), '赣南脐橙 10斤装 产地直发', 10, 'refunded', 5],
    [learner(4), '北欧风收纳箱 三件套', 10, 'shipped', 3],
    [learner(5), '北欧风收纳箱 三件套', 10, 'paid', 1],
    [learner(6), '香薰蜡烛 礼盒装', 20, 'cancelled', 7],
    [learner(7), '北欧风收纳箱 三件套', 10, 'refunded', 4],
    [learner(8), '高腰显瘦阔腿裤', 10, 'pending', 0],
    [learner(9), '高腰显瘦阔腿裤', 10, 'shipped', 2],
    [learner(10), '高腰显瘦阔腿裤', 10, 'received', 8],
    [learner(11), '高腰显瘦阔腿裤', 10, 'completed', 15],
    [learner(12), '宽松休闲卫衣 加绒', 10, 'cancelled', 6],
    [learner(13), '高腰显瘦阔腿裤', 10, 'refunded', 4],
    [learner(14), '无线鼠标 静音款', 20, 'pending', 0],
    [learner(15), '无线鼠标 静音款', 20, 'paid', 1],
    [learner(16), '无线鼠标 静音款', 20, 'shipped', 2],
    [learner(17), '无线鼠标 静音款', 20, 'received', 9],
    [learner(18), '无线鼠标 静音款', 20, 'cancelled', 5],
    [learner(19), '无线鼠标 静音款', 20, 'refunded', 3],
  ];
  for (const [buyer, title, quantity, fate, days] of lots) await buy(buyer, title, quantity, fate, days);

  // Drop-ship channels: seller01 waits for supplier01's answer; supplier02 approves at once and seller06 lists.
  await applyChannel(q, await userOf('seller01'), await listing('湖南剁辣椒 500g 农家手工'), '想在店里试卖');
  await applyChannel(q, await userOf('seller06'), await listing('香薰蜡烛 礼盒装'), '');
  await listDropship(q, await userOf('seller06'), await listing('香薰蜡烛 礼盒装'), { quantity: 30, retailPriceFen: 3990 });
  await applyChannel(q, await userOf('dsb_student01'), await listing('赣南脐橙 10斤装 产地直发'), '');
  const [approved] = await q.query<{ id: number }>(
    `select ch.id from supply_channels ch join shops s on s.id = ch.shop_id join users u on u.id = s.owner_id where u.username = 'dsb_student01'`,
  );
  await setChannelStatus(q, approved!.id, 'approved', null);
}
