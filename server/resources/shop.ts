import { answerComplaint } from '../services/orders.ts';
import { shopAfterSaleResource, shopCategoryResource, shopComplaintCaseResource, shopReportCaseResource } from '../../src/api/contract/resources/shop.ts';
import type { ResourceDecl } from '../../src/api/contract/resource/types.ts';
import { onTable, shopOwned, type ActionCtx, type Binding } from './binding.ts';

/** A shop's own categories; products keep theirs until it is deleted (then they are uncategorised). */
export const shopCategoryBinding: Binding = {
  resource: shopCategoryResource,
  ...onTable('shop_categories', 'sc'),
  columns: { productCount: '(select count(*)::int from products p where p.shop_category_id = sc.id)' },
  scope: { shop: 'sc.shop_id' },
  owned: shopOwned,
};

/** The shop's after-sale cases (read-only: they move on /seller/afterSalesDetail, server/services/afterSales). */
export const shopAfterSaleBinding: Binding = {
  resource: shopAfterSaleResource,
  ...onTable('after_sales', 'a', 'join orders o on o.id = a.order_id'),
  columns: { orderNo: 'o.order_no', amount: 'a.amount_fen' },
  scope: { shop: 'a.shop_id' },
};

/** The complaints or reports against the caller's shop; the shop's one write is its explanation (申诉说明) before the platform decides. */
function shopCaseBinding(resource: ResourceDecl, kind: 'complaint' | 'report'): Binding {
  const explain = async ({ q, caller, row, reason }: ActionCtx) => {
    await answerComplaint(q, caller.id, row.id, reason ?? '');
  };
  return {
    resource,
    ...onTable('complaints', 'c', 'left join orders od on od.id = c.order_id left join products pr on pr.id = c.product_id'),
    where: `c.kind = '${kind}'`,
    columns: {
      // the platform's decision: the back-office's ruling (/manage/complaintManage), or the older decision columns
      state: "coalesce(c.decision, nullif(c.ruling, 'pending'), case when c.reply is null then 'pending' else 'explained' end)",
      decisionNote: 'coalesce(c.decision_note, c.ruling_reply)',
      decidedAt: 'coalesce(c.decided_at, c.ruled_at)',
      orderNo: 'od.order_no',
      productTitle: 'pr.title',
    },
    scope: { shop: 'c.shop_id' },
    actions: { explain, reexplain: explain },
  };
}

export const shopComplaintCaseBinding = shopCaseBinding(shopComplaintCaseResource, 'complaint');
export const shopReportCaseBinding = shopCaseBinding(shopReportCaseResource, 'report');
