import { get, post } from './http.ts';
import { PREFIX } from './contract/prefixes.ts';
import type { Page } from './contract/paging.ts';
import type {
  AnchorSession,
  Commission,
  CommissionSummary,
  CommissionTab,
  CreatorCenter,
  LiveState,
  LiveStats,
  SaleOrder,
  SelectionCard,
  SelectionGoods,
  SelectionQuery,
  SelectionShop,
  SessionInput,
  WorkbenchHome,
} from './contract/workbench.ts';
import { followEvents, type StreamHandle } from './sse.ts';

/** The anchor workbench's calls (server/routes/workbench.ts); MyProducts and CreatorCenter use resourceCalls. */
const V = `${PREFIX.root}workbench/`;
const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

export const workbenchHome = () => data(get<WorkbenchHome>(`${V}home`));
/** Whether the caller has a shop (its side of distribution). */
export const workbenchMe = () => data(get<{ shopId: number | null }>(`${V}me`));
export const selection = (q: SelectionQuery) => data(get<Page<SelectionCard>>(`${V}selection`, { ...q }));
export const selectionShop = (id: number) => data(get<SelectionShop>(`${V}shop/${id}`));
export const selectionGoods = (id: number) => data(get<SelectionGoods>(`${V}goods/${id}`));
export const addToSelection = (productId: number) => data(post<{ added: boolean }>(`${V}selection/add`, { productId }));
export const removeFromSelection = (productId: number) => data(post<boolean>(`${V}selection/remove`, { productId }));

export const mySessions = (state: LiveState | 'all', pageNum = 1, pageSize = 10) =>
  data(get<Page<AnchorSession>>(`${V}sessions`, { state, pageNum, pageSize }));
export const mySession = (id: number) => data(get<AnchorSession>(`${V}session/${id}`));
export const createSession = (input: SessionInput) => data(post<AnchorSession>(`${V}session/create`, input));
export const updateSession = (id: number, title: string, productIds: number[]) => data(post<AnchorSession>(`${V}session/update`, { id, title, productIds }));
export const startSession = (id: number) => data(post<AnchorSession>(`${V}session/start`, { id }));
export const endSession = (id: number) => data(post<AnchorSession>(`${V}session/end`, { id }));
export const deleteSession = (id: number) => data(post<boolean>(`${V}session/delete`, { id }));
export const sessionStats = (id: number) => data(get<LiveStats>(`${V}session/${id}/stats`));
/** The big screen's live figures: every change is pushed (server-sent events over LISTEN/NOTIFY). */
export const followSessionStats = (id: number, onStats: (s: LiveStats) => void, onState: Parameters<typeof followEvents>[2]): StreamHandle =>
  followEvents(`${V}session/${id}/stream`, (event, d) => event === 'stats' && onStats(d as LiveStats), onState);

export const salesThroughMe = (status: string, pageNum = 1, pageSize = 10) => data(get<Page<SaleOrder>>(`${V}sales`, { status, pageNum, pageSize }));
export const myCommissions = (status: CommissionTab, pageNum = 1, pageSize = 10) =>
  data(get<{ page: Page<Commission>; summary: CommissionSummary }>(`${V}commissions`, { status, pageNum, pageSize }));
export const shopCommissions = (status: CommissionTab, pageNum = 1, pageSize = 10) =>
  data(get<{ page: Page<Commission>; summary: CommissionSummary }>(`${V}shop-commissions`, { status, pageNum, pageSize }));

export const creatorCenter = () => data(get<CreatorCenter>(`${V}creator`));
export const isFollowing = (anchorId: number) => data(get<{ following: boolean }>(`${V}follow/${anchorId}`));
export const followAnchor = (anchorId: number, on: boolean) => data(post<{ following: boolean; fans: number }>(`${V}follow`, { anchorId, on }));
