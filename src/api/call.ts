import type { Options } from 'ky';
import { get, post, put } from './http.ts';
import type { ApiResult } from './contract/auth.ts';
import { type Endpoint, fillPath, type ParamNames, type PathParams } from './contract/endpoint.ts';

type Query = Parameters<typeof get>[1];

/** What a call of an endpoint needs: its path parameters when it has any, its input when it takes one. */
export type CallArgs<Input, Path extends string> = ([ParamNames<Path>] extends [never] ? { params?: undefined } : { params: PathParams<Path> }) &
  // biome-ignore lint/suspicious/noConfusingVoidType: an endpoint without input declares it as void (endpoint<void, …>)
  ([Input] extends [void] ? { input?: undefined } : { input: Input });

/**
 * Calls an endpoint of src/api/contract/endpoint.ts under a prefix (a role's, the learner area's…):
 * a GET sends its input as the query, a POST or a PUT as the JSON body. The answer is typed by the
 * declaration.
 */
export function call<Input, Answer, Path extends string>(
  prefix: string,
  ep: Endpoint<Input, Answer, Path>,
  args: CallArgs<Input, Path>,
  options?: Options,
): Promise<ApiResult<Answer>> {
  const path = prefix.replace(/\/$/, '') + fillPath(ep.path, (args.params ?? {}) as PathParams<Path>);
  switch (ep.method) {
    case 'GET':
      return get<Answer>(path, args.input as Query, options);
    case 'POST':
      return post<Answer>(path, args.input, options);
    case 'PUT':
      return put<Answer>(path, args.input, options);
  }
}

/** The data of a call's answer (the call modules hand their pages the data, the envelope stays here). */
export const data = async <T>(p: Promise<{ data: T }>) => (await p).data;
