import { useEffect, useState } from 'react';
import ShopbagOutline from 'antd-mobile-icons/es/ShopbagOutline';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import CheckBox from '../../ui/CheckBox.tsx';
import Stepper from 'antd-mobile/es/components/stepper';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import Button from 'antd-mobile/es/components/button';
import type { CartLine, CartShop } from '../../api/contract/shop.ts';
import { money } from '../../api/contract/money.ts';
import { session } from '../../state/session.ts';
import { buyable, cart, loadCart, removeLines, selectLines, selectedItems, setQuantity, startCartSync, totals } from '../../state/cart.ts';
import PageState from '../../ui/PageState.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useDebounced } from '../../lib/timing.ts';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import { OfflineNote, encodeItems, useOnline } from './common.tsx';

function Line({ line, editing, swipe }: { line: CartLine; editing: boolean; swipe: boolean }) {
  const ok = buyable(line);
  // Spec §9 debounce: taps on the stepper show at once and send one change, 500 ms after the last tap.
  const [typed, setTyped] = useState<number | null>(null);
  const sendQuantity = useDebounced((q: number) => {
    void act(() => setQuantity(line.skuId, q)).then(() => setTyped((t) => (t === q ? null : t)));
  });
  const body = (
    <div className={`cart-line${ok ? '' : ' cart-off'}`} data-testid={`cart-line-${line.skuId}`}>
      <CheckBox
        label={`选择 ${line.title}`}
        checked={line.selected && (ok || editing)}
        disabled={!ok && !editing}
        onChange={(v) => act(() => selectLines(v, [line.skuId]))}
      />
      <Link className="cart-line-img" to={`/productDetail?id=${line.productId}`} aria-label={`查看 ${line.title}`}>
        <img src={line.image} alt="" width={80} height={80} />
      </Link>
      <div className="cart-line-body">
        <div className="sp-ellipsis">{line.title}</div>
        {line.specText && <span className="cart-spec">{line.specText}</span>}
        {!line.onShelf && <div className="sp-muted">商品已下架</div>}
        {line.onShelf && line.stock <= 0 && <div className="sp-muted">已售罄</div>}
        <div className="cart-line-foot">
          <span className="sp-price-now">{money(line.priceFen)}</span>
          <Stepper
            aria-label={`${line.title} 数量`}
            min={1}
            max={Math.max(1, Math.min(line.stock, 999))}
            value={typed ?? line.quantity}
            disabled={!ok}
            onChange={(v) => {
              setTyped(v);
              sendQuantity(v);
            }}
          />
        </div>
      </div>
    </div>
  );
  if (!swipe) return body;
  return (
    <SwipeAction
      rightActions={[
        {
          key: 'delete',
          text: '删除',
          color: 'danger',
          onClick: () => void act(() => removeLines([line.skuId]), { key: `cart-remove-${line.skuId}`, confirm: '确认删除该商品吗？' }),
        },
      ]}
    >
      {body}
    </SwipeAction>
  );
}

function ShopGroup({ shop, editing, swipe }: { shop: CartShop; editing: boolean; swipe: boolean }) {
  const lines = shop.lines.filter((l) => buyable(l) || editing);
  const all = lines.length > 0 && lines.every((l) => l.selected);
  return (
    <section className="cart-shop" aria-label={shop.shopName}>
      <div className="cart-shop-head">
        <CheckBox
          label={`选择店铺 ${shop.shopName}`}
          checked={all}
          disabled={!lines.length}
          onChange={(v) =>
            act(() =>
              selectLines(
                v,
                lines.map((l) => l.skuId),
              ),
            )
          }
        />
        <Link className="sp-plain-link" to={`/shopHome?id=${shop.shopId}`}>
          <ShopbagOutline /> {shop.shopName} ›
        </Link>
      </div>
      {shop.lines.map((l) => (
        <Line key={l.skuId} line={l} editing={editing} swipe={swipe} />
      ))}
    </section>
  );
}

/** /shopCart: grouped by shop, per line / shop / all selection, stepper, swipe or edit-mode delete, 合计, 结算. */
export default function CartPage() {
  const navigate = useNavigate();
  const c = useSnapshot(cart);
  const { token } = useSnapshot(session);
  const online = useOnline();
  const bp = useBreakpoint();
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    startCartSync();
    void loadCart();
  }, []);
  const t = totals(c.shops as CartShop[]);
  const allLines = c.shops.flatMap((s) => s.lines);
  const checkout = () => {
    const items = selectedItems(c.shops as CartShop[]);
    if (!items.length) {
      toast('请选择要结算的商品');
      return;
    }
    if (!token) {
      navigate(`/login?redirect=${encodeURIComponent('/shopCart')}`);
      return;
    }
    if (!online) {
      toast('结算需要网络连接，请联网后再试');
      return;
    }
    navigate(`/orderMake?items=${encodeItems(items)}&cart=1`);
  };
  const removeSelected = async () => {
    const ids = allLines.filter((l) => l.selected).map((l) => l.skuId);
    if (!ids.length) {
      toast('请选择要删除的商品');
      return;
    }
    await act(() => removeLines(ids), { key: 'cart-remove-selected', confirm: `确认删除选中的${ids.length}种商品吗？` });
  };
  return (
    <div className="sp-page sp-narrow">
      <header className="sp-section-head" style={{ padding: '4px 2px' }}>
        <h2>购物车{t.count ? `（${t.count}）` : ''}</h2>
        {allLines.length > 0 && (
          <button type="button" className="sp-link" onClick={() => setEditing(!editing)}>
            {editing ? '完成' : '管理'}
          </button>
        )}
      </header>
      {!online && <OfflineNote text="当前处于离线状态，购物车保存在本机，联网后自动同步" />}
      {!token && allLines.length > 0 && <div className="sp-muted">未登录，购物车保存在本机，登录后自动合并</div>}
      {c.skipped.length > 0 && <div className="sp-muted">有{c.skipped.length}件商品已售罄或下架，未能加入购物车</div>}
      <PageState loading={c.loading} error={c.error} onRetry={() => void loadCart()} empty={!c.loading && allLines.length === 0} emptyText="购物车还是空的">
        {c.shops.map((s) => (
          <ShopGroup key={s.shopId} shop={s as CartShop} editing={editing} swipe={bp === 'phone' && !editing} />
        ))}
      </PageState>
      {allLines.length === 0 && !c.loading && (
        <div style={{ textAlign: 'center' }}>
          <Button color="primary" fill="outline" shape="rounded" onClick={() => navigate('/home')}>
            去逛逛
          </Button>
        </div>
      )}
      {allLines.length > 0 && (
        <div className="cart-bar">
          <CheckBox checked={t.allSelected} onChange={(v) => act(() => selectLines(v))}>
            全选
          </CheckBox>
          {editing ? (
            <>
              <span className="grow" />
              <Button color="danger" fill="outline" shape="rounded" onClick={removeSelected}>
                删除
              </Button>
            </>
          ) : (
            <>
              <span className="grow">
                合计：
                <strong className="sp-price-now" data-testid="cart-total">
                  {money(t.selectedFen)}
                </strong>
              </span>
              <Button color="danger" shape="rounded" onClick={checkout}>
                结算({t.selectedCount})
              </Button>
            </>
          )}
        </div>
      )}
    </div>
  );
}
