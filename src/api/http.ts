import type { HTTPError, KyInstance, Options } from 'ky';
import type { ApiResult } from './contract/auth.ts';
import { getToken } from '../lib/cookies.ts';
import { takeBootAnswer } from './bootAnswers.ts';
import { go } from '../lib/navigation.ts';
import { dataGeneration, markWritten } from './freshness.ts';

/** Spec §9: request time-out 24 hours. */
export const REQUEST_TIMEOUT = 86_400_000;
/** Spec §9: toast duration 1.5 s. */
export const TOAST_MS = 1500;
export const MSG_MAINTENANCE = '功能优化中';
export const MSG_NETWORK = '网络异常';

/** A failed call. `status` 0 means no HTTP answer (network failure, time-out). `shown`: the user already saw a toast. */
export class ApiError extends Error {
  constructor(
    public status: number,
    public msg: string,
    public data: unknown = null,
    public shown = false,
  ) {
    super(msg || `HTTP ${status}`);
    this.name = 'ApiError';
  }
}

/** What the client does with an error status (spec §8). */
export type ErrorAction =
  | { kind: 'maintenance'; message: typeof MSG_MAINTENANCE; duration: number }
  | { kind: 'signOut' }
  | { kind: 'serverMessage'; message: string; html: true; clearOthers: true; duration: number }
  | { kind: 'rethrow' };

/** Pure status → behaviour table of spec §8. */
export function errorAction(status: number, serverMsg?: string | null): ErrorAction {
  if (status === 500 || status === 404) return { kind: 'maintenance', message: MSG_MAINTENANCE, duration: TOAST_MS };
  if (status === 401) return { kind: 'signOut' };
  if (status === 400) {
    const message = typeof serverMsg === 'string' && serverMsg.trim() !== '' ? serverMsg : MSG_NETWORK;
    return { kind: 'serverMessage', message, html: true, clearOthers: true, duration: TOAST_MS };
  }
  return { kind: 'rethrow' };
}

/**
 * Options of a non-GET call that changes nothing another view shows: a read sent as POST (captcha,
 * checkout preview), a background save of what the page itself holds (answers, progress, drafts), a
 * stream's signalling. Any other successful write marks the data on screen stale (freshness.ts).
 */
export const NO_STALE_MARK: Options = { context: { marksStale: false } };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

let client: Promise<{ api: KyInstance; HTTPError: typeof HTTPError }> | null = null;

/**
 * The one ky instance: root base (callers pass absolute paths from prefixes.ts), token header, 24 h
 * time-out; a successful write marks what is on screen stale. ky loads with the first call: a page
 * that asks nothing while it loads (a sign-in page, its captcha in the HTML) does without its 7 KB gzip.
 */
function kyClient() {
  if (client) return client;
  const loading = import('ky').then(({ default: ky, HTTPError }) => ({
    HTTPError,
    api: ky.create({
      timeout: REQUEST_TIMEOUT,
      retry: 0,
      throwHttpErrors: true,
      hooks: {
        beforeRequest: [
          (request) => {
            const token = getToken();
            if (token) request.headers.set('Authorization', token);
          },
        ],
        afterResponse: [
          (request, options, response) => {
            if (response.ok && !READS.has(request.method) && options.context.marksStale !== false) markWritten();
          },
        ],
      },
    }),
  }));
  client = loading;
  // a failed load is not kept here; the browser's module map may keep the failure itself until a reload
  // (the worker precaches ky, so only a first visit that loses the network before its first call meets it)
  loading.catch(() => {
    if (client === loading) client = null;
  });
  return loading;
}

/** Loads ky ahead of the first call (once the page is up and the browser idle: a sign-in then waits for no download). */
export const warmHttp = () => void kyClient().catch(() => undefined);

/** The ky instance, for a caller that reads the answer itself (a stream, a chunk upload). */
export const kyApi = () => kyClient().then((c) => c.api);

/** The calls read since the data generation last moved (key: path and query). */
let readSinceMark = { generation: 0, keys: new Set<string>() };

/**
 * After a stale mark the first read of each call goes to the network: `no-cache` tells the service
 * worker not to answer from its stale-while-revalidate caches (sw.ts), nor the browser from its own.
 */
function firstReadSinceMark(key: string): boolean {
  const generation = dataGeneration();
  if (generation === 0) return false;
  if (readSinceMark.generation !== generation) readSinceMark = { generation, keys: new Set() };
  if (readSinceMark.keys.has(key)) return false;
  readSinceMark.keys.add(key);
  return true;
}

/** Resolves a root-relative path against the page (ky without prefixUrl, also under node tests). */
export function toUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (typeof location !== 'undefined' && location.href && location.href !== 'about:blank') return new URL(path, location.href).toString();
  return path;
}

/** A message the API layer shows the user (spec §8); the UI draws it (src/ui/toast.ts registers itself). */
export interface Notice {
  text?: string;
  /** Server HTML (spec §8 allows it): sanitised before it is shown. */
  html?: string;
  icon?: 'success' | 'fail';
  duration: number;
  clearOthers?: boolean;
}
let showNotice: (notice: Notice) => Promise<void> = async () => undefined;

/** The UI hands over how to show a notice; the API layer never imports UI. */
export function setNoticeHandler(show: (notice: Notice) => Promise<void>) {
  showNotice = show;
}

let signingOut = false;
/** What a 401 does: set by the session store (src/state/session.ts), which knows how to sign out. */
let onUnauthorized: () => Promise<void> = async () => go('/login', { replace: true });

/** The session store hands over its sign-out; the API layer never imports state. */
export function setUnauthorizedHandler(handler: () => Promise<void>) {
  onUnauthorized = handler;
}

/** Lets the next 401 sign out again (called when a new token is stored). */
export function resetUnauthorizedLatch() {
  signingOut = false;
}

/** 401: exactly one sign-out and one navigation, however many calls fail at once. */
function signOutOnce() {
  if (signingOut) return;
  signingOut = true;
  void onUnauthorized().catch(() => go('/login', { replace: true }));
}

/** A promise that never settles: after a 401 nothing else runs in the caller. */
const never = <T>() => new Promise<T>(() => undefined);

async function readBody(response: Response): Promise<Partial<ApiResult<unknown>> | null> {
  try {
    const text = await response.text();
    if (!text) return null;
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' ? (body as Partial<ApiResult<unknown>>) : null;
  } catch {
    return null;
  }
}

/** Rejects once the toast is on screen (it loads on first use), so callers see the error after the user does. */
const shownThenReject = <T>(shown: Promise<void>, error: ApiError) => shown.then(() => Promise.reject<T>(error));

/** Applies spec §8 to a failed answer. Resolves never (401) or rejects with ApiError. */
export function handleFailure<T>(status: number, body: Partial<ApiResult<unknown>> | null): Promise<T> {
  const msg = typeof body?.msg === 'string' ? body.msg : '';
  const action = errorAction(status, msg);
  switch (action.kind) {
    case 'signOut':
      signOutOnce();
      return never<T>();
    case 'maintenance':
      return shownThenReject(
        showNotice({ icon: 'fail', text: action.message, duration: action.duration }),
        new ApiError(status, msg || action.message, body?.data ?? null, true),
      );
    case 'serverMessage':
      return shownThenReject(
        showNotice({ html: action.message, duration: action.duration, clearOthers: true }),
        new ApiError(status, action.message, body?.data ?? null, true),
      );
    default:
      return Promise.reject(new ApiError(status, msg, body?.data ?? null));
  }
}

/** A call through ky: its response, or spec §8 applied to an HTTP error (handleFailure never resolves), or ApiError 0 when no answer came. */
async function respond(path: string, options: Options): Promise<Response> {
  const { api, HTTPError } = await kyClient().catch((error: unknown) => {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  });
  try {
    return await api(toUrl(path), options);
  } catch (error) {
    if (error instanceof HTTPError) return handleFailure<Response>(error.response.status, await readBody(error.response));
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
}

async function send<T>(path: string, options: Options): Promise<ApiResult<T>> {
  const response = await respond(path, options);
  const body = await readBody(response);
  // The envelope's code mirrors the HTTP status; an error code inside a 200 is treated alike.
  if (body && typeof body.code === 'number' && body.code >= 400) return handleFailure<ApiResult<T>>(body.code, body);
  if (!body) return { code: response.status, msg: '', data: null as T };
  return body as ApiResult<T>;
}

type Query = Record<string, string | number | boolean | null | undefined>;

function searchParams(query?: Query): Record<string, string> | undefined {
  if (!query) return undefined;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) out[k] = String(v);
  return out;
}

/** GET with a query; resolves to the unwrapped body {code,msg,data}. The first call may take the answer the server put in the page. */
export function get<T>(path: string, query?: Query, options: Options = {}): Promise<ApiResult<T>> {
  // the page's answers were true when it was served: after a write they may not be
  const early = dataGeneration() === 0 && takeBootAnswer({ path, query });
  if (early) return Promise.resolve(early as ApiResult<T>);
  const params = searchParams(query);
  const revalidate = firstReadSinceMark(`${path}?${new URLSearchParams(params).toString()}`);
  return send<T>(path, { ...options, ...(revalidate ? { cache: 'no-cache' as const } : {}), method: 'get', searchParams: params });
}

/** POST with a JSON body. */
export function post<T>(path: string, json?: unknown, options: Options = {}): Promise<ApiResult<T>> {
  return send<T>(path, { ...options, method: 'post', json: json ?? {} });
}

/** PUT with a JSON body: a save of a whole thing the caller holds (a draft, a plan, a position). */
export function put<T>(path: string, json?: unknown, options: Options = {}): Promise<ApiResult<T>> {
  return send<T>(path, { ...options, method: 'put', json: json ?? {} });
}

/** POST with a query and no body: an export job with the list's filters, as the list's GET carries them. */
export function postQuery<T>(path: string, query: Query): Promise<ApiResult<T>> {
  return send<T>(path, { method: 'post', searchParams: searchParams(query) });
}

/** POST multipart form data (uploads). */
export function postForm<T>(path: string, form: FormData | Record<string, string | Blob>, options: Options = {}): Promise<ApiResult<T>> {
  let body: FormData;
  if (form instanceof FormData) body = form;
  else {
    body = new FormData();
    for (const [k, v] of Object.entries(form)) body.append(k, v);
  }
  return send<T>(path, { ...options, method: 'post', body });
}

/**
 * POST multipart form data telling the bytes sent so far. XMLHttpRequest, because fetch reports an
 * upload only for a streamed body, which Chromium sends over HTTP/2 alone. Errors as for send().
 */
export function postFormWithProgress<T>(
  path: string,
  form: Record<string, string | Blob>,
  onUpload: (sent: number, total: number) => void,
): Promise<ApiResult<T>> {
  return new Promise<ApiResult<T>>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', toUrl(path));
    xhr.timeout = REQUEST_TIMEOUT;
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.upload.onprogress = (e) => onUpload(e.loaded, e.lengthComputable ? e.total : e.loaded);
    xhr.onload = () => {
      let body: Partial<ApiResult<T>> | null = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as Partial<ApiResult<T>>) : null;
      } catch {
        body = null;
      }
      const status = xhr.status >= 400 ? xhr.status : typeof body?.code === 'number' && body.code >= 400 ? body.code : 0;
      if (status) handleFailure<ApiResult<T>>(status, body).then(resolve, reject);
      else {
        // a write that went past ky: mark the data on screen stale as its hook would
        markWritten();
        resolve((body ?? { code: xhr.status, msg: '', data: null }) as ApiResult<T>);
      }
    };
    xhr.onerror = xhr.ontimeout = () => reject(new ApiError(0, 'network error'));
    const body = new FormData();
    for (const [k, v] of Object.entries(form)) body.append(k, v);
    xhr.send(body);
  });
}

/** GET a file (plain or blob answer of /v1/wangchuang/). Errors follow the same table. */
export async function getBlob(path: string, query?: Query, options: Options = {}): Promise<Blob> {
  const response = await respond(path, { ...options, method: 'get', searchParams: searchParams(query) });
  return response.blob();
}

export interface Download {
  blob: Blob;
  fileName: string;
  /** Rows in the export (X-Export-Total), when the server says. */
  total: number | null;
}

/** GET a file with download progress (bytes so far, and the whole when known); errors follow the same table. */
export async function download(path: string, query: Query, onProgress: (bytes: number, total: number | null) => void): Promise<Download> {
  const response = await respond(path, {
    method: 'get',
    searchParams: searchParams(query),
    onDownloadProgress: (p) => onProgress(p.transferredBytes, p.totalBytes || null),
  });
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const total = response.headers.get('x-export-total');
  return { blob: await response.blob(), fileName: encoded ? decodeURIComponent(encoded) : 'export', total: total ? Number(total) : null };
}
