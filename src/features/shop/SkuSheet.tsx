import { useEffect, useMemo, useState } from 'react';
import Popup from '../../ui/overlay/Popup.tsx';
import Stepper from 'antd-mobile/es/components/stepper';
import Button from 'antd-mobile/es/components/button';
import type { ProductDetail, Sku } from '../../api/contract/shop.ts';
import { clampQuantity } from '../../state/cart.ts';
import { Price } from './common.tsx';
import { toast } from '../../ui/toast.ts';
import { initialChoice, type SkuChoice } from './skuChoice.ts';

export type SkuMode = 'cart' | 'buy' | 'choose';

/** The SKU whose spec matches every chosen value, or null while something is unchosen. */
export function matchSku(skus: Sku[], specNames: string[], chosen: Record<string, string>): Sku | null {
  if (specNames.some((n) => !chosen[n])) return null;
  return skus.find((s) => specNames.every((n) => s.spec[n] === chosen[n])) ?? null;
}

/** Can `value` of spec `name` still lead to a SKU in stock, given the other chosen values? */
export function valueAvailable(skus: Sku[], name: string, value: string, chosen: Record<string, string>): boolean {
  return skus.some((s) => s.stock > 0 && s.spec[name] === value && Object.entries(chosen).every(([k, v]) => k === name || !v || s.spec[k] === v));
}

export interface SkuSheetProps {
  product: ProductDetail;
  visible: boolean;
  mode: SkuMode;
  onClose: () => void;
  /** Called with the chosen SKU and quantity; the sheet stays open while it runs. */
  onConfirm: (sku: Sku, quantity: number, mode: SkuMode) => Promise<void> | void;
  /** The values chosen, kept by the page (its 规格 row shows them, and they outlive the sheet); without it the sheet keeps its own. */
  chosen?: SkuChoice;
  onChoose?: (chosen: SkuChoice) => void;
}

/** The bottom sheet: spec values, price and stock of the chosen SKU, quantity bounded by its stock. */
export default function SkuSheet({ product, visible, mode, onClose, onConfirm, chosen: kept, onChoose }: SkuSheetProps) {
  const names = product.specs.map((s) => s.name);
  const [own, setOwn] = useState<SkuChoice>(() => initialChoice(product));
  const chosen = kept ?? own;
  const [qty, setQty] = useState(1);
  const [busy, setBusy] = useState(false);
  const sku = useMemo(() => matchSku(product.skus, names, chosen), [product.skus, names, chosen]);
  const prices = product.skus.map((s) => s.priceFen);
  const stock = sku ? sku.stock : product.stock;
  useEffect(() => setQty((q) => clampQuantity(q, Math.max(1, stock))), [stock]);

  const pick = (name: string, value: string) => {
    const next = { ...chosen, [name]: chosen[name] === value ? '' : value };
    setOwn(next);
    onChoose?.(next);
  };
  const confirm = async (m: SkuMode) => {
    const missing = names.find((n) => !chosen[n]);
    if (missing || !sku) {
      toast(`请选择${missing ?? '规格'}`);
      return;
    }
    if (sku.stock <= 0) {
      toast('该规格已售罄');
      return;
    }
    setBusy(true);
    try {
      await onConfirm(sku, qty, m);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0' }} destroyOnClose={false}>
      <div className="sku-sheet" role="dialog" aria-label="选择规格">
        <div className="sku-head">
          <img src={product.images[0] ?? product.image} alt="" width={88} height={88} />
          <div>
            <div data-testid="sku-price">
              {sku ? (
                <Price fen={sku.priceFen} original={sku.originalPriceFen} size="lg" />
              ) : (
                <Price fen={Math.min(...prices)} original={product.originalPriceFen} size="lg" />
              )}
            </div>
            <div className="sp-muted" data-testid="sku-stock">
              库存{stock}件
            </div>
            <div className="sp-muted">{sku ? `已选：${sku.specText}` : `请选择 ${names.filter((n) => !chosen[n]).join(' ')}`}</div>
          </div>
        </div>
        {product.specs.map((s) => (
          <div key={s.name} className="sku-group">
            <h4>{s.name}</h4>
            <div className="sku-values" role="radiogroup" aria-label={s.name}>
              {s.values.map((v) => (
                <button
                  type="button"
                  role="radio"
                  aria-checked={chosen[s.name] === v}
                  key={v}
                  className={chosen[s.name] === v ? 'on' : ''}
                  disabled={!valueAvailable(product.skus, s.name, v, chosen)}
                  onClick={() => pick(s.name, v)}
                >
                  {v}
                </button>
              ))}
            </div>
          </div>
        ))}
        <div className="sku-qty">
          <span>购买数量</span>
          <Stepper
            min={1}
            max={Math.max(1, Math.min(stock, 999))}
            value={qty}
            onChange={(v) => setQty(clampQuantity(v, stock))}
            disabled={stock <= 0}
            aria-label="购买数量"
          />
        </div>
        {mode === 'choose' ? (
          <div style={{ display: 'flex', gap: 8 }}>
            <Button block color="warning" shape="rounded" loading={busy} onClick={() => confirm('cart')}>
              加入购物车
            </Button>
            <Button block color="danger" shape="rounded" loading={busy} onClick={() => confirm('buy')}>
              立即购买
            </Button>
          </div>
        ) : (
          <Button block color={mode === 'cart' ? 'warning' : 'danger'} shape="rounded" loading={busy} onClick={() => confirm(mode)} disabled={stock <= 0}>
            {stock <= 0 ? '已售罄' : '确定'}
          </Button>
        )}
      </div>
    </Popup>
  );
}
