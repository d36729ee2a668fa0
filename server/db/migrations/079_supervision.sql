-- Supervision (docs/back-office.md "Supervision"): learners' works and their scores, the viewing
-- history of live sessions (peak and average viewers, learners' live minutes), remote invigilation.

-- A learner's work in their class: a recorded stream (a live session they hosted) or an upload.
create table student_works (
  id serial primary key,
  class_id int not null references classes(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  kind text not null check (kind in ('replay', 'video', 'image', 'file')),
  title text not null,
  files jsonb not null default '[]',
  live_session_id int references live_sessions(id) on delete set null,
  score int check (score between 0 and 100),
  comment text not null default '',
  scored_by int references users(id) on delete set null,
  scored_at timestamptz,
  created_at timestamptz not null default now()
);
create index student_works_class_idx on student_works (class_id, created_at desc);
create index student_works_user_idx on student_works (user_id);
create index student_works_created_idx on student_works (created_at);
create index student_works_kind_idx on student_works (kind);
create index student_works_score_idx on student_works (score);

-- Who watched which session when. live_viewers holds only the open connections (a row is deleted
-- when its viewer leaves); these triggers keep each connection's interval for the statistics.
create table live_watch (
  session_id int not null references live_sessions(id) on delete cascade,
  viewer_key text not null,
  user_id int references users(id) on delete set null,
  joined_at timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  left_at timestamptz,
  primary key (session_id, viewer_key)
);
create index live_watch_user_idx on live_watch (user_id, session_id);

create or replace function live_watch_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into live_watch (session_id, viewer_key, user_id, joined_at, last_seen)
      values (new.session_id, new.viewer_key, new.user_id, new.joined_at, new.last_seen) on conflict do nothing;
    return new;
  elsif tg_op = 'UPDATE' then
    update live_watch set last_seen = new.last_seen where session_id = new.session_id and viewer_key = new.viewer_key;
    return new;
  end if;
  update live_watch set left_at = now() where session_id = old.session_id and viewer_key = old.viewer_key;
  return old;
end $$;
create trigger live_viewers_watch after insert or update or delete on live_viewers for each row execute function live_watch_track();

-- Remote invigilation: a publication may be invigilated; the learner's camera sends snapshots of
-- an attempt; an invigilator may flag an attempt.
alter table paper_classes add column if not exists invigilated boolean not null default false;

create table invigilation_snapshots (
  id serial primary key,
  attempt_id int not null references exam_attempts(id) on delete cascade,
  mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp')),
  image bytea not null,
  taken_at timestamptz not null default now()
);
create index invigilation_snapshots_attempt_idx on invigilation_snapshots (attempt_id, id desc);

create table invigilation_flags (
  attempt_id int primary key references exam_attempts(id) on delete cascade,
  reason text not null,
  flagged_by int references users(id) on delete set null,
  flagged_at timestamptz not null default now()
);

create index if not exists exam_attempts_running_idx on exam_attempts (status, started_at desc);

-- A learner's live session with a recorded replay (078_live_media.sql) becomes one of their works.
create or replace function student_work_from_replay() returns trigger language plpgsql as $$
declare
  host record;
begin
  if old.replay_bytes > 0 or new.replay_bytes <= 0 then return new; end if;
  select id, class_id into host from users where id = new.anchor_id and role = 6 and class_id is not null;
  if host.id is null or exists (select 1 from student_works where live_session_id = new.id) then return new; end if;
  insert into student_works (class_id, user_id, kind, title, files, live_session_id)
    values (host.class_id, host.id, 'replay', left(new.title, 50),
            jsonb_build_array(jsonb_build_object('fileName', '直播回放.webm', 'url', '/v1/wangchuang/live/' || new.id || '/replay')), new.id);
  return new;
end $$;
create trigger live_sessions_replay_work after update of replay_bytes on live_sessions for each row execute function student_work_from_replay();
