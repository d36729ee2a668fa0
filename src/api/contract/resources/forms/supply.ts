import { defineResource } from '../../resource/types.ts';
import { SUPPLY_ROLES } from '../../routes/supplymarket.ts';

/**
 * /supplymarket/productDetail, once the supplier approved drop-shipping: the shop's price and the units
 * the supplier reserves for the shop (SUPPLY_DROPSHIP.list). A form declaration (see ./seller.ts).
 */
export const dropshipListingForm = defineResource({
  key: 'dropshipListing',
  title: '上架到我的店铺',
  roles: SUPPLY_ROLES,
  scope: 'shop',
  mount: 'supply',
  labelField: 'price',
  fields: {
    price: { type: 'fen', label: '店铺售价（元）', required: true, requiredMessage: '请输入正确的店铺售价', form: 'both' },
    qty: { type: 'int', label: '预留数量', required: true, requiredMessage: '请输入代发数量', min: 1, form: 'both' },
  },
  ops: { list: {}, create: false, update: {} },
});
