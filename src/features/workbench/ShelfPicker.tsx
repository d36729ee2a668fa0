import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { anchorProductResource } from '../../api/contract/resources/workbench.ts';
import type { RowOf } from '../../api/contract/resource/types.ts';
import { resourceCalls } from '../../api/resource.ts';
import { money } from '../../api/contract/money.ts';
import { session } from '../../state/session.ts';
import './workbench.css';

type Pick = RowOf<typeof anchorProductResource>;

/** My selection, in shelf order, to pick a session's products from. */
export function useSelectionRows() {
  const { roles } = useSnapshot(session);
  const [rows, setRows] = useState<Pick[] | null>(null);
  useEffect(() => {
    if (!roles[0]) return;
    resourceCalls(anchorProductResource, roles[0])
      .list({ pageNum: 1, pageSize: 100, sort: 'sort', order: 'asc' })
      .then(
        (p) => setRows(p.list),
        () => setRows([]),
      );
  }, [roles]);
  return rows;
}

/** Checkboxes over my selection; the order picked is the shelf order. */
export default function ShelfPicker({ rows, value, onChange }: { rows: Pick[]; value: number[]; onChange: (ids: number[]) => void }) {
  if (!rows.length) return <p className="wb-muted">我的选品还是空的：先去选品中心挑选商品。</p>;
  return (
    <fieldset className="wb-picks" aria-label="直播商品">
      {rows.map((r) => {
        const id = r.productId as number;
        return (
          <label key={r.id} data-testid={`shelf-pick-${id}`}>
            <input type="checkbox" checked={value.includes(id)} onChange={(e) => onChange(e.target.checked ? [...value, id] : value.filter((x) => x !== id))} />
            <img src={`/v1/wangchuang/media/product/${id}-0.png`} alt="" width={32} height={32} />
            <span style={{ flex: 1, minWidth: 0 }}>{r.productTitle}</span>
            <span className="wb-muted">
              {money(r.priceFen ?? 0)} · {r.open ? `佣金${r.rate}%` : '已停止分销'}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
