import { SHOP_INTRO_MAX, SHOP_NAME_MAX } from '../../seller.ts';
import { choices } from '../../options.ts';
import { defineResource } from '../../resource/types.ts';
import { SELLER_SHOP } from '../../routes/seller.ts';

/**
 * Form declarations of the seller centre: the fields and rules of a form whose page saves through the
 * area's own call (src/api/sellerTrade.ts, src/api/seller.ts), not through a resource's API. They have
 * no binding, so they live here, outside the folder whose every declaration the server binds
 * (tests/declaredResources.ts); RecordFormBody draws them with the same controls, messages and drafts.
 */

/** /seller/editTrain: the 直通车 daily budget (gold coins, in fen) and the on/off switch. */
export const trainPlanForm = defineResource({
  key: 'trainPlan',
  title: '直通车设置',
  ...SELLER_SHOP,
  labelField: 'budget',
  fields: {
    budget: { type: 'fen', label: '每日预算（金币）', required: true, form: 'both' },
    enabled: { type: 'bool', label: '开启推广', options: choices([true, '开启', 'success'], [false, '关闭', 'default']), form: 'both' },
  },
  ops: { list: {}, create: false, update: {} },
});

/** /seller/bond: an amount of gold coins paid into the bond from the balance, or taken back. */
export const bondMoveForm = defineResource({
  key: 'bondMove',
  title: '缴纳保证金',
  ...SELLER_SHOP,
  labelField: 'amount',
  fields: {
    amount: { type: 'fen', label: '金额（金币）', required: true, form: 'both' },
  },
  ops: { list: {}, create: false, update: {} },
});

/** /seller/shopConfig: the shop's name, logo, introduction, service phone and return address (POST seller/profile). */
export const shopProfileForm = defineResource({
  key: 'shopProfile',
  title: '店铺设置',
  ...SELLER_SHOP,
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '店铺名称', required: true, min: 2, max: SHOP_NAME_MAX, form: 'both' },
    // a picture of the shop's picture space (an upload or a library picture: the server checks it is the shop's); the page's picker sets it
    logo: { type: 'text', label: '店铺Logo', max: 300, help: '建议使用正方形图片；不设置时使用系统生成的店铺标志', form: 'both' },
    intro: { type: 'textarea', label: '店铺简介', max: SHOP_INTRO_MAX, placeholder: '介绍一下你的店铺：主营什么、有什么特色', form: 'both' },
    servicePhone: { type: 'phone', label: '客服电话', placeholder: '买家在商品页联系你的电话', form: 'both' },
    returnName: { type: 'text', label: '联系人', max: 20, form: 'both' },
    returnPhone: { type: 'phone', label: '联系电话', form: 'both' },
    returnAddress: {
      type: 'textarea',
      label: '退货地址',
      max: 100,
      placeholder: '省市区及详细地址',
      help: '买家申请退货退款时寄回的地址；未填写时不能同意退货',
      form: 'both',
    },
  },
  ops: { list: {}, create: false, update: {} },
});

/** What a seller says to an after-sale application (/seller/afterSalesDetail, while it is 待处理): the reason, when refusing. */
export const afterSaleDecisionForm = defineResource({
  key: 'afterSaleDecision',
  title: '处理申请',
  ...SELLER_SHOP,
  labelField: 'note',
  fields: {
    note: { type: 'textarea', label: '拒绝原因（拒绝时必填）', max: 200, form: 'both' },
  },
  ops: { list: {}, create: false, update: {} },
});

/** A line of the order an after-sale case returns. */
export interface ReturnedLine {
  id: number;
  title: string;
  specText: string;
  quantity: number;
}

/**
 * The returned goods received (/seller/afterSalesDetail, once the buyer sent them back): how many of each
 * line go back into stock (`line<id>`, at most the line's quantity), and the reason when refusing them.
 */
export function afterSaleReceiptForm(lines: readonly ReturnedLine[]) {
  return defineResource({
    key: 'afterSaleReceipt',
    title: '确认收到退货',
    ...SELLER_SHOP,
    labelField: 'note',
    fields: {
      ...Object.fromEntries(
        lines.map((l) => [
          `line${l.id}`,
          { type: 'int', label: `${l.title}（${l.specText}）入库数量`, required: true, min: 0, max: l.quantity, form: 'both' } as const,
        ]),
      ),
      note: { type: 'textarea', label: '拒收原因（拒收时必填）', max: 200, form: 'both' },
    },
    ops: { list: {}, create: false, update: {} },
  });
}

/** A count of units: 1 to 9999, with the freight form's message. */
const units = (label: string, what: string) =>
  ({
    type: 'text',
    label,
    initial: '1',
    required: true,
    requiredMessage: `${what}为1到9999的整数`,
    max: 4,
    pattern: { source: '^(?!0+$)\\d{1,4}$', message: `${what}为1到9999的整数` },
    form: 'both',
  }) as const;

/**
 * /seller/logistics/freightTemplateEdit/:id (0: new): a freight template's name, its default fees (the
 * regions not named), the free-over threshold and whether it is the default (POST seller/freight with
 * the regions' rules the page edits beside these fields).
 */
export const freightTemplateForm = defineResource({
  key: 'freightTemplateEdit',
  title: '运费模板',
  ...SELLER_SHOP,
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '模板名称', required: true, max: 20, form: 'both' },
    freeOver: { type: 'fen', label: '满额包邮（元，不填则不包邮）', min: 1, form: 'both' },
    isDefault: { type: 'bool', label: '默认模板', form: 'both' },
    firstUnits: units('首件（件）', '首件数量'),
    firstFee: { type: 'fen', label: '首费（元）', required: true, initial: 800, form: 'both' },
    extraUnits: units('续件（件）', '续件数量'),
    extraFee: { type: 'fen', label: '续费（元）', required: true, initial: 200, form: 'both' },
  },
  ops: { list: {}, create: { label: '新建运费模板' }, update: { label: '编辑' } },
});
