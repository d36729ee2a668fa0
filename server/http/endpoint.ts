import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context.ts';
import { ok } from './envelope.ts';
import type { Endpoint, ParamNames } from '../../src/api/contract/endpoint.ts';

/** For an endpoint whose callers are decided where its router is mounted (signed-in under common/, anyone for the wall display). */
export const mountedGuard: MiddlewareHandler<AppEnv> = async (_c, next) => {
  await next();
};

/**
 * Answers an endpoint of src/api/contract/endpoint.ts on a router: the guard (who may call), then the
 * handler, given the path parameters by name; whatever it returns must be the declared answer. Its
 * input is parsed in the handler with a zod schema that `satisfies z.ZodType<InputOf<typeof EP>>`.
 * A guard that sets variables (ownShop's shop, inClass's learner) types the handler's context with
 * them (E). The envelope's message is 操作成功 unless given, worked out from the answer, or chosen by the
 * handler with `said()` (when it depends on the input: 已开播 or 直播已预约).
 */
export function answer<Input, Answer, Path extends string, E extends AppEnv = AppEnv>(
  r: Hono<AppEnv>,
  ep: Endpoint<Input, Answer, Path>,
  guard: MiddlewareHandler<E>,
  handler: (c: Context<E>, params: Record<ParamNames<Path>, string>) => Promise<NoInfer<Answer> | Said<NoInfer<Answer>>>,
  msg?: string | ((result: NoInfer<Answer>) => string),
): void {
  // the guard ran first on this very request, so its variables are there
  r.on(ep.method, ep.path, guard as unknown as MiddlewareHandler<AppEnv>, async (c) => {
    const out = await handler(c as unknown as Context<E>, c.req.param() as unknown as Record<ParamNames<Path>, string>);
    if (out instanceof Said) return ok(c, out.answer, out.msg);
    return ok(c, out, typeof msg === 'function' ? msg(out) : msg);
  });
}

/** An answer with the envelope message its handler chose. */
export class Said<A> {
  constructor(
    readonly answer: A,
    readonly msg: string,
  ) {}
}

/** The handler's answer with its own message: `return said(made, b.startsAt === 'now' ? '已开播' : '直播已预约')`. */
export const said = <A>(answer: A, msg: string) => new Said(answer, msg);

/**
 * A service's answer as the client receives it: c.json sends a Date as its ISO string (Date#toJSON),
 * so a row's timestamp is the contract's string. Types only; the value is sent as it is.
 */
export type Sent<T> = T extends Date ? string : T extends readonly (infer U)[] ? Sent<U>[] : T extends object ? { [K in keyof T]: Sent<T[K]> } : T;
export const sent = <T>(value: T) => value as Sent<T>;
