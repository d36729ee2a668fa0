import { bootData } from '../lib/bootData.ts';
import { getToken } from '../lib/cookies.ts';
import { callKey, type Call } from './contract/firstData.ts';

/** Answers in the page are for its first moments only; after this a call always asks the server. */
export const BOOT_ANSWER_MAX_AGE_MS = 30_000;

/** The answers a render on the server reads while it runs (src/prerender/signedIn.tsx). */
let drawing: Record<string, unknown> | null = null;

/** Runs a server render with the answers it draws the page from. */
export function drawWithAnswers<T>(answers: Record<string, unknown>, render: () => T): T {
  drawing = answers;
  try {
    return render();
  } finally {
    drawing = null;
  }
}

/**
 * The answer in the page for this call, left there: a page's first render shows it (on the server
 * and in the browser alike, so both draw the same), and its first load then takes it without a
 * round trip. Same rules as takeBootAnswer.
 */
export function peekBootAnswer(call: Call): unknown {
  if (drawing) return drawing[callKey(call)];
  const answers = bootData()?.answers;
  if (!answers || answers.token !== getToken() || performance.now() > BOOT_ANSWER_MAX_AGE_MS) return undefined;
  return answers.byCall[callKey(call)];
}

/**
 * The answer the server put in the page for this call (src/api/contract/firstData.ts), taken once: only for
 * the token the server answered for (the signed-out visitor included) and only while the page is
 * young. Undefined otherwise, and the caller asks the server.
 */
export function takeBootAnswer(call: Call): unknown {
  const answers = bootData()?.answers;
  if (!answers) return undefined;
  if (answers.token !== getToken() || performance.now() > BOOT_ANSWER_MAX_AGE_MS) {
    delete bootData()!.answers;
    return undefined;
  }
  const key = callKey(call);
  const body = answers.byCall[key];
  delete answers.byCall[key];
  return body;
}
