import { useEffect, useState } from 'react';
import { OUTBOUND_KINDS, type StockSku } from '../../api/contract/seller.ts';
import { stockInbound, stockOutbound, stockSkus } from '../../api/seller.ts';
import { debounce } from '../../lib/timing.ts';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import { FormRow, Panel } from './common.tsx';

interface Line extends StockSku {
  quantity: string;
}

/**
 * One stock document (/seller/logisticB 采购入库, /seller/logisticC 其他出库): pick SKUs by title or spec,
 * a quantity each, then the supplier (inbound) or the kind (outbound) and a note. One call, one document
 * number, every line in the ledger.
 */
export default function StockDocForm({ kind }: { kind: 'inbound' | 'outbound' }) {
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<StockSku[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [supplier, setSupplier] = useState('');
  const [outKind, setOutKind] = useState<string>(OUTBOUND_KINDS[0]);
  const [note, setNote] = useState('');
  const [searching, setSearching] = useState(false);
  const [search] = useState(() =>
    debounce((k: string) => {
      stockSkus(k)
        .then(setFound, () => setFound([]))
        .finally(() => setSearching(false));
    }),
  );
  useEffect(() => () => search.cancel(), [search]);

  const add = (s: StockSku) => {
    if (lines.some((l) => l.skuId === s.skuId)) return void toast('已在清单中');
    if (lines.length >= 100) return void toast.fail('一次最多100个规格');
    setLines([...lines, { ...s, quantity: '1' }]);
  };
  const submit = async () => {
    if (!lines.length) return void toast.fail('请选择商品');
    const items: { skuId: number; quantity: number }[] = [];
    for (const l of lines) {
      if (!/^\d{1,5}$/.test(l.quantity.trim()) || Number(l.quantity) < 1) return void toast.fail(`「${l.title}（${l.specText}）」的数量须为1到99999的整数`);
      if (kind === 'outbound' && Number(l.quantity) > l.stock) return void toast.fail(`「${l.title}（${l.specText}）」库存不足，当前库存${l.stock}件`);
      items.push({ skuId: l.skuId, quantity: Number(l.quantity) });
    }
    const units = items.reduce((a, i) => a + i.quantity, 0);
    const r = await act(() => (kind === 'inbound' ? stockInbound(items, supplier.trim(), note.trim()) : stockOutbound(items, outKind, note.trim())), {
      confirm: `确定${kind === 'inbound' ? '入库' : '出库'} ${lines.length} 个规格，共 ${units} 件吗？`,
      key: `stock-${kind}`,
    });
    if (!r.ok) return;
    void toast.success(`${kind === 'inbound' ? '入库' : '出库'}成功，单号 ${r.value.docNo}`);
    setLines([]);
    setNote('');
    setSupplier('');
  };

  return (
    <Panel title={kind === 'inbound' ? '新建入库单' : '新建出库单'}>
      <div className="sc-form">
        <FormRow label="选择商品" htmlFor={`${kind}-search`}>
          <input
            id={`${kind}-search`}
            type="text"
            value={keyword}
            maxLength={50}
            placeholder="输入商品标题或规格搜索"
            onChange={(e) => {
              setKeyword(e.target.value);
              setSearching(true);
              search(e.target.value.trim());
            }}
            onFocus={() => {
              if (!found.length) {
                setSearching(true);
                search(keyword.trim());
              }
            }}
          />
          {(found.length > 0 || searching) && (
            <div className="sc-suggest" role="listbox" aria-label="搜索结果">
              {searching && !found.length && (
                <p className="sc-muted" style={{ padding: 8, margin: 0 }}>
                  搜索中…
                </p>
              )}
              {found.map((s) => (
                <button key={s.skuId} type="button" role="option" aria-selected={lines.some((l) => l.skuId === s.skuId)} onClick={() => add(s)}>
                  <span>
                    {s.title}（{s.specText}）
                  </span>
                  <span className="sc-muted">库存 {s.stock}</span>
                </button>
              ))}
            </div>
          )}
        </FormRow>
        <FormRow label={`${kind === 'inbound' ? '入库' : '出库'}清单`}>
          {lines.length === 0 ? (
            <span className="sc-muted" style={{ paddingTop: 8 }}>
              从上方搜索并点击商品规格加入清单
            </span>
          ) : (
            <div className="sc-lines">
              {lines.map((l) => (
                <div key={l.skuId} className="sc-line">
                  <span>
                    {l.title}（{l.specText}）<span className="sc-muted"> 现有 {l.stock}</span>
                  </span>
                  <input
                    inputMode="numeric"
                    value={l.quantity}
                    aria-label={`${l.title}（${l.specText}）数量`}
                    onChange={(e) => setLines(lines.map((x) => (x.skuId === l.skuId ? { ...x, quantity: e.target.value } : x)))}
                  />
                  <button type="button" className="sc-link sc-danger" onClick={() => setLines(lines.filter((x) => x.skuId !== l.skuId))}>
                    移除
                  </button>
                </div>
              ))}
            </div>
          )}
        </FormRow>
        {kind === 'inbound' ? (
          <FormRow label="供应商" htmlFor="inbound-supplier">
            <input
              id="inbound-supplier"
              type="text"
              maxLength={50}
              value={supplier}
              placeholder="选填，如：广州白云服装批发市场"
              onChange={(e) => setSupplier(e.target.value)}
            />
          </FormRow>
        ) : (
          <FormRow label="出库类型" htmlFor="outbound-kind" required>
            <select id="outbound-kind" value={outKind} onChange={(e) => setOutKind(e.target.value)}>
              {OUTBOUND_KINDS.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </FormRow>
        )}
        <FormRow label="备注" htmlFor={`${kind}-note`}>
          <input id={`${kind}-note`} type="text" maxLength={200} value={note} placeholder="选填" onChange={(e) => setNote(e.target.value)} />
        </FormRow>
      </div>
      <div className="sc-actions" style={{ marginTop: 12 }}>
        <button type="button" className="sc-btn sc-btn-primary" onClick={() => void submit()}>
          {kind === 'inbound' ? '确认入库' : '确认出库'}
        </button>
      </div>
    </Panel>
  );
}
