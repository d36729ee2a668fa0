import type { ProductDetail } from '../../api/contract/shop.ts';

/** Spec values chosen so far, by spec name ('' or absent: not chosen). */
export type SkuChoice = Record<string, string>;

/** What is chosen before the buyer picks anything: the only SKU's values when there is one. */
export function initialChoice(product: Pick<ProductDetail, 'skus'>): SkuChoice {
  return product.skus.length === 1 ? { ...product.skus[0]!.spec } : {};
}

/** The 规格 row of the product page: what was chosen, or which specs are still to choose. */
export function choiceLabel(product: Pick<ProductDetail, 'specs'>, chosen: SkuChoice): string {
  const names = product.specs.map((s) => s.name);
  const missing = names.filter((n) => !chosen[n]);
  if (missing.length) return `请选择 ${missing.join(' ')}`;
  return names.length ? `已选 ${names.map((n) => chosen[n]).join(' ')}` : '默认';
}
