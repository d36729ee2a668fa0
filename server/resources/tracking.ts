import { badRequest } from '../errors.ts';
import { CLASS_SCOPE } from '../services/classes.ts';
import { htmlText, sanitizeHtml } from '../services/sanitize.ts';
import { commodityResource, platformCategoryResource, policyResource, trackResource } from '../../src/api/contract/resources/tracking.ts';
import { onTable, reviewActions, type Binding } from './binding.ts';
import { publishPolicyNotice, withdrawPolicyNotice } from '../services/policyNotices.ts';

/**
 * Follow-up visits (the learners' own track_records beside the visits staff record), support
 * policies, and the product library's review and categories.
 */

const text = (v: unknown) => v ?? '';

export const trackBinding: Binding = {
  resource: trackResource,
  ...onTable('track_records', 't', 'join users u on u.id = t.user_id left join classes c on c.id = t.class_id left join users w on w.id = t.recorded_by'),
  columns: { realName: 'u.real_name', recorderName: `case when t.method = 'self' then u.real_name else coalesce(w.real_name, '') end` },
  labels: { userId: 'u.real_name', classId: 'c.name' },
  scope: CLASS_SCOPE,
  encode: {
    licenceNo: (v) => String(v ?? '').toUpperCase(),
    businessName: text,
    legalForm: text,
    problems: text,
    services: text,
    notes: text,
    jobsCreated: (v) => v ?? 0,
  },
  owned: async ({ q, caller, input }) => {
    const [u] = await q.query<{ classId: number | null }>('select class_id as "classId" from users where id = $1', [input.userId]);
    return { class_id: u?.classId ?? null, recorded_by: caller.id };
  },
  check: async ({ op, input }) => {
    if (op === 'delete') return;
    if (input.method === 'self') throw badRequest('请选择跟踪方式');
    if (input.businessStarted === true && !String(input.businessName ?? '').trim()) throw badRequest('已创业的请填写企业名称');
  },
  afterWrite: async ({ q, op, id }) => {
    if (op === 'update') await q.query('update track_records set updated_at = now() where id = $1', [id]);
  },
};

export const policyBinding: Binding = {
  resource: policyResource,
  ...onTable('policies', 'p'),
  scope: {},
  uniqueAcross: 'table',
  encode: { content: (v) => sanitizeHtml(String(v ?? '')), issuer: text },
  owned: ({ caller }) => ({ created_by: caller.id, published: false }),
  check: async ({ op, input }) => {
    if (op !== 'delete' && !htmlText(sanitizeHtml(String(input.content ?? ''))).trim()) throw badRequest('请输入政策内容');
  },
  actions: {
    // published to learners: their notice board carries it (server/services/policyNotices.ts)
    publish: async ({ q, row, caller }) => {
      await q.query('update policies set published = true, published_at = now(), updated_at = now() where id = $1', [row.id]);
      await publishPolicyNotice(q, row.id as number, caller.id);
    },
    withdraw: async ({ q, row }) => {
      await q.query('update policies set published = false, updated_at = now() where id = $1', [row.id]);
      await withdrawPolicyNotice(q, row.id as number);
    },
  },
  afterWrite: async ({ q, op, id }) => {
    if (op === 'update') await q.query('update policies set updated_at = now() where id = $1', [id]);
  },
};

const COMMODITY_JOINS = `join shops s on s.id = p.shop_id join users o on o.id = s.owner_id join categories k on k.id = p.category_id
  left join classes c on c.id = o.class_id`;

export const commodityBinding: Binding = {
  resource: commodityResource,
  ...onTable('products', 'p', COMMODITY_JOINS),
  columns: { shopName: 's.name', ownerName: `coalesce(nullif(o.real_name, ''), o.username)`, priceFen: 'p.price' },
  labels: { categoryId: 'k.name' },
  scope: CLASS_SCOPE,
  // a rejected product is taken off sale
  actions: reviewActions('products', { status: 'review_status', note: 'review_reason', clearNote: true, rejectAlso: 'status = 0' }),
};

export const platformCategoryBinding: Binding = {
  resource: platformCategoryResource,
  ...onTable('categories', 'k'),
  columns: { productCount: '(select count(*)::int from products p where p.category_id = k.id)' },
  scope: {},
  uniqueAcross: 'table',
  check: async ({ op, row }) => {
    if (op === 'delete' && Number(row?.productCount) > 0) throw badRequest('该类目下有商品，不能删除');
  },
};

export const TRACKING_BINDINGS: readonly Binding[] = [trackBinding, policyBinding, commodityBinding, platformCategoryBinding];
