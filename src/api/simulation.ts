import { call } from './call.ts';
import { PREFIX, rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import type { ExamResult } from './contract/shop.ts';
import { type Balance, WALLET } from './contract/wallet.ts';
import { ACCOUNT, type HxLoginToken } from './contract/auth.ts';
import { SEASON, STORE_EXAM, type ExamQuestion } from './contract/simulation.ts';

export type { ExamQuestion } from './contract/simulation.ts';

/** Season switch options of spec §9: 1 next season, 2 restart. */
export type SeasonOption = 1 | 2;

const STORE = `${PREFIX.root}store/`;

/** GET {role prefix}nextTurn: truthy data → the page reloads. */
export async function nextTurn(role: Role): Promise<boolean> {
  return (await call(rolePrefix(role), SEASON.next, {})).data;
}

/** GET {role prefix}turn/restart: truthy data → the page reloads. */
export async function restartTurn(role: Role): Promise<boolean> {
  return (await call(rolePrefix(role), SEASON.restart, {})).data;
}

/** Runs a season switch option and answers the server's data. */
export function switchSeason(role: Role, option: SeasonOption): Promise<boolean> {
  return option === 1 ? nextTurn(role) : restartTurn(role);
}

/** GET store/valid/question: 0 = the shop-opening exam is not passed (no shop). */
export async function storeValidQuestion(): Promise<number> {
  return Number((await call(STORE, STORE_EXAM.hasShop, {})).data) || 0;
}

/** GET buyers/balance/info → { balance } (gold coins). */
export async function balanceInfo(): Promise<Pick<Balance, 'balance'>> {
  const data = (await call(`${PREFIX.root}buyers/`, WALLET.balance, {})).data;
  return { balance: Number(data?.balance) || 0 };
}

/** GET store/exam/questions: the shop-opening exam (without answers). */
export async function storeExamQuestions(): Promise<ExamQuestion[]> {
  return (await call(STORE, STORE_EXAM.questions, {})).data ?? [];
}

/** POST store/exam/submit { answers } → { passed, score }. */
export async function submitStoreExam(answers: Record<string, string>): Promise<ExamResult> {
  return (await call(STORE, STORE_EXAM.submit, { input: { answers } })).data;
}

/** GET common/goHxLoginToken: data for the intelligent service centre link. */
export async function goHxLoginToken(): Promise<HxLoginToken | Record<string, never>> {
  return (await call(PREFIX.common, ACCOUNT.hxLoginToken, {})).data ?? {};
}

/** Spec §7: data → JSON → base64 with + replaced by *. UTF-8 safe. */
export function encodeHxJson(data: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(data));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '*');
}

/** The external service URL with ?json=… (the URL itself comes from configuration). */
export function hxServiceUrl(base: string, data: unknown): string {
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}json=${encodeHxJson(data)}`;
}
