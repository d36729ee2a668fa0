import { badRequest } from '../errors.ts';
import type { Queryable } from '../db/client.ts';
import { regionResource, shopComplaintResource, shopReportResource, subsidyRateResource } from '../../src/api/contract/resources/system.ts';
import type { ResourceDecl } from '../../src/api/contract/resource/types.ts';
import { regionChain } from './accounts.ts';
import { onTable, type Binding } from './binding.ts';

/**
 * The region dictionary. A region's province, city and county (for scope) follow from its level:
 * a city's province is its parent, a county's its grandparent.
 */
export const regionBinding: Binding = {
  resource: regionResource,
  ...onTable('regions', 'g', 'left join regions gp on gp.id = g.parent_id left join regions gpp on gpp.id = gp.parent_id'),
  columns: {
    childCount: '(select count(*)::int from regions c where c.parent_id = g.id)',
    institutionCount: '(select count(*)::int from institutions i where g.id in (i.province_id, i.city_id, i.county_id))',
    userCount: '(select count(*)::int from users u where g.id in (u.province_id, u.city_id, u.county_id))',
  },
  labels: { parentId: 'gp.name' },
  scope: {
    province: 'case g.level when 1 then g.id when 2 then g.parent_id else gp.parent_id end',
    city: 'case g.level when 2 then g.id when 3 then g.parent_id end',
    county: 'case g.level when 3 then g.id end',
  },
  create: async ({ q, input }) => {
    const parentId = input.parentId === null || input.parentId === undefined ? null : Number(input.parentId);
    const parent = parentId === null ? null : await regionChain(q, parentId);
    if (parent && parent.level === 3) throw badRequest('区县下不能再添加区域');
    const level = parent ? parent.level + 1 : 1;
    const [dup] = await q.query('select 1 from regions where name = $1 and parent_id is not distinct from $2', [input.name, parentId]);
    if (dup) throw badRequest('同一上级下已有同名区域');
    const [row] = await q.query<{ id: number }>('insert into regions (code, name, level, parent_id) values ($1, $2, $3, $4) returning id', [
      await nextCode(q, parentId, level),
      input.name,
      level,
      parentId,
    ]);
    return row.id;
  },
  check: async ({ q, op, input, row }) => {
    if (op === 'update' && row) {
      const [dup] = await q.query(
        'select 1 from regions where name = $1 and parent_id is not distinct from (select parent_id from regions where id = $2) and id <> $2',
        [input.name, row.id],
      );
      if (dup) throw badRequest('同一上级下已有同名区域');
    }
    if (op === 'delete' && row && (Number(row.childCount) > 0 || Number(row.institutionCount) > 0 || Number(row.userCount) > 0))
      throw badRequest('该区域已有下级区域、机构或用户，不能删除');
  },
};

/**
 * Six-digit codes like the national ones: a province XX0000, a city XXYY00, a county XXYYZZ, the next
 * free number under the parent. 99 cities or counties under one parent at most.
 */
async function nextCode(q: Queryable, parentId: number | null, level: number): Promise<string> {
  const [parent] = parentId ? await q.query<{ code: string }>('select code from regions where id = $1', [parentId]) : [];
  const prefix = parent ? parent.code.slice(0, level === 2 ? 2 : 4) : '';
  const codes = new Set(
    (await q.query<{ code: string }>('select code from regions where level = $1 and code like $2', [level, `${prefix}%`])).map((r) => r.code),
  );
  for (let n = level === 1 ? 11 : 1; n <= 99; n++) {
    const code = `${prefix}${String(n).padStart(2, '0')}`.padEnd(6, '0');
    if (!codes.has(code) && !(await q.query('select 1 from regions where code = $1', [code])).length) return code;
  }
  throw badRequest('该上级下的区域数量已达上限');
}

/** Subsidy rates: the region decides the province and city columns the scope reads. */
export const subsidyRateBinding: Binding = {
  resource: subsidyRateResource,
  ...onTable('subsidy_rates', 'sr', 'left join regions g on g.id = sr.region_id'),
  labels: { regionId: 'g.name' },
  scope: { province: 'sr.province_id', city: 'sr.city_id' },
  encode: { note: (v) => v ?? '' },
  owned: async ({ q, input, caller }) => {
    if (input.regionId === null || input.regionId === undefined) return { updated_by: caller.id };
    const chain = await regionChain(q, Number(input.regionId));
    return { province_id: chain.provinceId, city_id: chain.cityId, updated_by: caller.id };
  },
  check: async ({ q, op, input, caller }) => {
    if (op !== 'create') return;
    if ((input.regionId ?? null) === null && caller.role !== 1) throw badRequest('请选择适用地区');
    const [dup] = await q.query('select 1 from subsidy_rates where class_type = $1 and region_id is not distinct from $2', [
      input.classType,
      input.regionId ?? null,
    ]);
    if (dup) throw badRequest('该地区该班级类型的补贴标准已存在，请直接修改');
  },
  afterWrite: async ({ q, op, id, caller }) => {
    if (op === 'update') await q.query('update subsidy_rates set updated_at = now(), updated_by = $2 where id = $1', [id, caller.id]);
  },
};

const COMPLAINT_JOINS = `join shops s on s.id = c.shop_id join users o on o.id = s.owner_id
  left join users b on b.id = c.user_id left join orders od on od.id = c.order_id left join products pr on pr.id = c.product_id`;

/** Complaints or reports against the shops of learners in the caller's region (the shop owner's region). */
function caseBinding(resource: ResourceDecl, kind: 'complaint' | 'report'): Binding {
  return {
    resource,
    ...onTable('complaints', 'c', COMPLAINT_JOINS),
    where: `c.kind = '${kind}'`,
    columns: {
      shopName: 's.name',
      buyerName: "coalesce(nullif(b.real_name, ''), b.username)",
      orderNo: 'od.order_no',
      productTitle: 'pr.title',
      sellerReply: 'c.reply',
      verdict: "nullif(c.ruling, 'pending')",
    },
    scope: { province: 'o.province_id', city: 'o.city_id', county: 'o.county_id' },
    // one ruling: the verdict, the platform's reply, and (when upheld) the shop's penalty, in one transaction
    update: async ({ q, input, row, caller }) => {
      const upheld = input.verdict === 'upheld';
      const penalty = upheld ? Number(input.penalty ?? 0) : 0;
      await q.query(
        `update complaints set ruling = $2, ruling_reply = $3, penalty = $4, ruled_by = $5, ruled_at = app_now(), status = 'handled' where id = $1`,
        [row.id, input.verdict, input.rulingReply, penalty, caller.id],
      );
      if (penalty > 0) {
        const [shop] = await q.query<{ id: number; before: number; after: number }>(
          `update shops s set score_service = greatest(s.score_service - $2, 10) from shops old
            where s.id = (select shop_id from complaints where id = $1) and old.id = s.id
            returning s.id, old.score_service as before, s.score_service as after`,
          [row.id, penalty],
        );
        await q.query('insert into shop_penalties (shop_id, complaint_id, points, score_before, score_after, created_by) values ($1, $2, $3, $4, $5, $6)', [
          shop.id,
          row.id,
          penalty,
          shop.before,
          shop.after,
          caller.id,
        ]);
      }
    },
  };
}

export const shopComplaintBinding = caseBinding(shopComplaintResource, 'complaint');
export const shopReportBinding = caseBinding(shopReportResource, 'report');
