import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import type { Address } from '../../api/contract/shop.ts';
import { addresses, deleteAddress, setDefaultAddress } from '../../api/shop.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/commerce.css';
import { AddressPopup } from '../../ui/AddressForm.tsx';
import { sortAddresses } from '../../lib/addresses.ts';
import { act } from '../../ui/act.tsx';

/** /harvestAddress: list, add, edit, delete, default. */
export default function AddressPage() {
  const { data, loading, error, reload } = useLoad(async () => sortAddresses(await addresses()), []);
  const [edit, setEdit] = useState<{ open: boolean; value: Address | null }>({ open: false, value: null });
  const run = async (key: string, fn: () => Promise<unknown>, done: string, confirm?: string) => {
    if ((await act(fn, { key, success: done, confirm, danger: !!confirm })).ok) reload();
  };
  return (
    <div className="sp-page sp-narrow">
      <PageState loading={loading && !data} error={!data && error} onRetry={reload} empty={!!data && !data.length} emptyText="还没有收货地址">
        {data?.map((a) => (
          <div key={a.id} className="co-card">
            <div>
              <strong>{a.name}</strong> {a.phone} {a.isDefault && <Tag color="danger">默认</Tag>}
            </div>
            <div className="sp-muted">
              {a.province} {a.city} {a.district} {a.detail}
            </div>
            <div className="bo-actions">
              {!a.isDefault && (
                <Button size="mini" onClick={() => run(`default-${a.id}`, () => setDefaultAddress(a.id), '已设为默认')}>
                  设为默认
                </Button>
              )}
              <Button size="mini" onClick={() => setEdit({ open: true, value: a })}>
                编辑
              </Button>
              <Button size="mini" onClick={() => run(`delete-${a.id}`, () => deleteAddress(a.id), '已删除', '确认删除该地址？')}>
                删除
              </Button>
            </div>
          </div>
        ))}
      </PageState>
      <Button block color="danger" shape="rounded" onClick={() => setEdit({ open: true, value: null })} style={{ marginTop: 12 }}>
        ＋ 新增收货地址
      </Button>
      <AddressPopup
        open={edit.open}
        value={edit.value}
        onClose={() => setEdit({ open: false, value: null })}
        onSaved={() => (setEdit({ open: false, value: null }), reload())}
      />
    </div>
  );
}
