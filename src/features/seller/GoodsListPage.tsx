import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RowOf } from '../../api/contract/resource/types.ts';
import { sellerProductResource } from '../../api/contract/resources/goods.ts';
import type { ListQuery } from '../../api/resource.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { money } from './common.tsx';
import './seller.css';

const SkuEditor = whenOpen(() => import('./SkuEditor.tsx'));

type Row = RowOf<typeof sellerProductResource>;
const VIEWS: { key: string; label: string; query: ListQuery }[] = [
  { key: 'all', label: '全部', query: {} },
  { key: 'on', label: '出售中', query: { status: 1 } },
  { key: 'off', label: '已下架', query: { status: 0 } },
  { key: 'soldOut', label: '已售罄', query: { soldOut: 'true' } },
];

/**
 * /seller/goodsList: the shop's products — filter, on/off shelf one by one or in batches, price and
 * stock edited in place per SKU, a sold-out view; the title opens the editor (/seller/addGoods?id=).
 */
export default function GoodsListPage() {
  const navigate = useNavigate();
  const [view, setView] = useState('all');
  const [editing, setEditing] = useState<Row | null>(null);
  const query = VIEWS.find((v) => v.key === view)!.query;
  return (
    <>
      <div className="sc-tabs" role="tablist" aria-label="商品状态" style={{ marginBottom: 10 }}>
        {VIEWS.map((v) => (
          <button key={v.key} type="button" role="tab" aria-selected={view === v.key} className={view === v.key ? 'is-on' : ''} onClick={() => setView(v.key)}>
            {v.label}
          </button>
        ))}
      </div>
      <ResourcePage
        key={view}
        resource={sellerProductResource}
        fixedQuery={query}
        toolbar={
          <button type="button" className="sc-btn sc-btn-primary sc-btn-small" onClick={() => navigate('/seller/addGoods')}>
            发布商品
          </button>
        }
        cells={{
          title: (r) => (
            <Link className="sc-link" to={`/seller/addGoods?id=${r.id}`} title="编辑商品">
              {r.title}
            </Link>
          ),
          priceFen: (r) => (
            <button type="button" className="sc-link" onClick={() => setEditing(r)} aria-label={`${money(r.priceFen ?? 0)} 改价格：${r.title}`}>
              {money(r.priceFen ?? 0)} ✎
            </button>
          ),
          stock: (r) => (
            <button
              type="button"
              className={`sc-link${r.stock === 0 ? ' sc-danger' : ''}`}
              onClick={() => setEditing(r)}
              aria-label={`${r.stock === 0 ? '已售罄' : r.stock} 改库存：${r.title}`}
            >
              {r.stock === 0 ? '已售罄' : r.stock} ✎
            </button>
          ),
        }}
      />
      <SkuEditor open={editing !== null} productId={editing?.id ?? 0} title={editing?.title ?? ''} onClose={() => setEditing(null)} />
    </>
  );
}
