import { proxy } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import type { Cart, CartLine, CartShop } from '../api/contract/shop.ts';
import * as api from '../api/shop.ts';
import { keyValStore } from '../storage/idb.ts';
import { onLogout, session } from './session.ts';

/**
 * The cart. Signed in and online it is the server cart. Signed out or offline it lives on the device
 * (IndexedDB via idb-keyval) and is merged into the server cart on sign-in or when the network is
 * back: the server keeps the larger quantity of each line, so nothing is lost and merging twice is
 * harmless. Lines are only removed from the device after the server accepted them.
 */

/** A cart line kept on the device: the server line plus its shop. */
export interface LocalLine extends CartLine {
  shopId: number;
  shopName: string;
}

export interface CartState {
  shops: CartShop[];
  loading: boolean;
  loaded: boolean;
  error: unknown;
  /** 'server': the lines are the server cart; 'local': the device cart (signed out or offline). */
  mode: 'server' | 'local';
  /** SKUs the last merge could not take (sold out, off shelf). */
  skipped: number[];
}

export const cart = proxy<CartState>({ shops: [], loading: false, loaded: false, error: null, mode: 'local', skipped: [] });

export const cartStore = keyValStore('cy-cart');
const LINES = 'lines';
const SNAPSHOT = 'snapshot';
export const MAX_LINE_QUANTITY = 999;

// ---- pure helpers ------------------------------------------------------------------------------

/** Lines grouped by shop, shops in first-seen order. */
export function groupLines(lines: LocalLine[]): CartShop[] {
  const map = new Map<number, CartShop>();
  for (const l of lines) {
    if (!map.has(l.shopId)) map.set(l.shopId, { shopId: l.shopId, shopName: l.shopName, lines: [] });
    const { shopId: _s, shopName: _n, ...line } = l;
    map.get(l.shopId)!.lines.push(line);
  }
  return [...map.values()];
}

/** Shops flattened back to device lines. */
export function flatten(shops: readonly CartShop[]): LocalLine[] {
  return shops.flatMap((s) => s.lines.map((l) => ({ ...l, shopId: s.shopId, shopName: s.shopName })));
}

/** Can this line be bought now? */
export const buyable = (l: Pick<CartLine, 'onShelf' | 'stock'>) => l.onShelf && l.stock > 0;

export interface CartTotals {
  count: number;
  selectedCount: number;
  selectedFen: number;
  allSelected: boolean;
}

/** Count of pieces, selected pieces, 合计 in fen (selected buyable lines) and whether all buyable lines are selected. */
export function totals(shops: readonly CartShop[]): CartTotals {
  let count = 0,
    selectedCount = 0,
    selectedFen = 0,
    buyableLines = 0,
    selectedLines = 0;
  for (const s of shops) {
    for (const l of s.lines) {
      count += l.quantity;
      if (!buyable(l)) continue;
      buyableLines++;
      if (l.selected) {
        selectedLines++;
        selectedCount += l.quantity;
        selectedFen += l.priceFen * l.quantity;
      }
    }
  }
  return { count, selectedCount, selectedFen, allSelected: buyableLines > 0 && selectedLines === buyableLines };
}

/** The stepper bound: 1 … min(stock, 999). */
export function clampQuantity(q: number, stock: number): number {
  const max = Math.max(1, Math.min(stock, MAX_LINE_QUANTITY));
  if (!Number.isFinite(q)) return 1;
  return Math.min(max, Math.max(1, Math.floor(q)));
}

/** Adds `line` to the device lines (same SKU: quantities add up, bounded by stock). */
export function addLine(lines: LocalLine[], line: LocalLine): LocalLine[] {
  const found = lines.find((l) => l.skuId === line.skuId);
  if (found)
    return lines.map((l) => (l.skuId === line.skuId ? { ...l, ...line, quantity: clampQuantity(l.quantity + line.quantity, line.stock), selected: true } : l));
  return [{ ...line, quantity: clampQuantity(line.quantity, line.stock), selected: true }, ...lines];
}

/** The device view of a signed-in user offline: the last server cart with the device lines over it (larger quantity wins). */
export function combine(snapshot: LocalLine[], lines: LocalLine[]): LocalLine[] {
  const out = [...lines];
  for (const s of snapshot) {
    const i = out.findIndex((l) => l.skuId === s.skuId);
    if (i < 0) out.push(s);
    else out[i] = { ...out[i]!, quantity: Math.max(out[i]!.quantity, s.quantity) };
  }
  return out;
}

// ---- state -------------------------------------------------------------------------------------

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const signedIn = () => !!session.token;
const serverCartActive = () => signedIn() && online();

async function localLines(): Promise<LocalLine[]> {
  const lines = (await cartStore.get<LocalLine[]>(LINES)) ?? [];
  if (!signedIn()) return lines;
  return combine((await cartStore.get<LocalLine[]>(SNAPSHOT)) ?? [], lines);
}

async function setLocal(lines: LocalLine[]) {
  await cartStore.set(LINES, lines);
  cart.shops = groupLines(lines);
  cart.mode = 'local';
}

async function setServer(c: Cart) {
  cart.shops = c.shops;
  cart.mode = 'server';
  await cartStore.set(SNAPSHOT, flatten(c.shops));
}

/** Merges the device lines into the server cart; they leave the device only when the server took them. */
export async function syncCart(): Promise<void> {
  if (!serverCartActive()) return;
  const lines = (await cartStore.get<LocalLine[]>(LINES)) ?? [];
  if (lines.length) {
    const merged = await api.cartMerge(lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, selected: l.selected })));
    await cartStore.del(LINES);
    cart.skipped = (merged as Cart & { skipped?: number[] }).skipped ?? [];
    await setServer(merged);
  } else {
    await setServer(await api.getCart());
  }
}

/** Loads the cart (merging device lines first when signed in and online). */
export async function loadCart(): Promise<void> {
  cart.loading = !cart.loaded;
  cart.error = null;
  try {
    if (serverCartActive()) {
      try {
        await syncCart();
      } catch (e) {
        // Network gone mid-way: show the device cart instead of an error.
        if ((e as { status?: number }).status === 0) await setLocal(await localLines());
        else throw e;
      }
    } else {
      cart.shops = groupLines(await localLines());
      cart.mode = 'local';
    }
    cart.loaded = true;
  } catch (e) {
    cart.error = e;
  } finally {
    cart.loading = false;
  }
}

/** Adds a SKU (with what the page knows of it, so the device cart can show it offline). */
export async function addToCart(line: Omit<LocalLine, 'id' | 'selected' | 'onShelf'>): Promise<void> {
  if (serverCartActive()) {
    await setServer(await api.cartAdd(line.skuId, line.quantity));
    return;
  }
  await setLocal(addLine(await localLines(), { ...line, id: line.skuId, selected: true, onShelf: true }));
}

/** Sets a line's quantity, bounded by its stock. */
export async function setQuantity(skuId: number, quantity: number): Promise<void> {
  const line = flatten(cart.shops).find((l) => l.skuId === skuId);
  if (!line) return;
  const q = clampQuantity(quantity, line.stock);
  if (serverCartActive()) {
    await setServer(await api.cartUpdate(skuId, q));
    return;
  }
  await setLocal((await localLines()).map((l) => (l.skuId === skuId ? { ...l, quantity: q } : l)));
}

export async function removeLines(skuIds: number[]): Promise<void> {
  if (!skuIds.length) return;
  if (serverCartActive()) {
    await setServer(await api.cartRemove(skuIds));
    return;
  }
  const ids = new Set(skuIds);
  await cartStore.set(
    SNAPSHOT,
    ((await cartStore.get<LocalLine[]>(SNAPSHOT)) ?? []).filter((l) => !ids.has(l.skuId)),
  );
  await setLocal((await localLines()).filter((l) => !ids.has(l.skuId)));
}

/** Selects lines (skuIds) or every buyable line (skuIds omitted). */
export async function selectLines(selected: boolean, skuIds?: number[]): Promise<void> {
  if (serverCartActive()) {
    await setServer(await api.cartSelect(selected, skuIds));
    return;
  }
  const ids = skuIds ? new Set(skuIds) : null;
  await setLocal((await localLines()).map((l) => (!ids || ids.has(l.skuId) ? { ...l, selected } : l)));
}

/** The selected buyable lines, as checkout items. */
export function selectedItems(shops: readonly CartShop[] = cart.shops): { skuId: number; quantity: number }[] {
  return flatten(shops)
    .filter((l) => l.selected && buyable(l))
    .map((l) => ({ skuId: l.skuId, quantity: l.quantity }));
}

let started = false;
/** Merge on sign-in and when the network comes back; forget the server snapshot at sign-out. */
export function startCartSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  subscribeKey(session, 'token', (token) => {
    if (token) void loadCart();
  });
  window.addEventListener('online', () => void loadCart());
  window.addEventListener('offline', () => void loadCart());
  onLogout(async () => {
    await cartStore.del(SNAPSHOT);
    cart.shops = groupLines((await cartStore.get<LocalLine[]>(LINES)) ?? []);
    cart.mode = 'local';
  });
}

/** For tests: forget everything. */
export async function resetCart(): Promise<void> {
  await cartStore.clear();
  Object.assign(cart, { shops: [], loading: false, loaded: false, error: null, mode: 'local', skipped: [] });
}
