import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';

export function registerLearner(app: Hono<AppEnv>, deps: Deps) {
  void app;
  void deps;
}
