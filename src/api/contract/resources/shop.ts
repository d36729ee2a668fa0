import { SORT_FIELD } from '../resource/presets.ts';
import { defineResource } from '../resource/types.ts';
import { SELLER_ROLES } from '../routes/seller.ts';

/**
 * /seller/classManage: the shop's own categories (buyers browse the shop home by them). Deleting one
 * leaves its products uncategorised.
 */
export const shopCategoryResource = defineResource({
  key: 'shopCategory',
  title: '店铺分类',
  roles: SELLER_ROLES,
  scope: 'shop',
  mount: 'seller',
  labelField: 'name',
  fields: {
    name: {
      type: 'text',
      label: '分类名称',
      required: true,
      max: 20,
      list: true,
      title: true,
      filter: 'like',
      sort: true,
      form: 'both',
      unique: true,
      width: 200,
    },
    sort: SORT_FIELD,
    visible: {
      type: 'bool',
      label: '店铺首页显示',
      options: [
        { value: true, label: '显示', tone: 'success' },
        { value: false, label: '隐藏', tone: 'default' },
      ],
      list: true,
      filter: 'eq',
      form: 'both',
      initial: true,
      width: 120,
    },
    productCount: { type: 'int', label: '商品数', list: true, width: 90 },
    createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '还没有分类，新建一个吧' },
    create: { max: 50 },
    update: {},
    delete: { confirm: '删除后该分类下的商品将变为未分类，确定删除吗？', batch: true },
    actions: {
      show: { label: '显示', when: { field: 'visible', in: [false] }, set: { visible: true }, success: '已显示', batch: true },
      hide: { label: '隐藏', when: { field: 'visible', in: [true] }, set: { visible: false }, success: '已隐藏', batch: true },
    },
  },
});
