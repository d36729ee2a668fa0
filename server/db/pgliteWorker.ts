import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Reply, Request } from './pgliteThread.ts';
import { slowQueryLog } from './slowQueries.ts';

/**
 * The embedded database on a thread of its own (see pgliteThread.ts): runs what the server's thread
 * asks, one PGlite call after another as PGlite itself orders them, and passes NOTIFYs back.
 */

const port = parentPort!;
const post = (reply: Reply) => port.postMessage(reply);
// SLOW_QUERY_MS: what holds the database thread (server/db/slowQueries.ts)
const slow = slowQueryLog(true);

/** A database error as plain data: its message and the fields callers read (code, constraint, …). */
function plain(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { message: String(e) };
  const fields: Record<string, unknown> = { message: e.message };
  for (const [key, value] of Object.entries(e)) if (value === undefined || ['string', 'number'].includes(typeof value)) fields[key] = value;
  return fields;
}

/** Open transactions by number: the PGlite transaction and how to end it. */
const open = new Map<number, { t: Transaction; end: (commit: boolean) => void; done: Promise<unknown>; began: number; statements: number }>();
let lastTx = 0;
const ROLLBACK = Symbol('rollback');

function begin(lite: PGlite): Promise<number> {
  return new Promise((ready, fail) => {
    const tx = ++lastTx;
    const done = lite
      .transaction(async (t) => {
        const commit = await new Promise<boolean>((end) => {
          open.set(tx, { t, end, done, began: performance.now(), statements: 0 });
          ready(tx);
        });
        if (!commit) throw ROLLBACK;
      })
      .catch((e) => {
        if (e !== ROLLBACK) throw e;
      })
      .finally(() => open.delete(tx));
    // a transaction that could not begin
    done.catch(fail);
  });
}

async function end(tx: number, commit: boolean) {
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  entry.end(commit);
  await entry.done;
  slow?.transaction(performance.now() - entry.began, entry.statements, commit);
}

function target(lite: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return lite;
  const entry = open.get(tx);
  if (!entry) throw new Error(`transaction ${tx} is not open`);
  entry.statements++;
  return entry.t;
}

async function handle(lite: PGlite, m: Request): Promise<unknown> {
  switch (m.op) {
    case 'query': {
      const t = target(lite, m.tx);
      const run = async () => (await t.query(m.sql, m.params)).rows;
      return slow ? slow.time(m.sql, run, m.tx) : run();
    }
    case 'exec': {
      const t = target(lite, m.tx);
      const run = async () => void (await t.exec(m.sql));
      return slow ? slow.time(m.sql, run, m.tx) : run();
    }
    // timed too, so that a statement waiting behind a transaction is timed from the transaction's end
    case 'begin':
      return slow ? slow.time('begin', () => begin(lite)) : begin(lite);
    case 'end':
      return slow ? slow.time(m.commit ? 'commit' : 'rollback', () => end(m.tx, m.commit), m.tx) : end(m.tx, m.commit);
    case 'listen':
      await lite.listen(m.channel, (payload) => post({ notify: m.channel, payload }));
      return undefined;
    case 'close':
      await lite.close();
      return undefined;
  }
}

try {
  const lite = await PGlite.create({ dataDir: (workerData as { dataDir: string }).dataDir });
  port.on('message', (m: Request) => {
    handle(lite, m).then(
      (value) => post({ id: m.id, value }),
      (e) => post({ id: m.id, error: plain(e) }),
    );
  });
  post({ id: 0, value: 'ready' });
} catch (e) {
  post({ id: 0, error: plain(e) });
}
