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
 */
export function answer<Input, Answer, Path extends string>(
  r: Hono<AppEnv>,
  ep: Endpoint<Input, Answer, Path>,
  guard: MiddlewareHandler<AppEnv>,
  handler: (c: Context<AppEnv>, params: Record<ParamNames<Path>, string>) => Promise<NoInfer<Answer>>,
  /** the envelope's message on success (操作成功 when not given) */
  msg?: string,
): void {
  r.on(ep.method, ep.path, guard, async (c) => {
    const result = await handler(c, c.req.param() as unknown as Record<ParamNames<Path>, string>);
    return ok(c, result, msg);
  });
}
