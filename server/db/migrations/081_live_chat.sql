-- The live chat, kept (docs/live.md "Chat"): every message of a session, numbered from the
-- sequence the chat already used (060), with its author and, once a moderator removes it, when and
-- by whom; and who is muted (禁言) in which session, by whom.
create table live_chat_messages (
  id int primary key default nextval('live_chat_seq'),
  session_id int not null references live_sessions(id) on delete cascade,
  user_id int references users(id) on delete set null,
  user_name text not null,
  text text not null,
  created_at timestamptz not null default now(),
  removed_at timestamptz,
  removed_by int references users(id) on delete set null
);
-- a newcomer's history (the last 30 shown) and the count on 直播数据: the messages still shown
create index live_chat_messages_shown_idx on live_chat_messages (session_id, id desc) where removed_at is null;
create index live_chat_messages_user_idx on live_chat_messages (user_id);

create table live_chat_mutes (
  session_id int not null references live_sessions(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  muted_by int references users(id) on delete set null,
  muted_at timestamptz not null default now(),
  primary key (session_id, user_id)
);
create index live_chat_mutes_user_idx on live_chat_mutes (user_id);
