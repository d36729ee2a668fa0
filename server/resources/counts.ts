import type { Db } from '../db/client.ts';
import type { Logger } from '../log.ts';

/**
 * Row counts of resource lists, remembered per table. Counting a large scope (100,000 rows) costs
 * more than reading a page of it (50–100 ms on the embedded database, where it holds every other
 * query back), and users paging and filtering a list ask the same counts again and again. Any
 * committed write to a listed table (through the layer or not, in any process) announces the table
 * on channel 'resources' (a statement trigger, created here for every bound table), and every process
 * forgets that table's counts; a count is answered from memory only once every announcement committed
 * before the read has arrived (Db.notified), and a lost listening connection forgets them all ('*').
 * TTL_MS is a last bound only, not what keeps counts right.
 */
export const TTL_MS = 5 * 60_000;
const MAX = 5_000;
const CHANNEL = 'resources';

/**
 * Columns written often that no list count or tally reads (no declared filter, view or figure of a
 * resource on the table is over them): an update that sets only these does not announce its table.
 * Every sign-in sets `users.last_login_at`; announced, it made every process forget its counts of
 * `users`, and the next page of each back-office list counted its 100,000 teachers again (30–700 ms
 * each on the embedded database, with every other query waiting): during the mixed load's arrivals a
 * count ran after nearly every sign-in. `tests/server/listCounts.test.ts` holds the declarations to it.
 */
export const UNCOUNTED: Readonly<Record<string, readonly string[]>> = { users: ['last_login_at'] };

const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/**
 * Creates the statement trigger that announces a table's writes. For a table with uncounted columns the
 * update event lists every other column, read from the catalogue at each start (so a column added later
 * counts); one statement, built inside the database from names in this file.
 */
function triggerSql(table: string): string {
  const skip = UNCOUNTED[table];
  const create = (events: string) =>
    `create or replace trigger cy_resource_changed after ${events} on ${table} for each statement execute function notify_resource_change()`;
  if (!skip) return create('insert or update or delete or truncate');
  const columns = `(select string_agg(quote_ident(attname), ', ' order by attnum) from pg_attribute
                     where attrelid = ${literal(table)}::regclass and attnum > 0 and not attisdropped and attname <> all (array[${skip.map(literal).join(', ')}]::text[]))`;
  return `do $$ begin execute format(${literal(create('insert or update of %s or delete or truncate'))}, ${columns}); end $$`;
}

export class CountCache {
  private counts = new Map<string, { row: object | undefined; at: number }>();
  /** Resolves once the triggers and the listener are in place; counts are not remembered before. */
  private ready: Promise<boolean>;

  constructor(
    private db: Db,
    tables: string[],
    log?: Logger,
  ) {
    this.ready = (async () => {
      for (const table of new Set(tables)) {
        await db.exec(triggerSql(table));
      }
      await db.listen(CHANNEL, (table) => this.drop(table));
      return true;
    })().catch((e) => {
      log?.error('resource counts are not remembered', { error: String(e) });
      return false;
    });
  }

  private drop(table: string) {
    if (table === '*') return this.counts.clear();
    for (const key of this.counts.keys()) if (key.startsWith(`${table}|`)) this.counts.delete(key);
  }

  /** The count of a list query over `table`, from memory when fresh. */
  async count(table: string, sql: string, params: unknown[]): Promise<number> {
    return (await this.row<{ n: number }>(table, sql, params))?.n ?? 0;
  }

  /** The one row of an aggregate query over `table` (a list's view counts and figures), from memory when fresh. */
  async row<T extends object>(table: string, sql: string, params: unknown[]): Promise<T | undefined> {
    const key = `${table}|${sql}|${JSON.stringify(params)}`;
    if (this.counts.has(key)) await this.db.notified();
    const known = this.counts.get(key);
    if (known && Date.now() - known.at < TTL_MS) return known.row as T;
    const [row] = await this.db.query<T>(sql, params);
    if (await this.ready) {
      if (this.counts.size >= MAX) this.counts.delete(this.counts.keys().next().value!);
      this.counts.set(key, { row, at: Date.now() });
    }
    return row;
  }

  /** After this process's own write: forget at once (the notification arrives a little later). */
  changed(table: string) {
    this.drop(table);
  }
}
