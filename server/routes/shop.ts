import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../http/context.ts';

export function registerShop(app: Hono<AppEnv>, deps: Deps) {
  void app;
  void deps;
}
