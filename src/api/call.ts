import type { Options } from 'ky';
import { get, post } from './http.ts';
import type { ApiResult } from './contract/auth.ts';
import { type Endpoint, fillPath, type ParamNames, type PathParams } from './contract/endpoint.ts';

type Query = Parameters<typeof get>[1];

/** What a call of an endpoint needs: its path parameters when it has any, its input when it takes one. */
export type CallArgs<Input, Path extends string> = ([ParamNames<Path>] extends [never] ? { params?: undefined } : { params: PathParams<Path> }) &
  ([Input] extends [void] ? { input?: undefined } : { input: Input });

/**
 * Calls an endpoint of src/api/contract/endpoint.ts under a prefix (a role's, the learner area's…):
 * a GET sends its input as the query, a POST as the JSON body. The answer is typed by the declaration.
 */
export function call<Input, Answer, Path extends string>(
  prefix: string,
  ep: Endpoint<Input, Answer, Path>,
  args: CallArgs<Input, Path>,
  options?: Options,
): Promise<ApiResult<Answer>> {
  const path = prefix.replace(/\/$/, '') + fillPath(ep.path, (args.params ?? {}) as PathParams<Path>);
  return ep.method === 'GET' ? get<Answer>(path, args.input as Query, options) : post<Answer>(path, args.input, options);
}
