import { get, post } from './http.ts';
import { PREFIX, rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import type { ExamResult } from './contract/shop.ts';

/** Season switch options of spec §9: 1 next season, 2 restart. */
export type SeasonOption = 1 | 2;

/** GET {role prefix}nextTurn: truthy data → the page reloads. */
export async function nextTurn(role: Role): Promise<unknown> {
  return (await get<unknown>(`${rolePrefix(role)}nextTurn`)).data;
}

/** GET {role prefix}turn/restart: truthy data → the page reloads. */
export async function restartTurn(role: Role): Promise<unknown> {
  return (await get<unknown>(`${rolePrefix(role)}turn/restart`)).data;
}

/** Runs a season switch option and answers the server's data. */
export function switchSeason(role: Role, option: SeasonOption): Promise<unknown> {
  return option === 1 ? nextTurn(role) : restartTurn(role);
}

/** GET store/valid/question: 0 = the shop-opening exam is not passed (no shop). */
export async function storeValidQuestion(): Promise<number> {
  return Number((await get<number>(`${PREFIX.root}store/valid/question`)).data) || 0;
}

export interface Balance {
  balance: number;
}

/** GET buyers/balance/info → { balance }. */
export async function balanceInfo(): Promise<Balance> {
  const data = (await get<Balance | number>(`${PREFIX.root}buyers/balance/info`)).data;
  return typeof data === 'number' ? { balance: data } : { balance: Number(data?.balance) || 0 };
}

export interface ExamQuestion {
  id: number | string;
  title: string;
  options: { key: string; text: string }[];
}

/** GET store/exam/questions: the shop-opening exam (without answers). */
export async function storeExamQuestions(): Promise<ExamQuestion[]> {
  return (await get<ExamQuestion[]>(`${PREFIX.root}store/exam/questions`)).data ?? [];
}

/** POST store/exam/submit { answers } → { passed, score }. */
export async function submitStoreExam(answers: Record<string, string>): Promise<ExamResult> {
  return (await post<ExamResult>(`${PREFIX.root}store/exam/submit`, { answers })).data;
}

/** GET common/goHxLoginToken: data for the intelligent service centre link. */
export async function goHxLoginToken(): Promise<Record<string, unknown>> {
  return (await get<Record<string, unknown>>(`${PREFIX.common}goHxLoginToken`)).data ?? {};
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
