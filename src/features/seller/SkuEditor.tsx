import { useState } from 'react';
import { MAX_STOCK } from '../../api/contract/seller.ts';
import { goodsSkus, type SkuRow, updateSku } from '../../api/seller.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { toast } from '../../ui/toast.ts';
import { money, useLoad, yuanInput } from './common.tsx';
import Sheet from './Sheet.tsx';

function Row({ sku, onSaved }: { sku: SkuRow; onSaved: () => void }) {
  const [price, setPrice] = useState((sku.priceFen / 100).toFixed(2));
  const [stock, setStock] = useState(String(sku.stock));
  const save = async () => {
    const priceFen = yuanInput(price);
    if (priceFen === null || priceFen < 1) return void toast.fail('请输入正确的售价');
    if (!/^\d{1,6}$/.test(stock.trim()) || Number(stock) > MAX_STOCK) return void toast.fail('库存须为0到999999的整数');
    const change: { priceFen?: number; stock?: number } = {};
    if (priceFen !== sku.priceFen) change.priceFen = priceFen;
    if (Number(stock) !== sku.stock) change.stock = Number(stock);
    if (!Object.keys(change).length) return void toast('没有修改');
    const r = await act(() => updateSku(sku.skuId, change), { success: '已保存', key: `sku-${sku.skuId}` });
    if (r.ok) onSaved();
  };
  return (
    <div className="sc-sku-card">
      <b>{sku.specText}</b>
      <label>
        售价（元）
        <input inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} aria-label={`${sku.specText}售价`} />
      </label>
      <label>
        库存
        <input inputMode="numeric" value={stock} onChange={(e) => setStock(e.target.value)} aria-label={`${sku.specText}库存`} />
      </label>
      <label>
        &nbsp;
        <button type="button" className="sc-btn sc-btn-small sc-btn-primary" onClick={() => void save()}>
          保存
        </button>
      </label>
    </div>
  );
}

/**
 * Price and stock of each SKU of one product, edited in place (/seller/goodsList). A stock change is an
 * adjustment in the stock ledger (商品列表修改库存).
 */
export default function SkuEditor({ productId, title, onClose }: { productId: number; title: string; onClose: () => void }) {
  const { data, loading, error, reload } = useLoad(() => goodsSkus(productId), [productId]);
  return (
    <Sheet title={`改价格/库存：${title}`} onClose={onClose}>
      <PageState loading={loading && !data} error={!data && error} onRetry={reload} empty={!!data && !data.length} emptyText="该商品没有规格">
        <div className="sc-sku-cards">
          {data?.map((s) => (
            <Row key={`${s.skuId}-${s.priceFen}-${s.stock}`} sku={s} onSaved={reload} />
          ))}
        </div>
        {data && (
          <p className="sc-help">
            当前最低价 {money(Math.min(...data.map((s) => s.priceFen)))}，合计库存 {data.reduce((a, s) => a + s.stock, 0)} 件。库存修改会记入库存流水。
          </p>
        )}
      </PageState>
    </Sheet>
  );
}
