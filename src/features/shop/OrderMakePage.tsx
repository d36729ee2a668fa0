import { useEffect, useMemo, useRef, useState } from 'react';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import LocationOutline from 'antd-mobile-icons/es/LocationOutline';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import CheckBox from '../../ui/CheckBox.tsx';
import TextArea from 'antd-mobile/es/components/text-area';
import Popup from '../../ui/overlay/Popup.tsx';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { Address, CheckoutPreview } from '../../api/contract/shop.ts';
import { addresses as loadAddresses, checkoutPreview, createOrder } from '../../api/shop.ts';
import { minus, money } from '../../api/contract/money.ts';
import { loadCart } from '../../state/cart.ts';
import PageState from '../../ui/PageState.tsx';
import { AddressForm } from '../../ui/AddressForm.tsx';
import { sortAddresses } from '../../lib/addresses.ts';
import { OfflineNote, decodeItems, useOnline } from './common.tsx';
import { act } from '../../ui/act.tsx';
import CoRow from '../../ui/CoRow.tsx';

export const OFFLINE_CHECKOUT = '结算需要网络连接，当前处于离线状态，请联网后再提交订单';

/** /orderMake: address card, lines per shop, freight, promotions and coupons as the server prices them, note. */
export default function OrderMakePage() {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const online = useOnline();
  const items = useMemo(() => decodeItems(sp.get('items')), [sp]);
  const fromCart = sp.get('cart') === '1';
  // placed from a live room (/liveing): the order carries the session
  const liveSessionId = Number(sp.get('live')) || undefined;
  const [list, setList] = useState<Address[] | null>(null);
  const [addressId, setAddressId] = useState<number | undefined>();
  const [couponIds, setCouponIds] = useState<number[] | undefined>();
  const [note, setNote] = useState('');
  const [preview, setPreview] = useState<CheckoutPreview | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [picker, setPicker] = useState<'list' | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!online) return;
    loadAddresses()
      .then((a) => {
        const sorted = sortAddresses(a);
        setList(sorted);
        setAddressId((cur) => cur ?? sorted[0]?.id);
        if (!sorted.length) setPicker('new');
      })
      .catch(setError);
  }, [online]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick is the trigger that asks for the totals again (retry, or after a refused order)
  useEffect(() => {
    if (!items.length || !online || list === null) return;
    let live = true;
    setLoading(true);
    checkoutPreview({ items, addressId, couponIds })
      .then((p) => live && (setPreview(p), setError(null)))
      .catch((e) => live && setError(e))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [items, addressId, couponIds, online, list, tick]);

  const applied = preview?.shops.flatMap((s) => s.coupons.filter((c) => c.applied).map((c) => c.couponId)) ?? [];
  const toggleCoupon = (id: number, on: boolean) => setCouponIds(on ? [...new Set([...applied, id])] : applied.filter((x) => x !== id));
  const address = list?.find((a) => a.id === addressId) ?? null;

  // one key per checkout as it stands: pressing again after a lost answer gets the same orders, not new ones
  const checkoutKey = useRef({ of: '', key: '' });
  const submit = async () => {
    if (!online) return;
    if (!addressId) {
      setPicker(list?.length ? 'list' : 'new');
      return;
    }
    setBusy(true);
    // one Idempotency-Key per distinct checkout: a resend after a lost answer creates nothing twice
    const input = { items, addressId, couponIds: couponIds ?? applied, note: note.trim() || undefined, fromCart, liveSessionId };
    const of = JSON.stringify(input);
    if (checkoutKey.current.of !== of) checkoutKey.current = { of, key: `co-${crypto.randomUUID()}` };
    const result = await act(() => createOrder(input, checkoutKey.current.key), { key: 'create-order' });
    setBusy(false);
    if (!result.ok) {
      // Told by act (or the API layer); prices or stock may have changed: show the server's new totals.
      if (!result.skipped) setTick((t) => t + 1);
      return;
    }
    if (fromCart) void loadCart();
    navigate(`/commitOrder?orderIds=${result.value.orderIds.join(',')}`, { replace: true });
  };

  if (!items.length) return <PageState empty emptyText="没有要结算的商品" />;
  return (
    <div className="sp-page sp-narrow">
      {!online && <OfflineNote text={OFFLINE_CHECKOUT} />}
      <button type="button" className="co-card co-addr" aria-label="选择收货地址" onClick={() => setPicker(list?.length ? 'list' : 'new')}>
        {address ? (
          <span className="co-addr-text">
            <span>
              <strong>{address.name}</strong>
              {address.phone}
              {address.isDefault && (
                <Tag color="danger" style={{ marginLeft: 6 }}>
                  默认
                </Tag>
              )}
            </span>
            <span className="sp-muted">
              {address.province} {address.city} {address.district} {address.detail}
            </span>
          </span>
        ) : (
          <span>
            <LocationOutline /> 请添加收货地址
          </span>
        )}
        <span className="sp-muted">›</span>
      </button>
      {loading && !preview && online && <Skeleton.Paragraph lineCount={6} animated />}
      <PageState error={!preview && error} onRetry={() => setTick((t) => t + 1)}>
        {preview?.shops.map((s) => (
          <section key={s.shopId} className="co-card" aria-label={s.shopName}>
            <strong>
              <ShopbagOutline /> {s.shopName}
            </strong>
            {s.lines.map((l) => (
              <div key={l.skuId} className="co-line">
                <img src={l.image} alt="" width={64} height={64} />
                <div>
                  <div className="sp-ellipsis">{l.title}</div>
                  <div className="sp-muted">{l.specText}</div>
                  <div className="co-row">
                    <span className="sp-price-now">{money(l.unitPriceFen)}</span>
                    <span>×{l.quantity}</span>
                  </div>
                </div>
              </div>
            ))}
            <CoRow label="商品金额" value={money(s.goodsFen)} />
            <CoRow label="运费" value={s.freightFen ? money(s.freightFen) : '包邮'} />
            {s.discounts.tj > 0 && <CoRow label="天天特价" value={minus(s.discounts.tj)} price />}
            {s.discounts.mj > 0 && (
              <div className="co-row">
                <span>满减{s.mjTitle ? `（${s.mjTitle}）` : ''}</span>
                <span className="sp-price-now">{minus(s.discounts.mj)}</span>
              </div>
            )}
            {s.coupons.map((c) => (
              <div key={c.couponId} className="co-row">
                <CheckBox checked={c.applied} disabled={!c.usable} onChange={(v) => toggleCoupon(c.couponId, v)}>
                  {c.kind === 'yhq' ? '优惠券' : '红包'} {c.title}
                  {!c.usable && '（未满足使用条件）'}
                </CheckBox>
                <span className="sp-price-now">{c.applied ? minus(c.kind === 'yhq' ? s.discounts.yhq : s.discounts.hb) : ''}</span>
              </div>
            ))}
            <CoRow label="优惠" value={minus(s.discountFen)} price />
            <CoRow label="小计" value={money(s.payFen)} price strong />
          </section>
        ))}
        {preview && (
          <div className="co-card">
            <TextArea
              placeholder="订单备注（选填，最多200字）"
              maxLength={200}
              value={note}
              onChange={setNote}
              autoSize={{ minRows: 1, maxRows: 3 }}
              aria-label="订单备注"
            />
            <CoRow label="商品总额" value={money(preview.goodsFen)} />
            <CoRow label="运费" value={money(preview.freightFen)} />
            <CoRow label="优惠" value={minus(preview.discountFen)} price />
          </div>
        )}
      </PageState>
      <div className="co-bar">
        <span>
          实付：
          <strong className="sp-price-now" data-testid="pay-total">
            {preview ? money(preview.payFen) : '—'}
          </strong>
        </span>
        <Button color="danger" shape="rounded" loading={busy} disabled={!online || !preview} onClick={submit}>
          提交订单
        </Button>
      </div>
      <Popup
        visible={picker !== null}
        onMaskClick={() => setPicker(null)}
        destroyOnClose
        bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '85vh', overflowY: 'auto' }}
      >
        {picker === 'list' && (
          <List header="选择收货地址">
            {list?.map((a) => (
              <List.Item
                key={a.id}
                onClick={() => (setAddressId(a.id), setPicker(null))}
                description={`${a.province} ${a.city} ${a.district} ${a.detail}`}
                extra={a.id === addressId ? '✓' : ''}
              >
                {a.name} {a.phone} {a.isDefault && <Tag color="danger">默认</Tag>}
              </List.Item>
            ))}
            <List.Item onClick={() => setPicker('new')}>＋ 新增收货地址</List.Item>
          </List>
        )}
        {picker === 'new' && (
          <AddressForm
            onCancel={() => setPicker(null)}
            onSaved={(a) => {
              setList((l) => sortAddresses([...(l ?? []).filter((x) => x.id !== a.id).map((x) => (a.isDefault ? { ...x, isDefault: false } : x)), a]));
              setAddressId(a.id);
              setPicker(null);
            }}
          />
        )}
      </Popup>
    </div>
  );
}
