import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, unlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Caller } from '../caller.ts';
import type { Db, Queryable } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { badRequest } from '../errors.ts';
import type { ExportFormat, ExportJob } from '../../src/api/contract/exports.ts';
import { exportFileName, type TableFile, writeTable } from '../resources/tableFile.ts';

/**
 * Exports as jobs (docs/security-and-operations.md "Exports"). A request queues a job in the
 * database, or joins the same user's identical job still queued or running, and answers at once.
 * Every server process runs an ExportQueue: it claims queued jobs with FOR UPDATE SKIP LOCKED (at
 * most `concurrency` at once in this process, and one running job per user across all processes — a
 * partial unique index), writes the file under DATA_DIR/exports batch by batch, recording progress and
 * a heartbeat, and marks it done with its expiry. A job whose process died (no heartbeat for
 * RETAKE_AFTER_MS) is queued again; expired files are deleted by the sweep.
 */

/** What a job exports: the source kind with its parameters, and the caller's scope as it was when asked. */
export interface ExportSpec {
  kind: string;
  params: Record<string, unknown>;
  caller: Omit<Caller, 'tokenHash'>;
}

/** Turns a job's spec into the table to write (the rows are read as the file is written). */
export type ExportSource = (db: Db, spec: ExportSpec) => Promise<TableFile>;

/** Queued and running jobs one user may have at once. */
export const MAX_ACTIVE_PER_USER = 20;
export const TOO_MANY_EXPORTS = `进行中的导出已有${MAX_ACTIVE_PER_USER}个，请等它们完成后再导出`;
/** A running job whose heartbeat is older than this belongs to a dead process and is queued again. */
export const RETAKE_AFTER_MS = 60_000;
const HEARTBEAT_MS = 10_000;
/** Progress is written at most this often. */
const PROGRESS_MS = 500;
/** How often an idle process looks for jobs queued elsewhere (NOTIFY export_jobs wakes it sooner). */
const POLL_MS = 2_000;
/** A job that failed this many times (its process died each time) is given up. */
const MAX_ATTEMPTS = 3;
/** Rows per query: small, so other requests' queries interleave with an export's on PGlite's one connection. */
export const JOB_BATCH = 100;
const FAILED = '导出失败，请重新导出';

const JOB_COLUMNS = `id, name, format, status, rows_done as "rowsDone", rows_total as "rowsTotal", error,
  created_at as "createdAt", finished_at as "finishedAt", expires_at as "expiresAt"`;

type JobRow = Omit<ExportJob, 'createdAt' | 'finishedAt' | 'expiresAt'> & {
  createdAt: Date | string;
  finishedAt: Date | string | null;
  expiresAt: Date | string | null;
};
const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const toJob = (r: JobRow): ExportJob => ({ ...r, createdAt: iso(r.createdAt)!, finishedAt: iso(r.finishedAt), expiresAt: iso(r.expiresAt) });

/** Who owns a job: the person acting (a shop's staff member acts as the shop's owner, but the job is theirs). */
export const jobOwner = (caller: Caller) => caller.staff?.id ?? caller.id;

/** Queues an export for the caller, or answers the same one already queued or running. */
export async function startExport(
  db: Db,
  caller: Caller,
  what: { kind: string; params: Record<string, unknown>; title: string; format: ExportFormat },
): Promise<ExportJob> {
  const userId = jobOwner(caller);
  const { tokenHash: _, ...scope } = caller;
  const spec: ExportSpec = { kind: what.kind, params: what.params, caller: scope };
  const key = createHash('sha256')
    .update(JSON.stringify([what.kind, what.format, sorted(what.params), scope.id, scope.staff?.id ?? null]))
    .digest('hex');
  return db.tx(async (q) => {
    // one user's requests one after another: a join never races an insert of the same job
    await q.query('select pg_advisory_xact_lock(hashtext($1))', [`export:${userId}`]);
    const [same] = await q.query<JobRow>(`select ${JOB_COLUMNS} from export_jobs where user_id = $1 and dedupe_key = $2 and status in ('queued', 'running')`, [
      userId,
      key,
    ]);
    if (same) return toJob(same);
    const [{ n }] = await q.query<{ n: number }>(`select count(*)::int as n from export_jobs where user_id = $1 and status in ('queued', 'running')`, [userId]);
    if (n >= MAX_ACTIVE_PER_USER) throw badRequest(TOO_MANY_EXPORTS);
    const [job] = await q.query<JobRow>(
      `insert into export_jobs (user_id, name, format, spec, dedupe_key) values ($1, $2, $3, $4, $5) returning ${JOB_COLUMNS}`,
      [userId, exportFileName(what.title, what.format), what.format, JSON.stringify(spec), key],
    );
    await q.query(`select pg_notify('export_jobs', '')`);
    return toJob(job);
  });
}

const sorted = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));

/** One of the caller's jobs (null: none of theirs by that id). */
export async function ownJob(db: Queryable, caller: Caller, id: number): Promise<ExportJob | null> {
  const [row] = await db.query<JobRow>(`select ${JOB_COLUMNS} from export_jobs where id = $1 and user_id = $2`, [id, jobOwner(caller)]);
  return row ? toJob(row) : null;
}

/** The file of one of the caller's done jobs, while it is kept. */
export async function ownFile(db: Queryable, caller: Caller, id: number): Promise<{ path: string; name: string; format: ExportFormat } | null> {
  const [row] = await db.query<{ file: string; name: string; format: ExportFormat }>(
    `select file, name, format from export_jobs where id = $1 and user_id = $2 and status = 'done' and expires_at > now()`,
    [id, jobOwner(caller)],
  );
  return row ? { path: row.file, name: row.name, format: row.format } : null;
}

interface Claimed {
  id: number;
  format: ExportFormat;
  spec: ExportSpec | string;
}

export interface ExportQueueOptions {
  dir: string;
  concurrency: number;
  ttlMs: number;
  sources: Record<string, ExportSource>;
  /** Waits for a moment when the process's own requests are answered (server/http/inFlight.ts) before each batch. */
  gap?: () => Promise<void>;
}

/** This process's share of the work: claims and runs queued jobs, retakes dead ones, sweeps expired files. */
export class ExportQueue {
  readonly worker = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly active = new Map<number, Promise<void>>();
  private filling: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly options: ExportQueueOptions,
  ) {}

  /** Polls for work (and listens for NOTIFY export_jobs) until stop(). */
  async start(): Promise<void> {
    await this.db.listen('export_jobs', () => this.kick());
    const tick = async () => {
      try {
        await this.retakeStale();
        await this.sweep();
      } catch (e) {
        if (!this.stopped) this.log.error('导出任务维护失败', { error: String(e) });
      }
      this.kick();
      if (!this.stopped) this.timer = setTimeout(tick, POLL_MS).unref();
    };
    await tick();
  }

  /** Stops claiming; jobs still running here are put back in the queue for any process to take. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.filling;
    await Promise.allSettled(this.active.values());
  }

  /**
   * Claims jobs until this process runs `concurrency` of them or none can be claimed. A kick while
   * claiming is under way makes it look once more when it is done, so none is lost.
   */
  kick(): void {
    if (this.stopped) return;
    if (this.filling) {
      this.again = true;
      return;
    }
    // cleared in a callback, never inside fill(): with every slot taken fill() ends before its promise
    // is stored, and a promise left behind would turn every later kick away
    const filling = this.fill().finally(() => {
      this.filling = null;
      if (this.again) this.kick();
    });
    this.filling = filling;
  }

  private async fill(): Promise<void> {
    do {
      this.again = false;
      while (!this.stopped && this.active.size < this.options.concurrency) {
        const job = await this.claim().catch((e: unknown) => {
          this.log.error('领取导出任务失败', { error: String(e) });
          return null;
        });
        if (!job) break;
        const run = this.run(job).finally(() => {
          this.active.delete(job.id);
          // a slot is free, and this user's next job may start
          this.kick();
        });
        this.active.set(job.id, run);
      }
    } while (this.again && !this.stopped);
  }

  /** Resolves when nothing is running or being claimed here (tests). */
  async idle(): Promise<void> {
    while (this.filling || this.active.size) {
      await this.filling;
      await Promise.allSettled(this.active.values());
      // let timers run between looks (a test's timeout among them)
      await new Promise((r) => setImmediate(r));
    }
  }

  /** The oldest queued job of a user with none running, marked running by this process; null when there is none. */
  private async claim(): Promise<Claimed | null> {
    try {
      return await this.db.tx(async (q) => {
        const [job] = await q.query<Claimed>(
          `update export_jobs set status = 'running', worker = $1, started_at = now(), heartbeat_at = now(), attempts = attempts + 1
            where id = (select j.id from export_jobs j
                         where j.status = 'queued'
                           and not exists (select 1 from export_jobs r where r.user_id = j.user_id and r.status = 'running')
                         order by j.id limit 1 for update skip locked)
            returning id, format, spec`,
          [this.worker],
        );
        return job ?? null;
      });
    } catch (e) {
      // another process started this user's next job at the same moment: theirs runs, this one waits
      if ((e as { code?: string }).code === '23505') return null;
      throw e;
    }
  }

  private async run(job: Claimed): Promise<void> {
    const spec = (typeof job.spec === 'string' ? JSON.parse(job.spec) : job.spec) as ExportSpec;
    const final = join(this.options.dir, `${job.id}-${randomBytes(8).toString('hex')}.${job.format}`);
    const part = `${final}.part`;
    let lost = false;
    let out: WriteStream | undefined;
    const beat = setInterval(() => {
      void this.held(job.id, 'heartbeat_at = now()').then(
        (ok) => (lost ||= !ok),
        () => undefined,
      );
    }, HEARTBEAT_MS).unref();
    try {
      const source = this.options.sources[spec.kind];
      if (!source) throw new Error(`unknown export kind ${spec.kind}`);
      const table = await source(this.db, spec);
      await this.held(job.id, 'rows_total = $3, rows_done = 0', [table.total]);
      let done = 0;
      let reported = Date.now();
      const queue = this;
      async function* counted() {
        for await (const batch of table.rows) {
          if (queue.stopped || lost) throw new Stopped();
          yield batch;
          done += batch.length;
          if (Date.now() - reported >= PROGRESS_MS) {
            reported = Date.now();
            lost ||= !(await queue.held(job.id, 'rows_done = $3, heartbeat_at = now()', [done]));
          }
          // let the queries of other requests go first before the next batch is asked for: after a
          // pause, and once no request of this process is being answered (bounded, so it still ends)
          await sleep(2);
          await queue.options.gap?.();
        }
      }
      await mkdir(this.options.dir, { recursive: true });
      const file = createWriteStream(part);
      out = file;
      // a write that fails (a full disk) ends the job: the writer would otherwise wait for 'drain' forever
      const failed = new Promise<never>((_, reject) => file.once('error', reject));
      failed.catch(() => undefined);
      await Promise.race([writeTable(file, job.format, { ...table, rows: counted() }), failed]);
      await Promise.race([finished(file), failed]);
      await rename(part, final);
      const marked = await this.held(
        job.id,
        `status = 'done', rows_done = $3, file = $4, finished_at = now(), expires_at = now() + make_interval(secs => $5)`,
        [done, final, this.options.ttlMs / 1000],
      );
      if (!marked) await unlink(final).catch(() => undefined);
    } catch (e) {
      out?.destroy();
      await unlink(part).catch(() => undefined);
      if (e instanceof Stopped) {
        // shutting down (or the job was retaken): back in the queue, this attempt not counted
        if (!lost) await this.held(job.id, `status = 'queued', worker = null, attempts = attempts - 1, rows_done = 0`).catch(() => undefined);
      } else {
        this.log.error('导出失败', { job: job.id, error: String((e as Error)?.stack ?? e) });
        await this.held(job.id, `status = 'failed', error = $3, finished_at = now()`, [FAILED]).catch(() => undefined);
      }
    } finally {
      clearInterval(beat);
      await this.db.query(`select pg_notify('export_jobs', '')`).catch(() => undefined);
    }
  }

  /** Updates a job this process still holds (running, claimed by it); false when it no longer does. */
  private async held(id: number, set: string, params: unknown[] = []): Promise<boolean> {
    const rows = await this.db.query(`update export_jobs set ${set} where id = $1 and worker = $2 and status = 'running' returning id`, [
      id,
      this.worker,
      ...params,
    ]);
    return rows.length > 0;
  }

  /** Jobs left running by a process that stopped beating: queued again, or failed after MAX_ATTEMPTS. */
  async retakeStale(after = RETAKE_AFTER_MS): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `update export_jobs
          set status = case when attempts >= $2 then 'failed' else 'queued' end,
              error = case when attempts >= $2 then $3 else null end,
              finished_at = case when attempts >= $2 then now() end,
              worker = null, rows_done = 0
        where status = 'running' and heartbeat_at < now() - make_interval(secs => $1)
        returning id`,
      [after / 1000, MAX_ATTEMPTS, FAILED],
    );
    if (rows.length) this.log.info('已重新排队中断的导出任务', { jobs: rows.map((r) => r.id) });
    return rows.length;
  }

  /** Deletes the files of jobs past their expiry; the record stays as 已过期. */
  async sweep(): Promise<number> {
    const due = await this.db.query<{ id: number; file: string | null }>(
      `with due as (select id, file from export_jobs where status = 'done' and expires_at <= now() order by expires_at limit 100 for update skip locked)
       update export_jobs e set status = 'expired', file = null from due where e.id = due.id
       returning e.id, due.file`,
    );
    for (const row of due) if (row.file) await unlink(row.file).catch(() => undefined);
    return due.length;
  }
}

class Stopped extends Error {}
