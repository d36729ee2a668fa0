import { beforeAll, describe, expect, it } from 'vitest';
import { computeFreight, ruleFee, type FreightTemplate } from '../../server/services/freight.ts';
import { testApp } from './helpers.ts';
import { clearPromotions, skuOf } from './shopHelpers.ts';

const tpl: FreightTemplate = {
  id: 1,
  name: 't',
  firstUnits: 2,
  firstFee: 1000,
  extraUnits: 3,
  extraFee: 500,
  freeOver: 20000,
  provinces: { 新疆维吾尔自治区: { firstUnits: 1, firstFee: 2000, extraUnits: 1, extraFee: 1000 } },
};

describe('freight arithmetic (fen)', () => {
  it('first units then each started block of extra units', () => {
    expect(ruleFee(tpl, 0)).toBe(0);
    expect(ruleFee(tpl, 1)).toBe(1000);
    expect(ruleFee(tpl, 2)).toBe(1000);
    expect(ruleFee(tpl, 3)).toBe(1500);
    expect(ruleFee(tpl, 5)).toBe(1500);
    expect(ruleFee(tpl, 6)).toBe(2000);
  });
  it('per-province override, default elsewhere, free over the threshold, no template free', () => {
    expect(computeFreight(tpl, '新疆维吾尔自治区', 3, 100)).toBe(4000);
    expect(computeFreight(tpl, '广东省', 3, 100)).toBe(1500);
    expect(computeFreight(tpl, null, 1, 100)).toBe(1000);
    expect(computeFreight(tpl, '新疆维吾尔自治区', 3, 20000)).toBe(0);
    expect(computeFreight(null, '广东省', 9, 100)).toBe(0);
  });
});

describe('freight at checkout', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    t = await testApp();
    await clearPromotions(t);
  });

  it('uses the shop template and the address province', async () => {
    const buyer = await t.login('zbb_student01');
    const sku = await skuOf(t);
    await t.db.query('update skus set price = 1000, stock = 50 where id = $1', [sku.id]);
    await t.db.query('update freight_templates set first_units = 1, first_fee = 800, extra_units = 1, extra_fee = 200, free_over = null where shop_id = $1', [
      sku.shop_id,
    ]);
    const save = (province: string) =>
      t.call('POST', '/v1/wangchuang/buyers/address/save', {
        token: buyer,
        json: { name: '张小红', phone: '13912345678', province, city: '某市', district: '某区', detail: '某路1号' },
      });
    const xj = (await save('新疆维吾尔自治区')).body.data.id;
    const zj = (await save('浙江省')).body.data.id;
    const gd = (await save('广东省')).body.data.id;
    const preview = async (addressId: number) =>
      (await t.call('POST', '/v1/wangchuang/buyers/checkout/preview', { token: buyer, json: { items: [{ skuId: sku.id, quantity: 3 }], addressId } })).body
        .data;
    const a = await preview(xj);
    expect(a.shops[0].freightFen).toBe(2000 + 2 * 1000);
    expect(a.payFen).toBe(3000 + 4000);
    expect((await preview(zj)).shops[0].freightFen).toBe(800 + 2 * 200);
    expect((await preview(gd)).shops[0].freightFen).toBe(600 + 2 * 100);
    await t.db.query('update freight_templates set free_over = 3000 where shop_id = $1', [sku.shop_id]);
    expect((await preview(zj)).shops[0].freightFen).toBe(0);
  });
});
