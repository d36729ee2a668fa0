import { storeValidQuestion } from '../api/simulation.ts';

/** localStorage key of the store-exam flag: 'true' means the shop-opening exam is still to be passed. */
export const STORE_EXAM_KEY = 'storeExam';
export const SELLER_EXAM_PATH = '/seller/exam';
export const NO_SHOP_MESSAGE = '请先开店';

export function readStoreExamFlag(): string {
  try {
    return localStorage.getItem(STORE_EXAM_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeStoreExamFlag(needsExam: boolean) {
  try {
    localStorage.setItem(STORE_EXAM_KEY, needsExam ? 'true' : 'false');
  } catch {
    // Private mode: the server check still gates the seller centre.
  }
}

/** Spec §4 seller gate, flag part: with the flag 'true' every seller page except the exam goes to the exam. */
export function sellerGateRedirect(pathname: string, flag: string): string | null {
  if (flag === 'true' && pathname.startsWith('/seller') && pathname !== SELLER_EXAM_PATH) return SELLER_EXAM_PATH;
  return null;
}

/**
 * Asks store/valid/question and stores the flag (true when 0). Answers whether a shop exists.
 * The top bar calls this before opening the seller centre in a new window.
 */
export async function checkStore(): Promise<boolean> {
  const n = await storeValidQuestion();
  writeStoreExamFlag(n === 0);
  return n !== 0;
}

/** Spec §4: store the exam flag, then open the seller centre in a new window (the top bars' 卖家中心). */
export async function openSellerCentre() {
  const win = window.open('about:blank', '_blank');
  let target = '/seller/index';
  try {
    if (!(await checkStore())) target = SELLER_EXAM_PATH;
  } catch {
    // The seller layout checks again.
  }
  if (win) win.location.href = target;
  else window.location.assign(target);
}
