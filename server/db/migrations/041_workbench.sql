-- The anchor workbench (spec §2): anchors pick products that shops open for distribution, sell them in
-- their live sessions and earn a commission per order line, settled on receipt and reversed on refund.
-- docs/supply-and-workbench.md.

-- A live session has a host: a shop's owner (shop sessions, as seeded) or an anchor without a shop of
-- their own (anchor sessions: shop_id null, the shelf holds other shops' products).
alter table live_sessions alter column shop_id drop not null;
alter table live_sessions add column anchor_id int references users(id) on delete cascade;
update live_sessions l set anchor_id = s.owner_id from shops s where s.id = l.shop_id and l.anchor_id is null;
alter table live_sessions add constraint live_sessions_host_check check (shop_id is not null or anchor_id is not null);
alter table live_sessions add column if not exists created_at timestamptz not null default now();
create index live_sessions_anchor_idx on live_sessions (anchor_id, starts_at desc);

create or replace function live_session_host() returns trigger language plpgsql as $$
begin
  if new.anchor_id is null and new.shop_id is not null then
    new.anchor_id := (select owner_id from shops where id = new.shop_id);
  end if;
  return new;
end $$;
create trigger live_sessions_host before insert on live_sessions for each row execute function live_session_host();

-- Who is watching now: one row per open live-room connection, refreshed while it stays open (any
-- server process may hold it, so the count is right with several).
create table live_viewers (
  session_id int not null references live_sessions(id) on delete cascade,
  viewer_key text not null,
  user_id int references users(id) on delete set null,
  joined_at timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  primary key (session_id, viewer_key)
);
create index live_viewers_seen_idx on live_viewers (session_id, last_seen);

-- The session an order was placed from (the live room's 立即购买), kept for statistics and commission.
alter table orders add column live_session_id int references live_sessions(id) on delete set null;
create index orders_live_session_idx on orders (live_session_id) where live_session_id is not null;

-- What a shop opens for distribution and at what commission rate (whole percent). One row per
-- product, made with the product; the shop edits it (seller/shopDistribution).
create table distribution_settings (
  id int primary key references products(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  open boolean not null default false,
  rate int not null default 10 check (rate between 1 and 50),
  updated_at timestamptz not null default now()
);
create index distribution_settings_shop_idx on distribution_settings (shop_id, open);
create index distribution_settings_rate_idx on distribution_settings (shop_id, rate);
create index distribution_settings_updated_idx on distribution_settings (shop_id, updated_at);
create index distribution_settings_open_rate_idx on distribution_settings (open, rate desc, id);
insert into distribution_settings (id, shop_id) select id, shop_id from products on conflict do nothing;

create or replace function product_distribution_row() returns trigger language plpgsql as $$
begin
  insert into distribution_settings (id, shop_id) values (new.id, new.shop_id) on conflict (id) do nothing;
  return null;
end $$;
create trigger products_distribution_row after insert on products for each row execute function product_distribution_row();

-- An anchor's selection (MyProducts); sort arranges the shelf.
create table anchor_products (
  id serial primary key,
  anchor_id int not null references users(id) on delete cascade,
  product_id int not null references products(id) on delete cascade,
  sort int not null default 0,
  note text not null default '',
  created_at timestamptz not null default now(),
  unique (anchor_id, product_id)
);
create index anchor_products_sort_idx on anchor_products (anchor_id, sort, id);
create index anchor_products_created_idx on anchor_products (anchor_id, created_at);

-- CreatorCenter: an anchor's public profile (id = the user's id) and their fans.
create table anchor_profiles (
  id int primary key references users(id) on delete cascade,
  nickname text not null,
  intro text not null default '',
  tags text not null default '',
  avatar text,
  created_at timestamptz not null default now()
);
create table anchor_follows (
  anchor_id int not null references users(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (anchor_id, user_id)
);
create index anchor_follows_anchor_idx on anchor_follows (anchor_id, created_at desc);

-- One commission per order line placed from an anchor's session, at the rate open when it was placed.
-- pending (order placed or paid) → settled (received: the shop pays the anchor) → reversed (refunded:
-- before receipt nothing moved; after it, the refunded share goes back); cancelled with the order.
create table commissions (
  id serial primary key,
  order_id int not null references orders(id) on delete cascade,
  order_line_id int not null unique references order_lines(id) on delete cascade,
  anchor_id int not null references users(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  session_id int references live_sessions(id) on delete set null,
  product_id int not null references products(id) on delete cascade,
  rate int not null check (rate between 1 and 50),
  base_fen int not null check (base_fen >= 0),
  amount_fen int not null check (amount_fen >= 0),
  reversed_fen int not null default 0 check (reversed_fen >= 0 and reversed_fen <= amount_fen),
  status text not null default 'pending' check (status in ('pending', 'settled', 'reversed', 'cancelled')),
  created_at timestamptz not null default now(),
  settled_at timestamptz,
  reversed_at timestamptz
);
create index commissions_anchor_idx on commissions (anchor_id, status, id desc);
create index commissions_shop_idx on commissions (shop_id, status, id desc);
create index commissions_order_idx on commissions (order_id);
create index commissions_session_idx on commissions (session_id);

-- Live statistics in real time: every committed change an anchor's big screen shows is announced on
-- channel 'live_stats' with the session id (server/services/liveStats.ts listens, on PostgreSQL on a
-- connection of its own, so every process's screens hear every process's changes).
create or replace function live_stats_notify_order() returns trigger language plpgsql as $$
begin
  if coalesce(new.live_session_id, old.live_session_id) is not null then
    perform pg_notify('live_stats', coalesce(new.live_session_id, old.live_session_id)::text);
  end if;
  return null;
end $$;
create trigger orders_live_stats after insert or update of status, refunded_fen on orders
  for each row execute function live_stats_notify_order();

create or replace function live_stats_notify_viewer() returns trigger language plpgsql as $$
begin
  perform pg_notify('live_stats', coalesce(new.session_id, old.session_id)::text);
  return null;
end $$;
create trigger live_viewers_stats after insert or delete on live_viewers
  for each row execute function live_stats_notify_viewer();

create or replace function live_stats_notify_session() returns trigger language plpgsql as $$
begin
  perform pg_notify('live_stats', new.id::text);
  return null;
end $$;
create trigger live_sessions_stats after update on live_sessions
  for each row execute function live_stats_notify_session();
