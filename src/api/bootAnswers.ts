import { bootData } from '../lib/bootData.ts';
import { getToken } from '../lib/cookies.ts';
import { callKey, type Call } from './contract/firstData.ts';

/** Answers in the page are for its first moments only; after this a call always asks the server. */
export const BOOT_ANSWER_MAX_AGE_MS = 30_000;

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
