import { afterAll, afterEach, beforeAll } from 'vitest';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/** Requests no handler answered since the last look (tests/component/setup.ts fails the test that made them). */
const unhandled: string[] = [];

/** The unhandled requests seen since the last call, forgotten once taken. */
export function takeUnhandled(): string[] {
  return unhandled.splice(0);
}

/**
 * The file's mock API: listening from the file's first test, its handlers back to these after each
 * test, closed when the file ends. A request no handler answers is an error: a page under test must
 * not reach for a network that is not there. The request fails as the network would, and the test
 * that made it fails too (setup.ts checks after each test, once its requests have settled), even when
 * the page swallowed the failure.
 */
export function mockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() =>
    server.listen({
      onUnhandledRequest(request, print) {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
        print.error();
      },
    }),
  );
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
