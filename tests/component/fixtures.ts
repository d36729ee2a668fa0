/** Records the component tests answer with, in the shape of the contract; a test changes what it looks at. */
import type { UserInfo } from '../../src/api/contract/auth.ts';
import type { SupplyDetail } from '../../src/api/contract/supply.ts';

export const AT = '2026-11-20T02:00:00.000Z';

/** Who is signed in, as common/info and the login answer tell it: no phone, photo, class, institution or region unless `who` gives them. */
export const userInfo = (who: Pick<UserInfo, 'id' | 'username' | 'role' | 'realName'> & Partial<UserInfo>): UserInfo => ({
  phone: null,
  avatar: '',
  identificationPhoto: '',
  classId: null,
  className: null,
  classType: null,
  institutionName: null,
  regionName: null,
  ...who,
});

/** A supplier's listing (土蜂蜜, ¥32 a jar from 12), three price tiers, no drop-shipping. */
export const honeyListing = (more: Partial<SupplyDetail> = {}): SupplyDetail => ({
  id: 9,
  title: '土蜂蜜 500g 玻璃瓶',
  image: '/x.svg',
  unit: '瓶',
  priceFen: 3200,
  lowestFen: 2600,
  moq: 12,
  stock: 500,
  sales: 3,
  retailPriceFen: 5800,
  dropship: false,
  supplierId: 1,
  supplierName: '源头好货',
  categoryName: '农产品特产',
  tiers: [
    { minQty: 12, priceFen: 3200 },
    { minQty: 60, priceFen: 2900 },
    { minQty: 300, priceFen: 2600 },
  ],
  detail: '山区中蜂百花蜜',
  dropshipPriceFen: null,
  status: 1,
  supplier: { id: 1, name: '源头好货', intro: '', address: '', shipDays: 2, minOrderFen: 0, rating: null, ratingCount: 0 },
  mine: false,
  channel: null,
  links: [],
  ...more,
});

/** The seller's default freight template (江浙沪包邮: ¥10, then ¥5 a unit) with its provinces' rules. */
export const freightTemplate = (rules: { province: string; firstUnits: number; firstFee: number; extraUnits: number; extraFee: number }[]) => ({
  id: 4,
  name: '江浙沪包邮',
  firstUnits: 1,
  firstFee: 1000,
  extraUnits: 1,
  extraFee: 500,
  freeOver: null,
  isDefault: true,
  productCount: 3,
  rules,
});

/** An after-sale case as the lists show it: nothing sent back yet, no note from the seller. */
export const afterSaleCase = <T extends object>(more: T) => ({
  photos: [],
  returnCarrier: null,
  returnTrackingNo: null,
  sellerNote: null,
  createdAt: AT,
  updatedAt: AT,
  returnTo: null,
  ...more,
});
