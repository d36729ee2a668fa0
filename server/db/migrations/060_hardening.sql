-- Hardening (issue 18): counters for rate limits, stateless captchas, secrets shared by every server
-- process, idempotent checkouts, the unpaid-order sweep, and notifications that keep per-process
-- memories (auth cache, live chat) in step across processes.

-- One row per limited key ('login:acct:<name>|<ip>', 'captcha:<ip>', …): counted atomically with an
-- upsert, so parallel requests can never all pass a check that each made before counting.
create table rate_counters (
  key text primary key,
  window_start timestamptz not null,
  n int not null
);
create index rate_counters_window_idx on rate_counters (window_start);

-- Captchas are signed (server/services/captcha.ts) and no longer stored when shown; only a used one
-- is remembered, until it would have expired anyway.
drop table captchas;
create table captcha_uses (
  nonce text primary key,
  expires_at timestamptz not null
);
create index captcha_uses_expires_idx on captcha_uses (expires_at);

-- Login failures are counters now (rate_counters).
drop table login_failures;

-- Secrets the server makes for itself (the captcha signing key): made once, read by every process.
create table app_secrets (
  name text primary key,
  value text not null,
  created_at timestamptz not null default now()
);

-- A checkout sent twice with the same key (a retry after a lost answer) makes its orders once.
alter table orders add column checkout_key text;
create unique index orders_checkout_key_idx on orders (buyer_id, checkout_key, shop_id) where checkout_key is not null;
-- The sweep of unpaid orders past their time limit reads only these.
create index orders_unpaid_idx on orders (created_at) where status = 'pending_payment';

-- Every server process keeps token checks and user info for AUTH_CACHE_MS; these tell all of them at
-- once when a token is revoked ('t:<token hash>') or a user changes ('u:<user id>').
create or replace function auth_notify_token() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform pg_notify('auth_changed', 't:' || old.token_hash);
  elsif new.revoked_at is distinct from old.revoked_at or new.expires_at is distinct from old.expires_at then
    perform pg_notify('auth_changed', 't:' || new.token_hash);
  end if;
  return null;
end $$;
create trigger auth_tokens_notify after update or delete on auth_tokens
  for each row execute function auth_notify_token();

create or replace function auth_notify_user() returns trigger language plpgsql as $$
begin
  perform pg_notify('auth_changed', 'u:' || coalesce(new.id, old.id));
  return null;
end $$;
create trigger users_auth_notify after update or delete on users
  for each row execute function auth_notify_user();

-- Live-chat message numbers, unique across processes.
create sequence live_chat_seq;
