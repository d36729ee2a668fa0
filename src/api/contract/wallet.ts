import { endpoint } from './endpoint.ts';
import type { Page, PageInput } from './paging.ts';

/**
 * The signed-in caller's gold coins, under /v1/wangchuang/buyers/: every header's balance reads it, so
 * it stands apart from the shop's contract (the layouts' shared chunk would otherwise carry all of it).
 */
export interface Balance {
  /** gold coins (fen / 100) */ balance: number;
  balanceFen: number;
}

export interface LedgerEntry {
  id: number;
  deltaFen: number;
  balanceAfterFen: number;
  reason: string;
  ref: string;
  createdAt: string;
}

export const WALLET = {
  balance: endpoint<void, Balance>()('GET', '/balance/info'),
  /** the gold-coin ledger, newest first */
  ledger: endpoint<PageInput, Page<LedgerEntry>>()('GET', '/wallet/ledger'),
};
