import { proxy, useSnapshot } from 'valtio';
import { balanceInfo } from '../api/simulation.ts';
import { peekBootAnswer } from '../api/bootAnswers.ts';
import { BALANCE_CALL } from '../api/contract/firstData.ts';
import { dataGeneration } from '../api/freshness.ts';
import { useStoreFresh } from './useFresh.ts';
import { onLogout } from './session.ts';

/** The signed-in user's gold coins as the header shows them (buyers/balance/info); null until known. */
export const wallet = proxy<{ balance: number | null }>({ balance: null });

let asking: { generation: number; answer: Promise<void> } | null = null;

/** Asks for the balance (one call for every header asking at the same data generation); a failure keeps the last one known. */
export function refreshWallet(): Promise<void> {
  const generation = dataGeneration();
  if (asking?.generation === generation) return asking.answer;
  const answer = balanceInfo()
    .then((b) => void (wallet.balance = b.balance))
    .catch(() => undefined)
    .finally(() => {
      if (asking?.answer === answer) asking = null;
    });
  asking = { generation, answer };
  return answer;
}

/** The balance the server put in the page (a mall page's header drawn by the server, then its first render in the browser): both show the same. */
function balanceInPage(): number | null {
  const balance = (peekBootAnswer(BALANCE_CALL) as { data?: { balance?: unknown } } | undefined)?.data?.balance;
  return balance === undefined ? null : Number(balance) || 0;
}

/** The balance for a header: loaded while signed in, and again after every write (a payment, a refund, a bond) or a return to the tab. */
export function useCoinBalance(signedIn: boolean): number | null {
  const { balance } = useSnapshot(wallet);
  useStoreFresh(refreshWallet, signedIn);
  return signedIn ? (balance ?? balanceInPage()) : null;
}

onLogout(() => {
  wallet.balance = null;
  asking = null;
});
