import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  GOODS_LIMITS,
  type GoodsDetail,
  type GoodsInput,
  type GoodsOptions,
  MAX_STOCK,
  type SourceItem,
  skuGrid,
  specKey,
  specTextOf,
} from '../../api/contract/seller.ts';
import type { SpecDef } from '../../api/contract/shop.ts';
import { goodsDetail, goodsOptions, saveGoods, sourceItems } from '../../api/seller.ts';
import { act } from '../../ui/act.tsx';
import InView from '../../ui/InView.tsx';
import PageState from '../../ui/PageState.tsx';
import { toast } from '../../ui/toast.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { FormRow, Panel, useLoad, yuanInput } from './common.tsx';
import '../../ui/resource/resource.css';

const ImagePicker = whenOpen(() => import('./ImagePicker.tsx'));
// the editor (and the HTML sanitiser it brings) is below the fold: it loads after the form is on screen
const RichTextInput = lazy(() => import('../../ui/resource/RichTextInput.tsx'));

interface SkuCell {
  price: string;
  original: string;
  stock: string;
}
interface Form {
  id?: number;
  /** The drawn pictures an edited product without its own shows (kept while images is empty). */
  drawn?: string[];
  title: string;
  subtitle: string;
  categoryId: number | null;
  shopCategoryId: number | null;
  images: string[];
  specs: SpecDef[];
  cells: Record<string, SkuCell>;
  freightTemplateId: number | null;
  detailHtml: string;
  onShelf: boolean;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const EMPTY_CELL: SkuCell = { price: '', original: '', stock: '' };

function fromDetail(d: GoodsDetail): Form {
  return {
    id: d.id,
    drawn: d.drawnImages,
    title: d.title,
    subtitle: d.subtitle,
    categoryId: d.categoryId,
    shopCategoryId: d.shopCategoryId,
    images: d.images,
    specs: d.specs,
    cells: Object.fromEntries(
      d.skus.map((s) => [
        specKey(s.spec),
        { price: yuan(s.priceFen), original: s.originalPriceFen > s.priceFen ? yuan(s.originalPriceFen) : '', stock: String(s.stock) },
      ]),
    ),
    freightTemplateId: d.freightTemplateId,
    detailHtml: d.detailHtml,
    onShelf: d.onShelf,
  };
}

function fromSource(s: SourceItem, opts: GoodsOptions): Form {
  return {
    title: s.title,
    subtitle: s.subtitle,
    categoryId: s.categoryId,
    shopCategoryId: null,
    images: s.images,
    specs: s.specs,
    cells: Object.fromEntries(skuGrid(s.specs).map((spec) => [specKey(spec), { price: yuan(s.priceFen), original: '', stock: '' }])),
    freightTemplateId: opts.freightTemplates.find((t) => t.isDefault)?.id ?? null,
    detailHtml: s.detailHtml,
    onShelf: true,
  };
}

const blank = (opts: GoodsOptions): Form => ({
  title: '',
  subtitle: '',
  categoryId: null,
  shopCategoryId: null,
  images: [],
  specs: [],
  cells: {},
  freightTemplateId: opts.freightTemplates.find((t) => t.isDefault)?.id ?? null,
  detailHtml: '',
  onShelf: true,
});

/** The first problem of the form, as the server would answer it (or null). */
export function formProblem(f: Form): { field: string; message: string } | null {
  const title = f.title.trim();
  if (!title) return { field: 'title', message: '请输入商品标题' };
  if (title.length < 2) return { field: 'title', message: '商品标题至少2个字' };
  if (!f.categoryId) return { field: 'categoryId', message: '请选择商品类目' };
  if (!f.images.length && !f.drawn?.length) return { field: 'images', message: '请至少上传1张商品图片' };
  const names = f.specs.map((s) => s.name.trim());
  if (names.some((n) => !n)) return { field: 'specs', message: '请填写规格名' };
  if (new Set(names).size !== names.length) return { field: 'specs', message: '规格名不能重复' };
  for (const s of f.specs) if (!s.values.length) return { field: 'specs', message: `请填写「${s.name}」的规格值` };
  const grid = skuGrid(f.specs);
  if (grid.length > GOODS_LIMITS.skus) return { field: 'skus', message: `规格组合最多${GOODS_LIMITS.skus}个` };
  for (const spec of grid) {
    const c = f.cells[specKey(spec)] ?? EMPTY_CELL;
    const name = specTextOf(f.specs, spec);
    const price = yuanInput(c.price);
    if (price === null || price < 1) return { field: 'skus', message: `请填写「${name}」的售价` };
    if (c.original.trim()) {
      const orig = yuanInput(c.original);
      if (orig === null) return { field: 'skus', message: `「${name}」的划线价格式有误` };
      if (orig < price) return { field: 'skus', message: `「${name}」的划线价不能低于售价` };
    }
    if (!/^\d{1,6}$/.test(c.stock.trim()) || Number(c.stock) > MAX_STOCK) return { field: 'skus', message: `请填写「${name}」的库存（0到${MAX_STOCK}的整数）` };
  }
  return null;
}

function toInput(f: Form): GoodsInput {
  return {
    id: f.id,
    title: f.title.trim(),
    subtitle: f.subtitle.trim(),
    categoryId: f.categoryId!,
    shopCategoryId: f.shopCategoryId,
    images: f.images,
    specs: f.specs.map((s) => ({ name: s.name.trim(), values: s.values })),
    skus: skuGrid(f.specs).map((spec) => {
      const c = f.cells[specKey(spec)] ?? EMPTY_CELL;
      return { spec, priceFen: yuanInput(c.price)!, originalPriceFen: c.original.trim() ? yuanInput(c.original)! : 0, stock: Number(c.stock) };
    }),
    freightTemplateId: f.freightTemplateId,
    detailHtml: f.detailHtml,
    onShelf: f.onShelf,
  };
}

/**
 * /seller/addGoods (?id= edits, ?source= starts from a 货源): title, platform and shop category,
 * pictures from the library or the camera, specs that make a SKU grid with a price and stock per SKU,
 * freight template, rich-text detail (sanitised on the server) and on/off shelf.
 */
export default function AddGoodsPage() {
  const [sp] = useSearchParams();
  const id = Number(sp.get('id')) || null;
  const source = Number(sp.get('source')) || null;
  const { data, loading, error, reload } = useLoad(async () => {
    const opts = await goodsOptions();
    if (id) return { opts, form: fromDetail(await goodsDetail(id)) };
    if (source) {
      const s = (await sourceItems()).find((x) => x.id === source);
      if (s) return { opts, form: fromSource(s, opts) };
    }
    return { opts, form: blank(opts) };
  }, [id, source]);
  return (
    <PageState loading={loading && !data} error={!data && error} onRetry={reload}>
      {data && <GoodsForm key={`${id}:${source}`} opts={data.opts} initial={data.form} />}
    </PageState>
  );
}

function GoodsForm({ opts, initial }: { opts: GoodsOptions; initial: Form }) {
  const navigate = useNavigate();
  const phone = useBreakpoint() === 'phone';
  const [f, setF] = useState<Form>(initial);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [picking, setPicking] = useState(false);
  const [newValue, setNewValue] = useState<Record<number, string>>({});
  const [batch, setBatch] = useState<SkuCell>(EMPTY_CELL);
  const grid = useMemo(() => skuGrid(f.specs), [f.specs]);
  const set = (patch: Partial<Form>) => setF((x) => ({ ...x, ...patch }));
  const err = (field: string) => (problem?.field === field ? problem.message : null);

  const setSpec = (i: number, s: SpecDef) => set({ specs: f.specs.map((x, j) => (j === i ? s : x)) });
  const addValue = (i: number) => {
    const v = (newValue[i] ?? '').trim();
    const s = f.specs[i]!;
    if (!v) return;
    if (v.length > GOODS_LIMITS.specValue) return void toast.fail(`规格值最多${GOODS_LIMITS.specValue}个字`);
    if (s.values.includes(v)) return void toast.fail('规格值不能重复');
    if (s.values.length >= GOODS_LIMITS.specValues) return void toast.fail(`每个规格最多${GOODS_LIMITS.specValues}个值`);
    setSpec(i, { ...s, values: [...s.values, v] });
    setNewValue((n) => ({ ...n, [i]: '' }));
  };
  const cell = (spec: Record<string, string>) => f.cells[specKey(spec)] ?? EMPTY_CELL;
  const setCell = (spec: Record<string, string>, patch: Partial<SkuCell>) => set({ cells: { ...f.cells, [specKey(spec)]: { ...cell(spec), ...patch } } });
  const applyBatch = () => {
    const cells = { ...f.cells };
    for (const spec of grid) {
      const c = cells[specKey(spec)] ?? EMPTY_CELL;
      cells[specKey(spec)] = { price: batch.price || c.price, original: batch.original || c.original, stock: batch.stock || c.stock };
    }
    set({ cells });
  };

  const submit = async () => {
    const p = formProblem(f);
    setProblem(p);
    if (p) {
      void toast.fail(p.message);
      document.getElementById(`goods-${p.field}`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    const r = await act(() => saveGoods(toInput(f)), { success: f.id ? '保存成功' : '发布成功', key: 'goods-save' });
    if (!r.ok) return;
    navigate('/seller/goodsList');
  };

  const skuInputs = (spec: Record<string, string>, label: string) => {
    const c = cell(spec);
    return {
      price: (
        <input inputMode="decimal" value={c.price} placeholder="0.00" onChange={(e) => setCell(spec, { price: e.target.value })} aria-label={`${label}售价`} />
      ),
      original: (
        <input
          inputMode="decimal"
          value={c.original}
          placeholder="选填"
          onChange={(e) => setCell(spec, { original: e.target.value })}
          aria-label={`${label}划线价`}
        />
      ),
      stock: (
        <input inputMode="numeric" value={c.stock} placeholder="0" onChange={(e) => setCell(spec, { stock: e.target.value })} aria-label={`${label}库存`} />
      ),
    };
  };

  return (
    <div className="sc-page">
      <Panel title="基本信息">
        <div className="sc-form">
          <FormRow label="商品标题" htmlFor="goods-title" required error={err('title')} help={`${f.title.length}/${GOODS_LIMITS.title}`}>
            <input
              id="goods-title"
              type="text"
              maxLength={GOODS_LIMITS.title}
              value={f.title}
              placeholder="真实准确地描述商品核心卖点"
              onChange={(e) => set({ title: e.target.value })}
            />
          </FormRow>
          <FormRow label="商品卖点" htmlFor="goods-subtitle">
            <input
              id="goods-subtitle"
              type="text"
              maxLength={GOODS_LIMITS.subtitle}
              value={f.subtitle}
              placeholder="选填，如：纯棉面料 不起球"
              onChange={(e) => set({ subtitle: e.target.value })}
            />
          </FormRow>
          <FormRow label="商品类目" htmlFor="goods-categoryId" required error={err('categoryId')}>
            <select id="goods-categoryId" value={f.categoryId ?? ''} onChange={(e) => set({ categoryId: e.target.value ? Number(e.target.value) : null })}>
              <option value="">请选择</option>
              {opts.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow
            label="店铺分类"
            htmlFor="goods-shopCategoryId"
            help={
              <>
                买家在店铺首页按分类浏览；<Link to="/seller/classManage">管理分类</Link>
              </>
            }
          >
            <select
              id="goods-shopCategoryId"
              value={f.shopCategoryId ?? ''}
              onChange={(e) => set({ shopCategoryId: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">未分类</option>
              {opts.shopCategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </FormRow>
        </div>
      </Panel>

      <Panel title="商品图片" extra={<small>第一张为主图，最多{GOODS_LIMITS.images}张</small>}>
        <div id="goods-images" className="sc-pics">
          {f.images.map((url, i) => (
            <div key={url} className="sc-pic">
              <img src={url} alt={`商品图片${i + 1}`} width={84} height={84} />
              {i === 0 ? (
                <span className="sc-pic-tag">主图</span>
              ) : (
                <button
                  type="button"
                  className="sc-pic-tag"
                  style={{ border: 0, cursor: 'pointer', background: 'rgba(0,0,0,.5)' }}
                  onClick={() => set({ images: [url, ...f.images.filter((u) => u !== url)] })}
                >
                  设为主图
                </button>
              )}
              <button type="button" className="sc-pic-x" aria-label={`移除商品图片${i + 1}`} onClick={() => set({ images: f.images.filter((u) => u !== url) })}>
                ×
              </button>
            </div>
          ))}
          {!f.images.length &&
            f.drawn?.map((url, i) => (
              <div key={url} className="sc-pic" title="系统生成的图片">
                <img src={url} alt={`系统图片${i + 1}`} width={84} height={84} />
                <span className="sc-pic-tag" style={{ background: 'rgba(0,0,0,.5)' }}>
                  系统图
                </span>
              </div>
            ))}
          {f.images.length < GOODS_LIMITS.images && (
            <button type="button" className="sc-pic-add" onClick={() => setPicking(true)}>
              <span>＋</span>
              <span>图片空间/拍照</span>
            </button>
          )}
        </div>
        {!f.images.length && !!f.drawn?.length && <p className="sc-help">目前使用系统生成的图片；从图片空间选择或拍照后将替换为你的图片。</p>}
        {err('images') && <p className="sc-error">{err('images')}</p>}
      </Panel>

      <Panel title="规格与库存" extra={<small>最多{GOODS_LIMITS.specGroups}组规格</small>}>
        <div id="goods-specs" className="sc-specs">
          {f.specs.map((s, i) => (
            <div key={i} className="sc-spec">
              <div className="sc-spec-head">
                <input
                  className="sc-input"
                  value={s.name}
                  maxLength={GOODS_LIMITS.specName}
                  placeholder="规格名，如：颜色"
                  aria-label={`规格${i + 1}名称`}
                  onChange={(e) => setSpec(i, { ...s, name: e.target.value })}
                />
                <span className="sc-spacer" />
                <button type="button" className="sc-link sc-danger" onClick={() => set({ specs: f.specs.filter((_, j) => j !== i) })}>
                  删除规格
                </button>
              </div>
              <div className="sc-values">
                {s.values.map((v) => (
                  <span key={v} className="sc-chip">
                    {v}
                    <button
                      type="button"
                      className="sc-link sc-chip-x"
                      aria-label={`删除规格值${v}`}
                      onClick={() => setSpec(i, { ...s, values: s.values.filter((x) => x !== v) })}
                    >
                      ×
                    </button>
                  </span>
                ))}
                <input
                  className="sc-input"
                  value={newValue[i] ?? ''}
                  maxLength={GOODS_LIMITS.specValue}
                  placeholder="规格值，如：红色"
                  aria-label={`添加${s.name || `规格${i + 1}`}的值`}
                  onChange={(e) => setNewValue((n) => ({ ...n, [i]: e.target.value }))}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addValue(i);
                    }
                  }}
                />
                <button type="button" className="sc-btn sc-btn-small" onClick={() => addValue(i)}>
                  添加
                </button>
              </div>
            </div>
          ))}
          {f.specs.length < GOODS_LIMITS.specGroups && (
            <button
              type="button"
              className="sc-btn sc-btn-small"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => set({ specs: [...f.specs, { name: '', values: [] }] })}
            >
              ＋ 添加规格{f.specs.length ? '' : '（如颜色、尺码；不加则为单一规格）'}
            </button>
          )}
        </div>
        <div id="goods-skus" style={{ marginTop: 12 }}>
          {grid.length > 1 && (
            <div className="sc-row" style={{ marginBottom: 8 }}>
              <span className="sc-muted">批量设置</span>
              <input
                className="sc-input"
                style={{ width: 90 }}
                inputMode="decimal"
                placeholder="售价"
                value={batch.price}
                onChange={(e) => setBatch({ ...batch, price: e.target.value })}
                aria-label="批量售价"
              />
              <input
                className="sc-input"
                style={{ width: 90 }}
                inputMode="decimal"
                placeholder="划线价"
                value={batch.original}
                onChange={(e) => setBatch({ ...batch, original: e.target.value })}
                aria-label="批量划线价"
              />
              <input
                className="sc-input"
                style={{ width: 90 }}
                inputMode="numeric"
                placeholder="库存"
                value={batch.stock}
                onChange={(e) => setBatch({ ...batch, stock: e.target.value })}
                aria-label="批量库存"
              />
              <button type="button" className="sc-btn sc-btn-small" onClick={applyBatch}>
                应用到全部
              </button>
            </div>
          )}
          {phone ? (
            <div className="sc-sku-cards">
              {grid.map((spec) => {
                const label = specTextOf(f.specs, spec);
                const inputs = skuInputs(spec, label);
                return (
                  <div key={specKey(spec)} className="sc-sku-card">
                    <b>{label}</b>
                    <div className="sc-sku-field">售价（元）{inputs.price}</div>
                    <div className="sc-sku-field">划线价{inputs.original}</div>
                    <div className="sc-sku-field">库存{inputs.stock}</div>
                  </div>
                );
              })}
            </div>
          ) : (
            <div className="sc-table-wrap">
              <table className="sc-table">
                <thead>
                  <tr>
                    <th>规格</th>
                    <th>售价（元）</th>
                    <th>划线价（元）</th>
                    <th>库存</th>
                  </tr>
                </thead>
                <tbody>
                  {grid.map((spec) => {
                    const label = specTextOf(f.specs, spec);
                    const inputs = skuInputs(spec, label);
                    return (
                      <tr key={specKey(spec)}>
                        <td>{label}</td>
                        <td>{inputs.price}</td>
                        <td>{inputs.original}</td>
                        <td>{inputs.stock}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          {err('skus') && <p className="sc-error">{err('skus')}</p>}
          {err('specs') && <p className="sc-error">{err('specs')}</p>}
          <p className="sc-help">共 {grid.length} 个规格组合。库存的每次变化都会记入库存流水（仓储管理）。</p>
        </div>
      </Panel>

      <Panel title="物流与详情">
        <div className="sc-form">
          <FormRow label="运费模板" htmlFor="goods-freight">
            <select
              id="goods-freight"
              value={f.freightTemplateId ?? ''}
              onChange={(e) => set({ freightTemplateId: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">店铺默认模板</option>
              {opts.freightTemplates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                  {t.isDefault ? '（默认）' : ''}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label="商品详情">
            <InView minHeight={120}>
              <Suspense fallback={<span className="sc-muted">编辑器加载中…</span>}>
                <RichTextInput id="goods-detail" label="商品详情" value={f.detailHtml} onChange={(html) => set({ detailHtml: html })} />
              </Suspense>
            </InView>
          </FormRow>
          <FormRow label="上架" htmlFor="goods-onShelf">
            <label className="sc-row" style={{ minHeight: 44 }}>
              <input id="goods-onShelf" type="checkbox" checked={f.onShelf} onChange={(e) => set({ onShelf: e.target.checked })} />
              <span>{f.onShelf ? '保存后立即上架出售' : '保存后放入仓库（已下架）'}</span>
            </label>
          </FormRow>
        </div>
        <div className="sc-actions sc-sticky" style={{ marginTop: 12 }}>
          <button type="button" className="sc-btn" onClick={() => navigate('/seller/goodsList')}>
            取消
          </button>
          <button type="button" className="sc-btn sc-btn-primary" onClick={() => void submit()}>
            {f.id ? '保存修改' : '发布商品'}
          </button>
        </div>
      </Panel>
      <ImagePicker
        open={picking}
        title="选择商品图片"
        max={GOODS_LIMITS.images - f.images.length}
        onPick={(urls) => set({ images: [...f.images, ...urls.filter((u) => !f.images.includes(u))].slice(0, GOODS_LIMITS.images) })}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
