-- Seller centre, orders/service/marketing half (docs/seller-centre.md "Orders, service and marketing").

-- Coupons and red packets: how many one buyer may claim (1 keeps the old rule: once per user).
alter table promotions add column if not exists per_user int not null default 1 check (per_user between 1 and 100);
alter table promotions add column if not exists created_at timestamptz not null default now();
alter table user_coupons drop constraint if exists user_coupons_user_id_promotion_id_key;
create index if not exists user_coupons_user_promo_idx on user_coupons (user_id, promotion_id);
create index if not exists promotions_title_idx on promotions (shop_id, title);
create index if not exists promotions_threshold_idx on promotions (shop_id, threshold);
create index if not exists promotions_amount_idx on promotions (shop_id, amount);
create index if not exists promotions_ends_idx on promotions (shop_id, ends_at);
create index if not exists promotions_starts_idx on promotions (shop_id, starts_at);
create index if not exists promotions_status_idx on promotions (shop_id, status);
create index if not exists promotions_created_idx on promotions (shop_id, created_at);

-- Goods a 退货退款 brought back into stock, per order line (never more than was bought).
alter table order_lines add column if not exists returned_qty int not null default 0;
alter table after_sales add column if not exists restocked jsonb not null default '[]';

-- Freight templates: list sort/filter columns.
create index if not exists freight_templates_shop_idx on freight_templates (shop_id, name);
create index if not exists freight_templates_default_idx on freight_templates (shop_id, is_default);

-- The platform's decision on a complaint or report (written by the back-office; the seller reads it).
alter table complaints add column if not exists decision text check (decision in ('upheld', 'dismissed'));
alter table complaints add column if not exists decision_note text;
alter table complaints add column if not exists decided_at timestamptz;
create index if not exists complaints_shop_kind_idx on complaints (shop_id, kind, id desc);

-- 客服: one conversation per buyer and shop; messages in order.
create table consult_threads (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  buyer_id int not null references users(id) on delete cascade,
  product_id int references products(id) on delete set null,
  last_text text not null default '',
  last_at timestamptz not null default now(),
  seller_unread int not null default 0,
  buyer_unread int not null default 0,
  created_at timestamptz not null default now(),
  unique (shop_id, buyer_id)
);
create index consult_threads_shop_idx on consult_threads (shop_id, last_at desc);
create index consult_threads_buyer_idx on consult_threads (buyer_id, last_at desc);

create table consult_messages (
  id serial primary key,
  thread_id int not null references consult_threads(id) on delete cascade,
  sender text not null check (sender in ('buyer', 'seller')),
  sender_id int references users(id) on delete set null,
  text text not null,
  product_id int references products(id) on delete set null,
  created_at timestamptz not null default now()
);
create index consult_messages_thread_idx on consult_messages (thread_id, id);

-- Every committed message is announced on channel 'consult' (each server process fans it out to its
-- own SSE streams: server/services/consult.ts), so the chat works with several processes.
create or replace function consult_notify() returns trigger language plpgsql as $$
begin
  perform pg_notify('consult', new.id::text);
  return null;
end $$;
create trigger consult_messages_notify after insert on consult_messages for each row execute function consult_notify();

create table quick_replies (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  text text not null,
  sort int not null default 0,
  created_at timestamptz not null default now()
);
create index quick_replies_shop_idx on quick_replies (shop_id, sort);
create index quick_replies_text_idx on quick_replies (shop_id, text);

-- 直通车: a shop's daily budget, keyword bids, and every charged click.
create table train_plans (
  shop_id int primary key references shops(id) on delete cascade,
  daily_budget int not null default 0 check (daily_budget >= 0),
  enabled boolean not null default true,
  updated_at timestamptz not null default now()
);
create table train_keywords (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  product_id int not null references products(id) on delete cascade,
  keyword text not null,
  bid int not null check (bid >= 1),
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  unique (shop_id, keyword, product_id)
);
create index train_keywords_kw_idx on train_keywords (lower(keyword), bid desc);
create index train_keywords_shop_idx on train_keywords (shop_id, keyword);
create index train_keywords_bid_idx on train_keywords (shop_id, bid);
create index train_keywords_enabled_idx on train_keywords (shop_id, enabled);
create index train_keywords_created_idx on train_keywords (shop_id, created_at);
create table train_clicks (
  id serial primary key,
  keyword_id int not null references train_keywords(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  user_id int references users(id) on delete set null,
  cost int not null check (cost >= 0),
  day date not null default current_date,
  created_at timestamptz not null default now()
);
create index train_clicks_shop_day_idx on train_clicks (shop_id, day);
create index train_clicks_kw_idx on train_clicks (keyword_id, user_id, day);

-- 保证金: a deposit of the owner's coins held by the platform.
alter table shops add column if not exists bond_fen int not null default 0 check (bond_fen >= 0);

-- 消费者保障: the service promises a shop makes (shown on its product pages).
create table shop_guarantees (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  code text not null,
  title text not null,
  detail text not null default '',
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  unique (shop_id, code)
);
create index shop_guarantees_shop_idx on shop_guarantees (shop_id, title);
create index shop_guarantees_enabled_idx on shop_guarantees (shop_id, enabled);

-- Platform activities a shop may sign up for (the bond they need), and the sign-ups.
create table platform_activities (
  id serial primary key,
  title text not null,
  intro text not null default '',
  bond_fen int not null default 0,
  starts_at timestamptz not null,
  ends_at timestamptz not null
);
create table activity_signups (
  id serial primary key,
  activity_id int not null references platform_activities(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  product_ids int[] not null default '{}',
  status text not null default 'signed' check (status in ('signed', 'cancelled')),
  created_at timestamptz not null default now(),
  unique (activity_id, shop_id)
);

-- Live sessions scheduled by a seller.
alter table live_sessions add column if not exists created_at timestamptz not null default now();
create index if not exists live_sessions_shop_idx on live_sessions (shop_id, starts_at);
create index if not exists live_sessions_title_idx on live_sessions (shop_id, title);

-- The seller's product pick list (天天特价, 直通车, live shelves) filters and sorts by these.
create index if not exists products_shop_title_idx on products (shop_id, title);
create index if not exists products_shop_price_idx on products (shop_id, price);
create index if not exists products_shop_status_idx on products (shop_id, status);
