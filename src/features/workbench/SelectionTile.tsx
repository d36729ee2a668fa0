import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { SelectionCard } from '../../api/contract/workbench.ts';
import { addToSelection } from '../../api/workbench.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import './workbench.css';
import ListView from '../../ui/resource/ListView.tsx';
import type { ListController } from '../../ui/resource/useListController.ts';

/** A product open for distribution: price, rate, what one sale earns, add to my selection. */
export default function SelectionTile({ p, onAdded }: { p: SelectionCard; onAdded: () => void }) {
  const navigate = useNavigate();
  const add = async () => {
    const r = await act(() => addToSelection(p.id), { success: '已加入我的选品', key: `select-${p.id}` });
    if (r.ok) onAdded();
  };
  return (
    <div className="wb-tile" data-testid={`pick-${p.id}`}>
      <button type="button" onClick={() => navigate(`/workbench/goodsDetails?id=${p.id}`)} aria-label={p.title}>
        <img src={p.image} alt="" loading="lazy" width={300} height={300} />
      </button>
      <div className="wb-tile-body">
        <div className="wb-tile-title">{p.title}</div>
        <div className="wb-between">
          <span className="wb-money">{money(p.priceFen)}</span>
          <span className="wb-tag is-rate">佣金{p.rate}%</span>
        </div>
        <div className="wb-earn">
          <span>每单赚</span>
          <strong>{money(p.commissionFen)}</strong>
        </div>
        <button type="button" className="wb-link" onClick={() => navigate(`/workbench/workStoreShop?id=${p.shopId}`)}>
          {p.shopName} ›
        </button>
        <span className="wb-muted">
          已售 {p.sales} · {p.anchors} 位主播在带
        </span>
        {p.selected ? (
          <Button size="small" disabled>
            已在我的选品
          </Button>
        ) : (
          <Button size="small" color="primary" onClick={() => void add()}>
            加入选品
          </Button>
        )}
      </div>
    </div>
  );
}

/** A page of the selection as tiles, loaded through the list controller; adding one to the shelf reloads it. */
export function SelectionGrid({ list, emptyText }: { list: ListController<SelectionCard>; emptyText: string }) {
  return (
    <ListView list={list} emptyText={emptyText}>
      {(rows) => (
        <div className="wb-grid">
          {rows.map((p) => (
            <SelectionTile key={p.id} p={p} onAdded={list.reload} />
          ))}
        </div>
      )}
    </ListView>
  );
}
