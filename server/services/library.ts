import type { CopyTemplate, SourceItem } from '../../src/api/contract/seller.ts';

/**
 * Ready-made material a learner may reuse: pictures (/seller/webResources, drawn here as SVG, public at
 * /v1/wangchuang/media/library/{key}.svg) and product sources with their copy (/seller/source). All of
 * it is deterministic and local: no downloads.
 */

export const LIBRARY_URL = (key: string) => `/v1/wangchuang/media/library/${key}.svg`;
export const LIBRARY_URL_RE = /^\/v1\/wangchuang\/media\/library\/([a-z0-9-]{1,40})\.svg$/;

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

interface Picture {
  key: string;
  name: string;
  group: string;
  svg: () => string;
}

const SIGN_STYLES: [string, string, string][] = [
  ['国潮红', '#c9151e', '#ff7a45'],
  ['清新绿', '#0f8a4d', '#7ed957'],
  ['海洋蓝', '#0b4f9c', '#38bdf8'],
  ['暖阳橙', '#d9480f', '#ffd43b'],
  ['浪漫紫', '#5f3dc4', '#e599f7'],
  ['简约黑', '#1f1f1f', '#6b6b6b'],
];

const BANNERS: [string, string, number][] = [
  ['新店开业 全场八折', '关注店铺领取专属优惠券', 4],
  ['满199减20', '多买多省 包邮到家', 18],
  ['天天特价 限时抢购', '每日10点 准时开抢', 350],
  ['直播专享价', '锁定直播间 福利送不停', 280],
  ['年货节 囤货正当时', '精选好物 一站购齐', 12],
  ['会员日 积分翻倍', '每月8号 老客专享', 200],
  ['新品首发', '抢先体验 限量供应', 160],
  ['七天无理由退换', '放心买 安心退', 120],
];

const GOODS: [string, string, number][] = [
  ['连衣裙', '女装', 330],
  ['T恤', '男装', 210],
  ['双肩包', '箱包', 30],
  ['面霜', '美妆', 300],
  ['脐橙', '生鲜', 28],
  ['耳机', '数码', 220],
  ['保温杯', '家居', 190],
  ['坚果礼盒', '食品', 40],
  ['运动鞋', '鞋靴', 10],
  ['绿植盆栽', '家居', 120],
];

function signSvg(name: string, a: string, b: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="200" viewBox="0 0 750 200">
<defs><linearGradient id="s" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="750" height="200" fill="url(#s)"/>
<circle cx="680" cy="30" r="110" fill="#fff" opacity="0.12"/><circle cx="60" cy="190" r="80" fill="#fff" opacity="0.1"/>
<path d="M0 160 Q 190 120 375 160 T 750 150 V200 H0 Z" fill="#fff" opacity="0.12"/>
<text x="730" y="186" font-size="20" text-anchor="end" fill="#fff" opacity="0.6" font-family="sans-serif">${esc(name)}</text>
</svg>`;
}

function bannerSvg(title: string, sub: string, hue: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 80% 50%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 85% 62%)"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#b)"/>
<circle cx="650" cy="70" r="130" fill="#fff" opacity="0.14"/><rect x="520" y="150" width="170" height="110" rx="18" fill="#fff" opacity="0.18"/>
<text x="50" y="150" font-size="54" fill="#fff" font-family="sans-serif" font-weight="700">${esc(title)}</text>
<text x="52" y="210" font-size="28" fill="#fff" opacity="0.92" font-family="sans-serif">${esc(sub)}</text>
</svg>`;
}

function goodsSvg(item: string, group: string, hue: number, n: number) {
  const shape =
    n % 2 === 0
      ? `<circle cx="400" cy="360" r="190" fill="hsl(${(hue + 180) % 360} 60% 60%)" opacity="0.9"/>`
      : `<rect x="210" y="170" width="380" height="380" rx="60" fill="hsl(${(hue + 180) % 360} 60% 60%)" opacity="0.9"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 95%)"/><stop offset="1" stop-color="hsl(${hue} 60% 82%)"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#g)"/>${shape}
<text x="400" y="390" font-size="84" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${esc(item)}</text>
<rect x="40" y="40" width="150" height="56" rx="28" fill="#ff4d4f"/><text x="115" y="78" font-size="30" text-anchor="middle" fill="#fff" font-family="sans-serif">${esc(group)}</text>
<text x="400" y="700" font-size="40" text-anchor="middle" fill="#555" font-family="sans-serif">实拍图 ${n}</text>
</svg>`;
}

const PICTURES: Picture[] = [
  ...SIGN_STYLES.map(([name, a, b], i) => ({ key: `sign-${i + 1}`, name: `店招·${name}`, group: '店招背景', svg: () => signSvg(name, a, b) })),
  ...BANNERS.map(([title, sub, hue], i) => ({ key: `banner-${i + 1}`, name: `海报·${title}`, group: '轮播海报', svg: () => bannerSvg(title, sub, hue) })),
  ...GOODS.flatMap(([item, group, hue], i) =>
    [1, 2].map((n) => ({ key: `goods-${i + 1}-${n}`, name: `${item}${n}`, group: '商品主图', svg: () => goodsSvg(item, group, hue, n) })),
  ),
];
const BY_KEY = new Map(PICTURES.map((p) => [p.key, p]));

export const libraryPictures = () => PICTURES.map((p) => ({ key: p.key, url: LIBRARY_URL(p.key), name: p.name, group: p.group }));
export const libraryPicture = (key: string) => BY_KEY.get(key) ?? null;
export const librarySvg = (key: string) => BY_KEY.get(key)?.svg() ?? null;

const goodsPics = (i: number) => [LIBRARY_URL(`goods-${i}-1`), LIBRARY_URL(`goods-${i}-2`)];
const detail = (title: string, points: string[]) =>
  `<h3>${title}</h3><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul><p>发货地：广东广州。支持七天无理由退换，售后无忧。</p>`;

/** One product source a row: title, subtitle, platform category, specs (name → values), suggested retail and purchase prices (fen), selling points. */
type SourceRow = [
  title: string,
  subtitle: string,
  categoryName: string,
  specs: Record<string, string[]>,
  priceFen: number,
  costFen: number,
  sellingPoints: string[],
];

const SOURCE_ROWS: SourceRow[] = [
  [
    '法式复古碎花雪纺连衣裙',
    '收腰显瘦 春夏新款',
    '女装',
    { 颜色: ['米白碎花', '雾蓝碎花'], 尺码: ['S', 'M', 'L'] },
    15900,
    7800,
    ['雪纺面料轻薄透气', '高腰收褶显瘦', '可机洗不易皱'],
  ],
  [
    '纯棉宽松圆领短袖T恤',
    '精梳棉 不易变形',
    '男装',
    { 颜色: ['白色', '黑色', '藏青'], 尺码: ['M', 'L', 'XL'] },
    5900,
    2200,
    ['100%精梳棉', '230g重磅面料', '领口加固不变形'],
  ],
  ['大容量通勤双肩包', '可放15.6寸电脑', '鞋靴箱包', { 颜色: ['黑色', '灰色'] }, 12900, 5600, ['防泼水面料', '独立电脑仓', 'USB充电口']],
  ['玻尿酸补水保湿面霜', '深层锁水 温和不刺激', '美妆个护', { 规格: ['30ml', '50ml'] }, 8900, 3000, ['三重玻尿酸', '无香精无酒精', '敏感肌可用']],
  ['赣南脐橙 当季现摘', '果园直发 甜过初恋', '食品生鲜', { 规格: ['2.5kg', '5kg'] }, 3990, 1800, ['产地直发', '坏果包赔', '果径75mm以上']],
  ['主动降噪蓝牙耳机', '40小时长续航', '数码家电', { 颜色: ['曜石黑', '珍珠白'] }, 19900, 9800, ['主动降噪', '蓝牙5.3低延迟', '单耳4.5g轻盈']],
  [
    '316不锈钢保温杯',
    '12小时长效保温',
    '家居家纺',
    { 颜色: ['奶白', '雾蓝', '樱粉'], 容量: ['350ml', '500ml'] },
    6900,
    2500,
    ['316医用级不锈钢', '一键弹盖', '防漏设计'],
  ],
  ['每日坚果混合果仁礼盒', '30袋独立包装', '食品生鲜', { 规格: ['750g/30袋', '1050g/42袋'] }, 9900, 4500, ['6种坚果果干', '低温烘焙', '独立小包装']],
];

/** Source n (from 1) shows the library's goods pictures n. */
const SOURCES: Omit<SourceItem, 'categoryId' | 'detailHtml'>[] = SOURCE_ROWS.map(
  ([title, subtitle, categoryName, specs, priceFen, costFen, sellingPoints], i) => ({
    id: i + 1,
    title,
    subtitle,
    categoryName,
    specs: Object.entries(specs).map(([name, values]) => ({ name, values })),
    priceFen,
    costFen,
    images: goodsPics(i + 1),
    sellingPoints,
  }),
);

const COPY: CopyTemplate[] = [
  { id: 1, group: '商品标题', text: '【品牌直发】{商品名} 当季新款 高品质 七天无理由' },
  { id: 2, group: '商品标题', text: '{商品名} 产地直供 现货速发 买二送一' },
  { id: 3, group: '商品标题', text: '{商品名} 实训店铺爆款 好评率99% 包邮' },
  { id: 4, group: '商品卖点', text: '精选优质原料，严格品控，每一件都经过质检后发货。' },
  { id: 5, group: '商品卖点', text: '下单后48小时内发货，支持七天无理由退换，购物无忧。' },
  { id: 6, group: '商品卖点', text: '工厂直供，省去中间环节，把实惠留给您。' },
  { id: 7, group: '店铺公告', text: '新店开张，全场满99包邮，关注店铺领取5元红包！' },
  { id: 8, group: '店铺公告', text: '本店商品均为现货，每日16:00前付款当天发货。' },
  { id: 9, group: '店铺公告', text: '节假日正常发货，如有疑问请联系在线客服。' },
  { id: 10, group: '客服话术', text: '亲，您好！欢迎光临本店，请问有什么可以帮您？' },
  { id: 11, group: '客服话术', text: '亲，您的订单已经发出，物流信息可以在订单详情里查看哦。' },
  { id: 12, group: '客服话术', text: '亲，收到商品如有任何问题，请第一时间联系我们，一定给您满意的处理。' },
  { id: 13, group: '店铺简介', text: '专注品质好物，坚持正品低价，用心服务每一位顾客。' },
  { id: 14, group: '店铺简介', text: '源头工厂直营店，支持一件代发，欢迎新老顾客选购。' },
];

/** The product sources, their platform category resolved by name (null when the platform has none of that name). */
export function sourceItems(categories: { id: number; name: string }[]): SourceItem[] {
  return SOURCES.map((s) => ({
    ...s,
    categoryId: categories.find((c) => c.name === s.categoryName)?.id ?? null,
    detailHtml: detail(s.title, s.sellingPoints),
  }));
}

export const copyTemplates = () => COPY;
