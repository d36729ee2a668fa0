import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The file's mock API: listening from the file's first test, its handlers back to these after each
 * test, closed when the file ends. A request no handler answers is an error: a page under test must
 * not reach for a network that is not there (tests/component/setup.ts waits for every request a test
 * started before the next one).
 */
export function mockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
