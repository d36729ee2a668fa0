import { useEffect, useMemo, useState } from 'react';
import { DECOR_BLOCK_NAMES, DECOR_LIMITS, type DecorBlock, type DecorState, type ShopDecor } from '../../api/contract/seller.ts';
import type { ProductCard } from '../../api/contract/shop.ts';
import { decorState, saveDecor } from '../../api/seller.ts';
import { act } from '../../ui/act.tsx';
import ShopFrontView from '../../ui/shopFront/ShopFrontView.tsx';
import { toast } from '../../ui/toast.ts';
import { useLoad } from './common.tsx';
import { FORM_SOURCE } from '../../ui/useLoad.ts';

/** What a block still lacks before it can be published, or null. */
export function blockProblem(b: DecorBlock): string | null {
  switch (b.type) {
    case 'banner':
      return b.items.length ? null : '轮播图至少1张';
    case 'products':
      if (!b.title.trim()) return '请输入模块标题';
      return b.productIds.length ? null : '请选择精选商品';
    case 'recommend':
    case 'hot':
    case 'new':
      return b.title.trim() ? (b.title.trim().length > DECOR_LIMITS.title ? `标题最多${DECOR_LIMITS.title}个字` : null) : '请输入模块标题';
    case 'notice':
      return b.text.trim() ? null : '请输入公告内容';
    case 'image':
      return b.image ? null : '请选择广告图片';
    default:
      return null;
  }
}

/**
 * The shop home's decoration being edited (/seller/myShopDesign, /seller/shopTrim): loaded once, changed
 * locally with a live preview, published in one call.
 */
export function useDecorEditor() {
  const load = useLoad(decorState, [], FORM_SOURCE);
  const [decor, setDecor] = useState<ShopDecor | null>(null);
  const [cards, setCards] = useState<Record<number, ProductCard>>({});
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (load.data) {
      setDecor(load.data.decor);
      setDirty(false);
    }
  }, [load.data]);
  const update = (change: (d: ShopDecor) => ShopDecor) => {
    setDecor((d) => (d ? change(d) : d));
    setDirty(true);
  };
  const remember = (list: ProductCard[]) => setCards((c) => ({ ...c, ...Object.fromEntries(list.map((p) => [p.id, p])) }));
  const publish = async (): Promise<number | null> => {
    if (!decor) return null;
    const bad = decor.blocks.findIndex((b) => blockProblem(b));
    if (bad >= 0) {
      void toast.fail(`「${DECOR_BLOCK_NAMES[decor.blocks[bad]!.type]}」${blockProblem(decor.blocks[bad]!)}`);
      return bad;
    }
    const r = await act(() => saveDecor(decor), { success: '装修已发布', key: 'decor-publish' });
    if (r.ok) setDirty(false);
    return null;
  };
  const products = useMemo(() => ({ ...(load.data?.products ?? {}), ...cards }), [load.data, cards]);
  return { ...load, decor, update, remember, products, publish, dirty };
}

/** The shop home at phone size, as buyers will see it. */
export function PhonePreview({ state, decor, products }: { state: DecorState; decor: ShopDecor; products: Record<number, ProductCard> }) {
  return (
    <div className="sc-phone" role="region" aria-label="手机预览">
      <div className="sc-phone-bar">店铺首页预览</div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls: reached by Tab, scrolled with the arrow keys */}
      <div className="sc-phone-screen" tabIndex={0}>
        <ShopFrontView preview front={{ ...state, decor, products }} shop={{ name: state.shopName, logo: state.logo }} promotions={state.promotions} />
      </div>
    </div>
  );
}
