import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DECOR_BLOCK_NAMES, DECOR_LIMITS, type DecorBlock, type DecorBlockType, newBlock } from '../../api/contract/seller.ts';
import type { ProductCard } from '../../api/contract/shop.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { Panel } from './common.tsx';
import { blockProblem, PhonePreview, useDecorEditor } from './decorEditor.tsx';

const ImagePicker = whenOpen(() => import('./ImagePicker.tsx'));
const ProductPicker = whenOpen(() => import('./ProductPicker.tsx'));

const ADDABLE: DecorBlockType[] = ['banner', 'products', 'recommend', 'hot', 'new', 'coupons', 'categories', 'notice', 'image'];
const HELP: Partial<Record<DecorBlockType, string>> = {
  coupons: '自动展示店铺的优惠券、红包和满减活动，买家可直接领取。',
  categories: '自动展示「分类管理」中设为显示的分类，买家点击后浏览该分类的商品。',
  hot: '自动展示销量最高的6件商品。',
  new: '自动展示最新上架的6件商品。',
};

type Picking = { kind: 'images'; index: number; max: number } | { kind: 'products'; index: number; max: number; item?: number } | null;

/**
 * /seller/shopTrim: the shop home's blocks in order (banner, featured products, recommendations, best
 * sellers, new arrivals, coupons, categories, notice, picture), with a live preview at phone size.
 * Publishing changes /shopHome at once.
 */
export default function ShopTrimPage() {
  const ed = useDecorEditor();
  const wide = useBreakpoint() === 'desktop';
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [open, setOpen] = useState<number | null>(null);
  const [picking, setPicking] = useState<Picking>(null);
  const decor = ed.decor;
  const blocks = decor?.blocks ?? [];

  const setBlock = (i: number, b: DecorBlock) => ed.update((d) => ({ ...d, blocks: d.blocks.map((x, j) => (j === i ? b : x)) }));
  const move = (i: number, by: number) =>
    ed.update((d) => {
      const next = [...d.blocks];
      const [b] = next.splice(i, 1);
      next.splice(i + by, 0, b!);
      return { ...d, blocks: next };
    });
  const add = (type: DecorBlockType) => {
    ed.update((d) => ({ ...d, blocks: [...d.blocks, newBlock(type)] }));
    setOpen(blocks.length);
  };
  const remove = (i: number) => {
    ed.update((d) => ({ ...d, blocks: d.blocks.filter((_, j) => j !== i) }));
    setOpen(null);
  };

  const pickedImages = (urls: string[]) => {
    if (!picking || picking.kind !== 'images') return;
    const b = blocks[picking.index];
    if (b?.type === 'banner')
      setBlock(picking.index, { ...b, items: [...b.items, ...urls.map((image) => ({ image, productId: null }))].slice(0, DECOR_LIMITS.bannerItems) });
    if (b?.type === 'image') setBlock(picking.index, { ...b, image: urls[0] ?? b.image });
  };
  const pickedProducts = (cards: ProductCard[]) => {
    if (!picking || picking.kind !== 'products') return;
    ed.remember(cards);
    const b = blocks[picking.index];
    const id = cards[0]?.id ?? null;
    if (b?.type === 'products') setBlock(picking.index, { ...b, productIds: [...b.productIds, ...cards.map((c) => c.id)].slice(0, DECOR_LIMITS.products) });
    if (b?.type === 'image') setBlock(picking.index, { ...b, productId: id });
    if (b?.type === 'banner' && picking.item !== undefined)
      setBlock(picking.index, { ...b, items: b.items.map((it, j) => (j === picking.item ? { ...it, productId: id } : it)) });
  };

  /** ＋ and what it picks, with how many a block has of the most it may: the picker opens for the rest; none at the limit. */
  const pickUpTo = (label: string, pick: { kind: 'images' | 'products'; index: number }, count: number, limit: number) =>
    count < limit && (
      <button type="button" className="sc-btn sc-btn-small" onClick={() => setPicking({ ...pick, max: limit - count })}>
        ＋ {label}（{count}/{limit}）
      </button>
    );
  const titleInput = (i: number, b: Extract<DecorBlock, { title: string }>) => (
    <label className="sc-field" style={{ flexDirection: 'column' }}>
      <span className="sc-muted">模块标题</span>
      <input className="sc-input" maxLength={DECOR_LIMITS.title} value={b.title} onChange={(e) => setBlock(i, { ...b, title: e.target.value })} />
    </label>
  );
  const productName = (id: number | null) => (id ? (ed.products[id]?.title ?? `商品${id}`) : '不关联');

  const body = (b: DecorBlock, i: number) => {
    switch (b.type) {
      case 'banner':
        return (
          <>
            <div className="sc-list">
              {b.items.map((it, j) => (
                <div key={`${it.image}-${j}`} className="sc-item">
                  <img src={it.image} alt={`轮播图${j + 1}`} style={{ width: 120, height: 48 }} width={120} height={48} />
                  <span className="sc-item-body">
                    <span className="sc-muted">点击跳转：{productName(it.productId)}</span>
                    <span className="sc-row">
                      <button type="button" className="sc-link" onClick={() => setPicking({ kind: 'products', index: i, max: 1, item: j })}>
                        关联商品
                      </button>
                      {it.productId && (
                        <button
                          type="button"
                          className="sc-link"
                          onClick={() => setBlock(i, { ...b, items: b.items.map((x, k) => (k === j ? { ...x, productId: null } : x)) })}
                        >
                          取消关联
                        </button>
                      )}
                      <button type="button" className="sc-link sc-danger" onClick={() => setBlock(i, { ...b, items: b.items.filter((_, k) => k !== j) })}>
                        移除
                      </button>
                    </span>
                  </span>
                </div>
              ))}
            </div>
            {pickUpTo('添加图片', { kind: 'images', index: i }, b.items.length, DECOR_LIMITS.bannerItems)}
            <p className="sc-help">建议尺寸 750×300，可从「网站资源」加入现成的海报。</p>
          </>
        );
      case 'products':
        return (
          <>
            {titleInput(i, b)}
            <div className="sc-chips">
              {b.productIds.map((id) => (
                <span key={id} className="sc-chip">
                  {productName(id)}
                  <button
                    type="button"
                    className="sc-link sc-chip-x"
                    aria-label={`移除${productName(id)}`}
                    onClick={() => setBlock(i, { ...b, productIds: b.productIds.filter((x) => x !== id) })}
                  >
                    ×
                  </button>
                </span>
              ))}
            </div>
            {pickUpTo('选择商品', { kind: 'products', index: i }, b.productIds.length, DECOR_LIMITS.products)}
          </>
        );
      case 'recommend':
        return (
          <>
            {titleInput(i, b)}
            <p className="sc-help">
              展示「<Link to="/seller/recomGoods">推荐商品</Link>」中的商品。
            </p>
          </>
        );
      case 'hot':
      case 'new':
        return (
          <>
            {titleInput(i, b)}
            <p className="sc-help">{HELP[b.type]}</p>
          </>
        );
      case 'notice':
        return (
          <label className="sc-field" style={{ flexDirection: 'column' }}>
            <span className="sc-muted">
              公告内容（{b.text.length}/{DECOR_LIMITS.notice}）
            </span>
            <textarea className="sc-input" maxLength={DECOR_LIMITS.notice} value={b.text} onChange={(e) => setBlock(i, { ...b, text: e.target.value })} />
          </label>
        );
      case 'image':
        return (
          <>
            <div className="sc-row">
              {b.image && <img src={b.image} alt="广告图片" width={120} height={48} style={{ borderRadius: 4 }} />}
              <button type="button" className="sc-btn sc-btn-small" onClick={() => setPicking({ kind: 'images', index: i, max: 1 })}>
                {b.image ? '更换图片' : '选择图片'}
              </button>
            </div>
            <div className="sc-row">
              <span className="sc-muted">点击跳转：{productName(b.productId)}</span>
              <button type="button" className="sc-link" onClick={() => setPicking({ kind: 'products', index: i, max: 1 })}>
                关联商品
              </button>
            </div>
          </>
        );
      default:
        return <p className="sc-help">{HELP[b.type]}</p>;
    }
  };

  const editor = decor && (
    <div className="sc-page">
      <Panel
        title="添加模块"
        extra={
          <small>
            {blocks.length}/{DECOR_LIMITS.blocks}
          </small>
        }
      >
        <div className="sc-chips">
          {ADDABLE.map((type) => (
            <button key={type} type="button" className="sc-chip" disabled={blocks.length >= DECOR_LIMITS.blocks} onClick={() => add(type)}>
              ＋ {DECOR_BLOCK_NAMES[type]}
            </button>
          ))}
        </div>
      </Panel>
      <Panel title="页面模块" extra={<small>按顺序从上到下展示</small>}>
        {blocks.length === 0 && <p className="sc-muted">还没有模块，从上方添加。</p>}
        <ol className="sc-blocks" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {blocks.map((b, i) => {
            const problem = blockProblem(b);
            return (
              <li key={`${b.type}-${i}`} className={`sc-block${open === i ? ' is-open' : ''}`}>
                <div className="sc-block-head">
                  <b>
                    {i + 1}. {DECOR_BLOCK_NAMES[b.type]}
                    {'title' in b && b.title ? `：${b.title}` : ''}
                    {problem && <span className="sc-error"> （{problem}）</span>}
                  </b>
                  <button type="button" aria-label={`上移${DECOR_BLOCK_NAMES[b.type]}`} disabled={i === 0} onClick={() => move(i, -1)}>
                    ↑
                  </button>
                  <button type="button" aria-label={`下移${DECOR_BLOCK_NAMES[b.type]}`} disabled={i === blocks.length - 1} onClick={() => move(i, 1)}>
                    ↓
                  </button>
                  <button type="button" aria-expanded={open === i} onClick={() => setOpen(open === i ? null : i)}>
                    {open === i ? '收起' : '编辑'}
                  </button>
                  <button type="button" aria-label={`删除${DECOR_BLOCK_NAMES[b.type]}`} className="sc-danger" onClick={() => remove(i)}>
                    删除
                  </button>
                </div>
                {open === i && <div className="sc-block-body">{body(b, i)}</div>}
              </li>
            );
          })}
        </ol>
        <div className="sc-actions sc-sticky" style={{ marginTop: 12 }}>
          {ed.dirty && (
            <span className="sc-muted" style={{ alignSelf: 'center' }}>
              有未发布的修改
            </span>
          )}
          <Link className="sc-btn" to={`/shopHome?id=${ed.data?.shopId}`} target="_blank">
            查看店铺
          </Link>
          <button
            type="button"
            className="sc-btn sc-btn-primary"
            onClick={async () => {
              const bad = await ed.publish();
              if (bad !== null) {
                setOpen(bad);
                setTab('edit');
              }
            }}
          >
            发布装修
          </button>
        </div>
      </Panel>
    </div>
  );

  return (
    <PageState {...loadState(ed)}>
      {ed.data && decor && (
        <>
          {!wide && (
            <div className="sc-tabs" role="tablist" style={{ marginBottom: 10 }}>
              <button type="button" role="tab" aria-selected={tab === 'edit'} className={tab === 'edit' ? 'is-on' : ''} onClick={() => setTab('edit')}>
                编辑
              </button>
              <button type="button" role="tab" aria-selected={tab === 'preview'} className={tab === 'preview' ? 'is-on' : ''} onClick={() => setTab('preview')}>
                手机预览
              </button>
            </div>
          )}
          <div className="sc-editor">
            {(wide || tab === 'edit') && editor}
            {(wide || tab === 'preview') && (
              <div className="sc-preview-col">
                <PhonePreview state={ed.data} decor={decor} products={ed.products} />
              </div>
            )}
          </div>
          <ImagePicker open={picking?.kind === 'images'} max={picking?.max ?? 1} onPick={pickedImages} onClose={() => setPicking(null)} />
          <ProductPicker
            open={picking?.kind === 'products'}
            max={picking?.max ?? 1}
            chosen={(() => {
              const b = picking ? blocks[picking.index] : undefined;
              return b?.type === 'products' ? b.productIds : [];
            })()}
            onPick={pickedProducts}
            onClose={() => setPicking(null)}
          />
        </>
      )}
    </PageState>
  );
}
