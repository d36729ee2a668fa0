/**
 * One call of the API declared once for both sides (issue 27): its method, its path under the prefix
 * its router is mounted on, and the types of its input (the query of a GET, the JSON body of a POST or
 * a PUT) and of its answer's data. The client calls it with src/api/call.ts, the server answers it with
 * server/http/endpoint.ts: a field the other side does not have, a missing path parameter or an
 * answer of the wrong shape is a compile error on both.
 *
 *   export const UNREAD = endpoint<void, number>()('GET', '/loadSysMsg/num');
 */
export type Method = 'GET' | 'POST' | 'PUT';

export interface Endpoint<Input, Answer, Path extends string = string> {
  readonly method: Method;
  readonly path: Path;
  /** Never set: it carries the input and answer types. */
  readonly types?: { input: Input; answer: Answer };
}

/** Declares an endpoint: the types first (given), then method and path (inferred, so its parameters are known). */
export const endpoint =
  <Input, Answer>() =>
  <const Path extends string>(method: Method, path: Path): Endpoint<Input, Answer, Path> => ({ method, path });

/** The names of a path's `:name` segments. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<Path extends string> = Record<ParamNames<Path>, string | number>;

export type InputOf<E> = E extends Endpoint<infer Input, unknown, string> ? Input : never;
export type AnswerOf<E> = E extends Endpoint<unknown, infer Answer, string> ? Answer : never;

/** The path with its parameters filled in (each encoded as one segment). */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
