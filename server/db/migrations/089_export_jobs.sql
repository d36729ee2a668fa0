-- Exports as jobs (docs/security-and-operations.md "Exports"): a request queues a job (or joins the
-- same one still waiting or running), every server process claims queued jobs with FOR UPDATE SKIP
-- LOCKED, writes the file under DATA_DIR/exports and records progress; files expire and are swept.
create table export_jobs (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  -- the file's name as the user sees it, e.g. 教师管理-20261127.xlsx
  name text not null,
  format text not null check (format in ('csv', 'xlsx')),
  -- what to export: the source kind, its filters and the caller's scope when it was asked for
  spec jsonb not null,
  -- the same user asking for the same thing while a job is queued or running joins that job
  dedupe_key text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'expired')),
  rows_done int not null default 0,
  rows_total int,
  file text,
  error text,
  attempts int not null default 0,
  -- the process running it; heartbeat_at moves with each batch, so a job of a dead process is retaken
  worker text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz,
  expires_at timestamptz
);
create unique index export_jobs_active_idx on export_jobs (user_id, dedupe_key) where status in ('queued', 'running');
-- one running job per user, whichever process claims it
create unique index export_jobs_running_idx on export_jobs (user_id) where status = 'running';
create index export_jobs_queue_idx on export_jobs (id) where status = 'queued';
create index export_jobs_user_idx on export_jobs (user_id, created_at desc);
create index export_jobs_user_status_idx on export_jobs (user_id, status);
create index export_jobs_user_name_idx on export_jobs (user_id, name);
create index export_jobs_user_expires_idx on export_jobs (user_id, expires_at);
create index export_jobs_expiry_idx on export_jobs (expires_at) where status = 'done';
