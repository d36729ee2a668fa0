import { call, data } from './call.ts';
import { PREFIX } from './contract/prefixes.ts';
import {
  ANCHOR_SESSION,
  type CommissionTab,
  CREATOR,
  type LiveState,
  type LiveStats,
  SELECTION,
  type SaleTab,
  type SelectionQuery,
  type SessionInput,
  WORKBENCH,
  WORKBENCH_SALES,
} from './contract/workbench.ts';
import { followEvents, type StreamHandle } from './sse.ts';

/** The anchor workbench's calls (server/routes/workbench.ts); MyProducts and CreatorCenter use resourceCalls. */
const V = `${PREFIX.root}workbench/`;

export const workbenchHome = () => data(call(V, WORKBENCH.home, {}));
/** Whether the caller has a shop (its side of distribution). */
export const workbenchMe = () => data(call(V, WORKBENCH.me, {}));
export const selection = (q: SelectionQuery) => data(call(V, SELECTION.list, { input: { ...q } }));
export const selectionShop = (id: number) => data(call(V, SELECTION.shop, { params: { id } }));
export const selectionGoods = (id: number) => data(call(V, SELECTION.goods, { params: { id } }));
export const addToSelection = (productId: number) => data(call(V, SELECTION.add, { input: { productId } }));
export const removeFromSelection = (productId: number) => data(call(V, SELECTION.remove, { input: { productId } }));

export const mySessions = (state: LiveState | 'all', pageNum = 1, pageSize = 10) => data(call(V, ANCHOR_SESSION.list, { input: { state, pageNum, pageSize } }));
export const mySession = (id: number) => data(call(V, ANCHOR_SESSION.get, { params: { id } }));
export const createSession = (input: SessionInput) => data(call(V, ANCHOR_SESSION.create, { input }));
export const updateSession = (id: number, title: string, productIds: number[]) => data(call(V, ANCHOR_SESSION.update, { input: { id, title, productIds } }));
export const startSession = (id: number) => data(call(V, ANCHOR_SESSION.start, { input: { id } }));
export const endSession = (id: number) => data(call(V, ANCHOR_SESSION.end, { input: { id } }));
export const deleteSession = (id: number) => data(call(V, ANCHOR_SESSION.delete, { input: { id } }));
export const sessionStats = (id: number) => data(call(V, ANCHOR_SESSION.stats, { params: { id } }));
/** The big screen's live figures: every change is pushed (server-sent events over LISTEN/NOTIFY). */
export const followSessionStats = (id: number, onStats: (s: LiveStats) => void, onState: Parameters<typeof followEvents>[2]): StreamHandle =>
  followEvents(`${V}session/${id}/stream`, (event, d) => event === 'stats' && onStats(d as LiveStats), onState);

export const salesThroughMe = (status: SaleTab, pageNum = 1, pageSize = 10) => data(call(V, WORKBENCH_SALES.sales, { input: { status, pageNum, pageSize } }));
export const myCommissions = (status: CommissionTab, pageNum = 1, pageSize = 10) =>
  data(call(V, WORKBENCH_SALES.commissions, { input: { status, pageNum, pageSize } }));
export const shopCommissions = (status: CommissionTab, pageNum = 1, pageSize = 10) =>
  data(call(V, WORKBENCH_SALES.shopCommissions, { input: { status, pageNum, pageSize } }));

export const creatorCenter = () => data(call(V, CREATOR.center, {}));
export const isFollowing = (anchorId: number) => data(call(V, CREATOR.following, { params: { id: anchorId } }));
export const followAnchor = (anchorId: number, on: boolean) => data(call(V, CREATOR.follow, { input: { anchorId, on } }));
