import { useState } from 'react';
import { MAX_STOCK } from '../../api/contract/seller.ts';
import { stockAdjust } from '../../api/seller.ts';
import { act } from '../../ui/act.tsx';
import { FormRow } from './common.tsx';
import Sheet from './Sheet.tsx';

const REASONS = ['盘点差异', '商品损坏', '丢失', '录入错误'];

/** 库存调整: set one SKU's stock to the counted figure, with the reason (an 'adjust' move in the ledger). */
export default function AdjustSheet({ skuId, label, stock, onClose }: { skuId: number; label: string; stock: number; onClose: () => void }) {
  const [value, setValue] = useState(String(stock));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!/^\d{1,6}$/.test(value.trim()) || Number(value) > MAX_STOCK) return setError(`库存须为0到${MAX_STOCK}的整数`);
    if (Number(value) === stock) return setError('库存没有变化');
    if (!reason.trim()) return setError('请输入调整原因');
    setError(null);
    const r = await act(() => stockAdjust(skuId, Number(value), reason.trim()), { success: '调整成功', key: `adjust-${skuId}` });
    if (r.ok) {
      onClose();
    }
  };
  const delta = /^\d+$/.test(value.trim()) ? Number(value) - stock : null;
  return (
    <Sheet title={`库存调整：${label}`} onClose={onClose}>
      <div className="sc-form">
        <FormRow label="当前库存">
          <span style={{ paddingTop: 8 }}>{stock}</span>
        </FormRow>
        <FormRow label="盘点后库存" htmlFor="adjust-stock" required help={delta !== null && delta !== 0 ? `变动 ${delta > 0 ? '+' : ''}${delta}` : undefined}>
          <input id="adjust-stock" type="text" inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} />
        </FormRow>
        <FormRow label="调整原因" htmlFor="adjust-reason" required error={error}>
          <input id="adjust-reason" type="text" maxLength={100} value={reason} placeholder="如：月末盘点少1件" onChange={(e) => setReason(e.target.value)} />
          <div className="sc-chips">
            {REASONS.map((r) => (
              <button key={r} type="button" className="sc-chip" onClick={() => setReason(r)}>
                {r}
              </button>
            ))}
          </div>
        </FormRow>
      </div>
      <div className="sc-actions" style={{ marginTop: 12 }}>
        <button type="button" className="sc-btn" onClick={onClose}>
          取消
        </button>
        <button type="button" className="sc-btn sc-btn-primary" onClick={() => void submit()}>
          确认调整
        </button>
      </div>
    </Sheet>
  );
}
