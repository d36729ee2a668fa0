import type { Queryable } from '../client.ts';
import { STARTING_BALANCE_FEN } from '../../services/wallet.ts';
import type { CategoryIcon } from '../../../src/api/contract/shop.ts';
import { ago, setClock } from './play.ts';
import { rng } from './rng.ts';

/**
 * The mall's catalogue, written with a handful of multi-row statements (fast in PGlite):
 * 30 seller accounts (seller01…seller30, password Demo@2026, role 6, no class) each with a shop, plus
 * a shop for dsb_student01 (a learner who has passed the exam); zbb_student01 has no shop yet.
 * 10 categories × 32 products with 1–6 SKUs each, freight templates, promotions, a default address for
 * every demo account and 1,000 gold coins for everyone. No figure is written here: sales, followers,
 * scores, visitors and live sessions come from what the buyers do (seed part `mall`, mall.ts).
 */

export const CATEGORIES: { name: string; icon: CategoryIcon; items: string[]; specs: [string, string[]][]; price: [number, number] }[] = [
  {
    name: '女装',
    icon: 'women',
    items: ['法式碎花连衣裙', '高腰显瘦阔腿裤', '羊毛针织开衫', '宽松休闲卫衣', '真丝印花衬衫', '百褶半身长裙', '轻薄羽绒服', '复古牛仔外套'],
    specs: [
      ['颜色', ['黑色', '米白', '雾霾蓝']],
      ['尺码', ['S', 'M', 'L']],
    ],
    price: [5900, 39900],
  },
  {
    name: '男装',
    icon: 'men',
    items: ['纯棉圆领T恤', '商务休闲西裤', '加绒连帽夹克', '免烫长袖衬衫', '直筒牛仔裤', '冲锋衣外套', '羊毛混纺大衣', '运动短裤'],
    specs: [
      ['颜色', ['黑色', '藏青', '卡其']],
      ['尺码', ['M', 'L', 'XL']],
    ],
    price: [4900, 49900],
  },
  {
    name: '鞋靴箱包',
    icon: 'bags',
    items: ['真皮通勤单肩包', '轻便跑步鞋', '帆布双肩背包', '保暖雪地靴', '万向轮拉杆箱', '小白板鞋', '复古马丁靴', '迷你斜挎包'],
    specs: [
      ['颜色', ['黑色', '棕色', '白色']],
      ['规格', ['标准款', '加大款']],
    ],
    price: [6900, 59900],
  },
  {
    name: '美妆个护',
    icon: 'beauty',
    items: ['玻尿酸保湿面霜', '氨基酸洗面奶', '丝绒哑光口红', '控油清爽洗发水', '温和防晒乳', '补水面膜礼盒', '香氛沐浴露', '电动牙刷'],
    specs: [['规格', ['30ml', '50ml', '100ml']]],
    price: [2900, 29900],
  },
  {
    name: '食品生鲜',
    icon: 'food',
    items: ['赣南脐橙', '东北五常大米', '云南小粒咖啡', '每日坚果礼盒', '广式腊肠', '新疆阿克苏苹果', '潮汕牛肉丸', '手工红糖'],
    specs: [['规格', ['500g', '1kg', '2.5kg']]],
    price: [1990, 15900],
  },
  {
    name: '数码家电',
    icon: 'digital',
    items: ['蓝牙降噪耳机', '快充移动电源', '智能手环', '便携榨汁杯', '机械键盘', '家用空气炸锅', '无线鼠标', '护眼台灯'],
    specs: [
      ['颜色', ['星空黑', '珍珠白']],
      ['版本', ['标准版', '豪华版']],
    ],
    price: [5900, 89900],
  },
  {
    name: '家居家纺',
    icon: 'home',
    items: ['全棉四件套', '记忆棉枕头', '加厚珊瑚绒毯', '北欧风收纳箱', '陶瓷餐具套装', '遮光窗帘', '香薰蜡烛', '折叠晾衣架'],
    specs: [
      ['规格', ['1.5米床', '1.8米床']],
      ['颜色', ['浅灰', '奶白']],
    ],
    price: [2900, 39900],
  },
  {
    name: '母婴玩具',
    icon: 'baby',
    items: ['婴儿纯棉连体衣', '益智积木套装', '宝宝辅食碗', '儿童绘本礼盒', '遥控越野车', '毛绒玩偶', '婴儿湿巾', '儿童保温杯'],
    specs: [['规格', ['小号', '中号', '大号']]],
    price: [1990, 29900],
  },
  {
    name: '运动户外',
    icon: 'sports',
    items: ['瑜伽垫', '速干运动T恤', '户外折叠椅', '篮球', '跳绳计数器', '登山徒步杖', '骑行头盔', '哑铃套装'],
    specs: [['颜色', ['黑色', '荧光绿', '天蓝']]],
    price: [2900, 35900],
  },
  {
    name: '农产品特产',
    icon: 'farm',
    items: ['云南普洱茶饼', '宁夏枸杞', '五常有机小米', '土蜂蜜', '长白山木耳', '安溪铁观音', '陕西红枣', '湖南剁辣椒'],
    specs: [['规格', ['250g', '500g', '1kg']]],
    price: [2990, 25900],
  },
];

const SHOP_NAMES = [
  '晨曦服饰旗舰店',
  '山野优选农特馆',
  '小米粒母婴坊',
  '云上数码专营店',
  '青禾家居生活馆',
  '悦动运动户外',
  '花间美妆小铺',
  '老街食品铺子',
  '南岭茶语',
  '简约男装工坊',
  '行者箱包',
  '甜心零食屋',
  '绿野生鲜',
  '匠心家纺',
  '星河电子',
  '童趣玩具城',
  '优品百货',
  '岭南特产馆',
  '素颜护肤社',
  '城市衣橱',
  '乐活厨房',
  '彩虹童装',
  '极客装备',
  '田园果蔬',
  '知味茶叶店',
  '悠然家居',
  '运动先锋',
  '丽人坊',
  '粤味腊味',
  '禾下乘凉农场',
];
const SELLER_NAMES = [
  '林晓',
  '黄磊',
  '吴敏',
  '周婷',
  '郑浩',
  '孙悦',
  '马超',
  '胡静',
  '朱琳',
  '高远',
  '何雪',
  '罗杰',
  '梁爽',
  '宋佳',
  '谢安',
  '韩梅',
  '唐宁',
  '冯涛',
  '董洁',
  '萧然',
  '程亮',
  '曹颖',
  '袁野',
  '邓琪',
  '许诺',
  '傅雷',
  '沈清',
  '曾凡',
  '彭博',
  '吕青',
];

const ADJ = ['爆款', '新款', '热卖', '精选', '经典', '优选', '限量', '升级款'];

interface ProductPlan {
  shopId: number;
  categoryIndex: number;
  title: string;
  subtitle: string;
  specs: [string, string[]][];
  base: number;
  ageMin: number;
}

/** Inserts products (and their SKUs) in batches; ids are taken from the table's sequence. */
async function insertProducts(q: Queryable, plans: ProductPlan[], categoryIds: number[], templateOfShop: Map<number, number>): Promise<number[]> {
  const ids: number[] = [];
  const BATCH = 2000;
  for (let b = 0; b < plans.length; b += BATCH) {
    const chunk = plans.slice(b, b + BATCH);
    const n = chunk.length;
    const seq = await q.query<{ id: number }>(`select nextval('products_id_seq')::int as id from generate_series(1, $1)`, [n]);
    const pid = seq.map((r) => r.id);
    const skuRows: { pid: number; spec: string; text: string; price: number; orig: number; stock: number }[] = [];
    const minPrice: number[] = [];
    chunk.forEach((p, i) => {
      const [first, second] = p.specs;
      const firstVals = first![1];
      const secondVals = second ? second[1].slice(0, 2) : [null];
      let k = 0;
      let min = Infinity;
      for (const a of firstVals)
        for (const c of secondVals) {
          const spec: Record<string, string> = { [first![0]]: a };
          if (second && c) spec[second[0]] = c;
          const price = p.base + k * Math.max(100, Math.round((p.base * 0.1) / 100) * 100);
          min = Math.min(min, price);
          const stock = 20 + ((pid[i]! * 7 + k * 13) % 180);
          skuRows.push({
            pid: pid[i]!,
            spec: JSON.stringify(spec),
            text: Object.values(spec).join(' / '),
            price,
            orig: Math.round((price * 1.3) / 100) * 100,
            stock,
          });
          k++;
        }
      minPrice.push(min);
    });
    await q.query(
      `insert into products (id, shop_id, category_id, title, subtitle, image_count, detail_html, specs, status, price, original_price, freight_template_id, created_at)
       select t.id, t.shop, t.cat, t.title, t.sub, 3, t.html, t.specs::jsonb, 1, t.price, t.orig, t.tpl, app_now() - make_interval(mins => t.age)
         from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[], $10::int[], $11::int[])
           as t(id, shop, cat, title, sub, html, specs, price, orig, tpl, age)`,
      [
        pid,
        chunk.map((p) => p.shopId),
        chunk.map((p) => categoryIds[p.categoryIndex]),
        chunk.map((p) => p.title),
        chunk.map((p) => p.subtitle),
        chunk.map(
          (p) =>
            `<h3>${p.title}</h3><p>${p.subtitle}。本品为电商实训平台模拟商品，质量保证，七天无理由退换。</p><ul><li>发货地：广东广州</li><li>售后：支持仅退款、退货退款</li></ul>`,
        ),
        chunk.map((p) => JSON.stringify(p.specs.map(([name, values], i) => ({ name, values: i === 0 ? values : values.slice(0, 2) })))),
        minPrice,
        minPrice.map((m) => Math.round((m * 1.3) / 100) * 100),
        chunk.map((p) => templateOfShop.get(p.shopId) ?? null),
        chunk.map((p) => p.ageMin),
      ],
    );
    await q.query(
      `insert into skus (product_id, spec, spec_text, price, original_price, stock, initial_stock)
       select t.pid, t.spec::jsonb, t.txt, t.price, t.orig, t.stock, t.stock from unnest($1::int[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[]) as t(pid, spec, txt, price, orig, stock)`,
      [
        skuRows.map((r) => r.pid),
        skuRows.map((r) => r.spec),
        skuRows.map((r) => r.text),
        skuRows.map((r) => r.price),
        skuRows.map((r) => r.orig),
        skuRows.map((r) => r.stock),
      ],
    );
    ids.push(...pid);
  }
  return ids;
}

function plan(n: number, shopIds: number[], seed: number, offset = 0): ProductPlan[] {
  const rand = rng(seed);
  const out: ProductPlan[] = [];
  for (let i = 0; i < n; i++) {
    const ci = i % CATEGORIES.length;
    const cat = CATEGORIES[ci]!;
    const item = cat.items[Math.floor(i / CATEGORIES.length) % cat.items.length]!;
    const adj = ADJ[Math.floor(rand() * ADJ.length)]!;
    const shopId = shopIds[(ci * 3 + Math.floor(i / CATEGORIES.length)) % shopIds.length]!;
    const [lo, hi] = cat.price;
    const base = Math.round((lo + rand() * (hi - lo)) / 100) * 100 - 10;
    out.push({
      shopId,
      categoryIndex: ci,
      title: `${adj}${item}${i + offset >= 80 ? ` ${Math.floor((i + offset) / 80) + 1}号` : ''}`,
      subtitle: `${cat.name}好物 · ${adj}推荐`,
      specs: cat.specs,
      base: Math.max(base, 990),
      ageMin: i * 7 + offset,
    });
    rand(); // a draw the catalogue always made here: the titles and prices after it stay the demo's
  }
  return out;
}

export async function seedShop(q: Queryable) {
  // the mall opened four months before the demo's history (every default time below is then)
  await setClock(q, ago(120));
  const [{ password_hash: hash }] = (await q.query<{ password_hash: string }>(`select password_hash from users where username = 'admin01'`)) as [
    { password_hash: string },
  ];
  const sellers = await q.query<{ id: number; username: string }>(
    `insert into users (username, phone, password_hash, role, real_name)
     select 'seller' || lpad(g::text, 2, '0'), '1390000' || lpad(g::text, 4, '0'), $1, 6, ($2::text[])[g] from generate_series(1, 30) g returning id, username`,
    [hash, SELLER_NAMES],
  );
  sellers.sort((a, b) => a.username.localeCompare(b.username));
  const [dsb] = await q.query<{ id: number }>(`select id from users where username = 'dsb_student01'`);
  const owners = [...sellers.map((s) => s.id), ...(dsb ? [dsb.id] : [])];
  const names = [...SHOP_NAMES, '建国电商实训店'];
  const shops = await q.query<{ id: number; owner_id: number }>(
    `insert into shops (owner_id, name, intro) select t.o, t.n, t.n || '，诚信经营，欢迎选购' from unnest($1::int[], $2::text[]) as t(o, n) returning id, owner_id`,
    [owners, names.slice(0, owners.length)],
  );
  const shopOf = new Map(shops.map((s) => [s.owner_id, s.id]));
  const shopIds = owners.map((o) => shopOf.get(o)!);

  // Freight: ¥8 first unit + ¥2 each further unit; 广东省 ¥6 + ¥1; remote provinces ¥20 + ¥10; every other shop free over ¥99.
  const tpls = await q.query<{ id: number; shop_id: number }>(
    `insert into freight_templates (shop_id, name, first_units, first_fee, extra_units, extra_fee, free_over)
     select s, '默认运费模板', 1, 800, 1, 200, case when i % 2 = 0 then 9900 end from unnest($1::int[]) with ordinality as t(s, i) returning id, shop_id`,
    [shopIds],
  );
  await q.query(
    `insert into freight_rules (template_id, province, first_units, first_fee, extra_units, extra_fee)
     select t.id, r.p, 1, r.f, 1, r.e from freight_templates t
       cross join (values ('广东省', 600, 100), ('新疆维吾尔自治区', 2000, 1000), ('西藏自治区', 2000, 1000)) as r(p, f, e)`,
  );
  const templateOfShop = new Map(tpls.map((t) => [t.shop_id, t.id]));

  const categoryIds = (
    await q.query<{ id: number }>(
      `insert into categories (name, icon, sort) select t.n, t.i, t.s::int from unnest($1::text[], $2::text[]) with ordinality as t(n, i, s) returning id`,
      [CATEGORIES.map((c) => c.name), CATEGORIES.map((c) => c.icon)],
    )
  ).map((r) => r.id);

  const productIds = await insertProducts(q, plan(320, shopIds, 20261101), categoryIds, templateOfShop);

  // Promotions for every shop: 满减 tiers, a coupon, a red packet and two daily specials.
  await q.query(
    `insert into promotions (shop_id, kind, title, threshold, amount, total)
     select s, 'mj', '满199减20', 19900, 2000, 0 from unnest($1::int[]) s
     union all select s, 'mj', '满399减50', 39900, 5000, 0 from unnest($1::int[]) s
     union all select s, 'yhq', '满100减10元券', 10000, 1000, 1000 from unnest($1::int[]) s
     union all select s, 'hb', '5元店铺红包', 0, 500, 1000 from unnest($1::int[]) s`,
    [shopIds],
  );
  await q.query(
    `insert into promotions (shop_id, kind, title, threshold, amount, product_id)
     select p.shop_id, 'tj', '天天特价', 0, greatest(round(p.price * 0.1)::int, 100), p.id
       from (select id, shop_id, price, row_number() over (partition by shop_id order by id) as rn from products) p where p.rn <= 2`,
  );

  // Money and addresses for everyone that exists now.
  await q.query(`insert into wallets (user_id, balance) select id, $1 from users on conflict do nothing`, [STARTING_BALANCE_FEN]);
  await q.query(`insert into wallet_ledger (user_id, delta, balance_after, reason, ref) select id, $1, $1, 'seed', '开户金币' from users`, [
    STARTING_BALANCE_FEN,
  ]);
  await q.query(
    `insert into addresses (user_id, name, phone, province, city, district, detail, is_default)
     select u.id, coalesce(nullif(u.real_name, ''), u.username), coalesce(u.phone, '13800138000'), '广东省', '广州市', '天河区', '天河路' || (100 + u.id) || '号', true
       from users u where u.needs_profile = false`,
  );
  void productIds;
  await setClock(q, null);
}

/** Adds n more products (with SKUs) spread over the existing shops: for the 10,000-product bench. */
export async function seedBulkProducts(q: Queryable, n: number) {
  const shopIds = (await q.query<{ id: number }>('select id from shops order by id')).map((r) => r.id);
  const categoryIds = (await q.query<{ id: number }>('select id from categories order by sort, id')).map((r) => r.id);
  const tpls = await q.query<{ id: number; shop_id: number }>('select id, shop_id from freight_templates where is_default');
  const [{ c }] = (await q.query<{ c: number }>('select count(*)::int as c from products')) as [{ c: number }];
  await insertProducts(q, plan(n, shopIds, 7 + c, c), categoryIds, new Map(tpls.map((t) => [t.shop_id, t.id])));
}
