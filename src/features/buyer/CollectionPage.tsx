import { useState } from 'react';
import { Link } from 'react-router-dom';
import Tabs from 'antd-mobile/es/components/tabs';
import Button from 'antd-mobile/es/components/button';
import { confirm } from '../../ui/overlay/dialogs.ts';
import { favouriteProducts, favouriteShops, setFavourite } from '../../api/shop.ts';
import PageState from '../../ui/PageState.tsx';
import { GridSkeleton } from '../../ui/GridSkeleton.tsx';
import { Price } from '../../ui/Price.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/commerce.css';

/** /collection: favourite products and shops. */
export default function CollectionPage() {
  const [tab, setTab] = useState<'product' | 'shop'>('product');
  const products = useLoad(favouriteProducts, []);
  const shops = useLoad(favouriteShops, []);
  const cur = tab === 'product' ? products : shops;
  const remove = async (type: 'product' | 'shop', id: number) => {
    if (!(await confirm({ content: type === 'product' ? '确认取消收藏该商品？' : '确认取消关注该店铺？' }))) return;
    await setFavourite(type, id, false);
    (type === 'product' ? products : shops).reload();
  };
  return (
    <div className="sp-page sp-narrow">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as 'product' | 'shop')}>
        <Tabs.Tab key="product" title="收藏的商品" />
        <Tabs.Tab key="shop" title="关注的店铺" />
      </Tabs>
      {cur.loading && !cur.data ? (
        <GridSkeleton count={4} />
      ) : (
        <PageState
          error={!cur.data && cur.error}
          onRetry={cur.reload}
          empty={!!cur.data && !cur.data.length}
          emptyText={tab === 'product' ? '还没有收藏商品' : '还没有关注店铺'}
        >
          {tab === 'product' &&
            products.data?.map((p) => (
              <div key={p.id} className="shop-row">
                <Link className="shop-row-link" to={`/productDetail?id=${p.id}`}>
                  <img src={p.image} alt="" width={56} height={56} />
                  <div style={{ flex: 1, minWidth: 0 }}>
                    <div className="sp-ellipsis">{p.title}</div>
                    <Price fen={p.priceFen} original={p.originalPriceFen} size="sm" />
                    {!p.onShelf && <span className="sp-muted"> 已下架</span>}
                  </div>
                </Link>
                <Button size="mini" onClick={() => void remove('product', p.id)}>
                  取消收藏
                </Button>
              </div>
            ))}
          {tab === 'shop' &&
            shops.data?.map((s) => (
              <div key={s.id} className="shop-row">
                <Link className="shop-row-link" to={`/shopHome?id=${s.id}`}>
                  <img src={s.logo} alt="" width={56} height={56} />
                  <div style={{ flex: 1 }}>
                    <strong>{s.name}</strong>
                    <div className="sp-muted">{s.followers}人关注</div>
                  </div>
                </Link>
                <Button size="mini" onClick={() => void remove('shop', s.id)}>
                  取消关注
                </Button>
              </div>
            ))}
        </PageState>
      )}
    </div>
  );
}
