import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC_TEXT, skuGrid, specKey, specTextOf } from '../../src/api/contract/seller.ts';
import { STAFF_AREAS, staffMayCall, staffMayOpen } from '../../src/api/contract/staff.ts';
import { sellerArea } from '../../src/api/contract/routes/seller.ts';

describe('the SKU grid of a product’s specs', () => {
  it('is every combination in spec order, or one default SKU without specs', () => {
    const specs = [
      { name: '颜色', values: ['红', '蓝'] },
      { name: '尺码', values: ['S', 'M', 'L'] },
    ];
    const grid = skuGrid(specs);
    expect(grid).toHaveLength(6);
    expect(grid.map((s) => specTextOf(specs, s))).toEqual(['红 / S', '红 / M', '红 / L', '蓝 / S', '蓝 / M', '蓝 / L']);
    expect(skuGrid([])).toEqual([{}]);
    expect(specTextOf([], {})).toBe(DEFAULT_SPEC_TEXT);
  });
  it('keys a combination whatever the order of its keys', () => {
    expect(specKey({ 颜色: '红', 尺码: 'S' })).toBe(specKey({ 尺码: 'S', 颜色: '红' }));
    expect(specKey({ 颜色: '红' })).not.toBe(specKey({ 颜色: '蓝' }));
  });
});

describe('sub-account areas', () => {
  it('customer service reaches orders and consult, never goods, money or staff', () => {
    const perms = ['orders', 'service'];
    for (const path of [
      'orders',
      'order/counts',
      'order/12',
      'aftersale/agree',
      'shopAfterSale/list',
      'review/reply',
      'consult/list',
      'complaints',
      'centre/overview',
      'shop',
    ])
      expect(staffMayCall(perms, path), path).toBe(true);
    for (const path of [
      'goods/save',
      'sellerProduct/list',
      'account/summary',
      'shopStaff/list',
      'stock/inbound',
      'data/analysis',
      'bond/pay',
      'shopCategory/list',
    ])
      expect(staffMayCall(perms, path), path).toBe(false);
    expect(staffMayOpen(perms, 'order')).toBe(true);
    expect(staffMayOpen(perms, 'index')).toBe(true);
    expect(staffMayOpen(perms, 'goodsList')).toBe(false);
    expect(staffMayOpen(perms, 'staffOfficer')).toBe(false);
  });
  it('names only seller pages that exist, and keeps money, bond and staff for the owner', () => {
    const pages = new Set(sellerArea.routes.map((r) => r.path.replace(/^\/seller\//, '')));
    for (const a of STAFF_AREAS) for (const p of a.pages) expect(pages.has(p), `${a.key}: ${p}`).toBe(true);
    const granted = new Set(STAFF_AREAS.flatMap((a) => a.pages as readonly string[]));
    for (const ownerOnly of ['accountManage', 'staffOfficer', 'paymentMethod', 'bondHome', 'bond', 'guarantee']) expect(granted.has(ownerOnly)).toBe(false);
  });
});
