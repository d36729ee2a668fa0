-- A session's recorded replay as parts (docs/live.md, "Recording and replay"): one part per broadcast run
-- (开始推流 → 停止推流), each its own MediaRecorder and so its own WebM file with its own header. Before
-- this a restarted broadcast was appended to the one file after a second header, and players stopped
-- at it. live_sessions.replay_seq / replay_bytes (078) stay the session's totals (the 1 GB limit, and
-- the trigger of 079 that makes a learner's first replay one of their works, read replay_bytes).
create table live_replay_parts (
  session_id int not null references live_sessions(id) on delete cascade,
  -- from 1, in the order the runs started; part 1 is DATA_DIR/uploads/live-<id>.webm, as the single file was
  part int not null check (part >= 1),
  -- the next chunk expected in this part (chunks are numbered from 0 in each part), i.e. the chunks stored
  seq int not null default 0 check (seq >= 0),
  bytes bigint not null default 0 check (bytes >= 0),
  -- when its first chunk arrived
  started_at timestamptz not null default now(),
  -- its file under DATA_DIR/uploads
  file text not null,
  primary key (session_id, part)
);

-- The replays recorded so far, one file each: part 1 (a file with a second header inside, from a
-- restart before this, stays as it is: its first run plays, as before).
insert into live_replay_parts (session_id, part, seq, bytes, started_at, file)
  select id, 1, replay_seq, replay_bytes, least(starts_at, now()), 'live-' || id || '.webm'
    from live_sessions where replay_bytes > 0
  on conflict (session_id, part) do nothing;
