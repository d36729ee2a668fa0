-- Live media (docs/live.md): the camera broadcast, its signalling, its recorded replay, and live classes.

-- A live class: a teacher's session for one class (shop_id null, anchor_id the teacher).
alter table live_sessions add column class_id int references classes(id) on delete cascade;
create index live_sessions_class_idx on live_sessions (class_id, starts_at desc) where class_id is not null;
-- The anchor's camera is broadcasting now (viewers connect to it; "now live" for the room).
alter table live_sessions add column on_air boolean not null default false;
-- The replay recorded in the anchor's browser: DATA_DIR/uploads/live-<id>.webm, appended chunk by chunk;
-- replay_seq is the next chunk number expected (chunks arrive in order, a resent one is ignored).
alter table live_sessions add column replay_bytes bigint not null default 0;
alter table live_sessions add column replay_seq int not null default 0;

-- WebRTC signalling between a session's anchor and one viewer, relayed through the server: the row is
-- written, its id goes out on NOTIFY 'live_signal' (SDP is too large for a NOTIFY payload) and the
-- process holding the addressee's stream reads and delivers it. Rows are short-lived.
create table live_signals (
  id bigserial primary key,
  session_id int not null references live_sessions(id) on delete cascade,
  to_key text not null,
  from_key text not null,
  kind text not null check (kind in ('join', 'offer', 'answer', 'ice', 'bye')),
  body jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index live_signals_created_idx on live_signals (created_at);
