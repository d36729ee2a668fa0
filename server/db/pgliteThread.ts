import { Worker } from 'node:worker_threads';
import type { Db, Queryable } from './client.ts';

/**
 * The embedded database (PGlite) on a worker thread, behind the same Db interface. PGlite runs
 * PostgreSQL compiled to WebAssembly on the thread that calls it: in the server's own thread every
 * query held up every other request's JavaScript (routing, JSON, sign-in checks) and the other core
 * stayed idle. On a thread of its own the database works while the server's thread answers.
 * Results cross as structured clones (Dates, arrays and bytes survive); errors keep their fields.
 */

export type Request =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'close' };

export type Reply = { id: number; value?: unknown; error?: Record<string, unknown> } | { notify: string; payload: string };

type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

export async function openPgliteThread(dataDir: string): Promise<Db> {
  const worker = new Worker(
    // a worker thread does not inherit tsx's loader (--import tsx): the thread registers it, then loads the worker
    `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(new URL('./pgliteWorker.ts', import.meta.url).href)});`,
    { eval: true, workerData: { dataDir } },
  );
  // `at`: an Error made at the call, whose stack (formatted only if the call fails) is the caller's
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void; at?: Error }>();
  const listeners = new Map<string, ((payload: string) => void)[]>();
  let lastId = 0;
  let gone: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => pending.set(0, { resolve: () => resolve(), reject }));
  worker.on('message', (reply: Reply) => {
    if ('notify' in reply) {
      for (const fn of listeners.get(reply.notify) ?? []) fn(reply.payload);
      return;
    }
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    if (!reply.error) return call.resolve(reply.value);
    // the database's message and fields (code, constraint, …), thrown where the call was made
    const { message, ...fields } = reply.error;
    const e = Object.assign(new Error(String(message)), fields);
    if (call.at?.stack) e.stack = `Error: ${String(message)}\n${call.at.stack.split('\n').slice(2).join('\n')}`;
    call.reject(e);
  });
  const fail = (e: Error) => {
    gone = e;
    for (const call of pending.values()) call.reject(e);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread exited (${code})`)));

  const call = <T>(request: Call): Promise<T> => {
    if (gone) return Promise.reject(gone);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject, at: new Error() });
      worker.postMessage({ ...request, id });
    });
  };

  await ready;
  const queryable = (tx?: number): Queryable => ({
    query: <T>(sql: string, params?: unknown[]) => call<T[]>({ op: 'query', sql, params, tx }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });
  const db = queryable();
  return {
    kind: 'pglite',
    ...db,
    one: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params))[0],
    tx: async (fn) => {
      const tx = await call<number>({ op: 'begin' });
      const result = await fn(queryable(tx)).catch(async (e: unknown) => {
        await call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw e;
      });
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    listen: async (channel, onMessage) => {
      const first = !listeners.has(channel);
      listeners.set(channel, [...(listeners.get(channel) ?? []), onMessage]);
      if (first) await call({ op: 'listen', channel });
    },
    close: async () => {
      if (!gone) await call({ op: 'close' });
      await worker.terminate();
    },
    // one process, one database thread: nothing runs beside it
    exclusive: (_name, fn) => fn(),
    notified: async () => undefined,
  };
}
