-- The simulated mall: shops, catalog, carts, orders, money (integer fen everywhere), seasons.

-- Gold coins. Amounts are integer fen (1 gold coin = 100 fen); the balance can never go negative.
create table wallets (
  user_id int primary key references users(id) on delete cascade,
  balance int not null default 0 check (balance >= 0),
  updated_at timestamptz not null default now()
);

create table wallet_ledger (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  delta int not null,
  balance_after int not null check (balance_after >= 0),
  reason text not null, -- seed | pay | refund | settle | aftersale | restart
  ref text not null default '',
  idem_key text,
  created_at timestamptz not null default now(),
  unique (user_id, idem_key)
);
create index wallet_ledger_user_idx on wallet_ledger (user_id, id desc);

-- One simulation clock per class: a season is 7 simulated days.
create table simulation_seasons (
  class_id int primary key references classes(id) on delete cascade,
  season int not null default 1,
  updated_by int references users(id),
  updated_at timestamptz not null default now()
);

create table shop_exam_attempts (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  score int not null,
  total int not null,
  passed boolean not null,
  created_at timestamptz not null default now()
);

create table shops (
  id serial primary key,
  owner_id int not null unique references users(id) on delete cascade,
  name text not null,
  intro text not null default '',
  -- scores in tenths: 48 = 4.8
  score_desc smallint not null default 48,
  score_service smallint not null default 48,
  score_logistics smallint not null default 48,
  followers int not null default 0,
  status smallint not null default 1,
  created_at timestamptz not null default now()
);

create table shop_season_stats (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  class_id int not null references classes(id) on delete cascade,
  season int not null,
  order_count int not null,
  sales_fen int not null,
  created_at timestamptz not null default now()
);

create table categories (
  id serial primary key,
  name text not null unique,
  icon text not null default '',
  sort int not null default 0
);

-- Freight: a default rule per template plus per-province overrides (province = 省 name as in addresses).
create table freight_templates (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  name text not null,
  first_units int not null default 1 check (first_units >= 1),
  first_fee int not null default 0 check (first_fee >= 0),
  extra_units int not null default 1 check (extra_units >= 1),
  extra_fee int not null default 0 check (extra_fee >= 0),
  -- goods amount (fen) from which freight is free; null: never
  free_over int,
  is_default boolean not null default true
);
create table freight_rules (
  id serial primary key,
  template_id int not null references freight_templates(id) on delete cascade,
  province text not null,
  first_units int not null default 1 check (first_units >= 1),
  first_fee int not null check (first_fee >= 0),
  extra_units int not null default 1 check (extra_units >= 1),
  extra_fee int not null check (extra_fee >= 0),
  unique (template_id, province)
);

create table products (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  category_id int not null references categories(id),
  title text not null,
  subtitle text not null default '',
  image_count smallint not null default 3,
  detail_html text not null default '',
  -- [{ "name": "颜色", "values": ["红色", "蓝色"] }]
  specs jsonb not null default '[]',
  status smallint not null default 1, -- 1 on shelf, 0 off shelf
  price int not null default 0, -- lowest SKU price (fen), kept by the service
  original_price int not null default 0,
  sales int not null default 0,
  freight_template_id int references freight_templates(id) on delete set null,
  created_at timestamptz not null default now()
);
create index products_shop_idx on products (shop_id);
create index products_cat_idx on products (category_id, sales desc);
create index products_sales_idx on products (sales desc, id);
create index products_new_idx on products (created_at desc, id);

create table skus (
  id serial primary key,
  product_id int not null references products(id) on delete cascade,
  spec jsonb not null default '{}',
  spec_text text not null default '',
  price int not null check (price >= 0),
  original_price int not null check (original_price >= 0),
  stock int not null check (stock >= 0),
  initial_stock int not null default 0
);
create index skus_product_idx on skus (product_id);

create table fav_products (
  user_id int not null references users(id) on delete cascade,
  product_id int not null references products(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
create table fav_shops (
  user_id int not null references users(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, shop_id)
);

create table addresses (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  name text not null,
  phone text not null,
  province text not null,
  city text not null,
  district text not null,
  detail text not null,
  is_default boolean not null default false,
  created_at timestamptz not null default now()
);
create index addresses_user_idx on addresses (user_id);

create table cart_items (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  sku_id int not null references skus(id) on delete cascade,
  quantity int not null check (quantity between 1 and 999),
  selected boolean not null default true,
  created_at timestamptz not null default now(),
  unique (user_id, sku_id)
);

-- Promotions: mj 满减 (threshold, amount), yhq 优惠券 (claimable, threshold, amount),
-- hb 红包 (claimable, no threshold, amount), tj 天天特价 (product, amount off each unit).
create table promotions (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  kind text not null check (kind in ('mj', 'yhq', 'hb', 'tj')),
  title text not null,
  threshold int not null default 0 check (threshold >= 0),
  amount int not null check (amount > 0),
  product_id int references products(id) on delete cascade,
  total int not null default 0, -- claimable quantity (yhq/hb)
  claimed int not null default 0,
  starts_at timestamptz not null default now() - interval '1 day',
  ends_at timestamptz not null default now() + interval '3650 days',
  status smallint not null default 1
);
create index promotions_shop_idx on promotions (shop_id, kind);

create table user_coupons (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  promotion_id int not null references promotions(id) on delete cascade,
  status text not null default 'unused' check (status in ('unused', 'used')),
  order_id int,
  claimed_at timestamptz not null default now(),
  used_at timestamptz,
  unique (user_id, promotion_id)
);

create table orders (
  id serial primary key,
  order_no text not null unique,
  buyer_id int not null references users(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  status text not null check (status in ('pending_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled', 'refunded')),
  goods_fen int not null,
  discount_fen int not null default 0,
  freight_fen int not null default 0,
  pay_fen int not null,
  refunded_fen int not null default 0,
  discounts jsonb not null default '{}',
  -- address snapshot
  receiver text not null,
  receiver_phone text not null,
  receiver_address text not null,
  province text not null,
  note text not null default '',
  carrier text,
  tracking_no text,
  -- season of the buyer's class when created / shipped (simulation clock)
  created_season int not null default 1,
  shipped_season int,
  paid_at timestamptz,
  shipped_at timestamptz,
  received_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  settled boolean not null default false,
  created_at timestamptz not null default now()
);
create index orders_buyer_idx on orders (buyer_id, status, id desc);
create index orders_shop_idx on orders (shop_id, status, id desc);

create table order_lines (
  id serial primary key,
  order_id int not null references orders(id) on delete cascade,
  product_id int not null references products(id),
  sku_id int not null references skus(id),
  title text not null,
  spec_text text not null,
  unit_price int not null,
  quantity int not null check (quantity > 0),
  amount_fen int not null, -- unit_price * quantity
  discount_fen int not null default 0, -- this line's share of every discount
  pay_fen int not null, -- amount_fen - discount_fen
  reviewed boolean not null default false
);
create index order_lines_order_idx on order_lines (order_id);

create table order_logs (
  id serial primary key,
  order_id int not null references orders(id) on delete cascade,
  from_status text,
  to_status text not null,
  action text not null,
  actor text not null, -- buyer | seller | system
  actor_id int,
  note text not null default '',
  created_at timestamptz not null default now()
);
create index order_logs_order_idx on order_logs (order_id, id);

create table pay_requests (
  user_id int not null references users(id) on delete cascade,
  idem_key text not null,
  order_id int not null references orders(id) on delete cascade,
  pay_fen int not null,
  created_at timestamptz not null default now(),
  primary key (user_id, idem_key)
);

create table reviews (
  id serial primary key,
  order_id int not null references orders(id) on delete cascade,
  order_line_id int not null unique references order_lines(id) on delete cascade,
  product_id int not null references products(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  stars smallint not null check (stars between 1 and 5),
  content text not null default '',
  photos jsonb not null default '[]',
  reply text,
  replied_at timestamptz,
  created_at timestamptz not null default now()
);
create index reviews_product_idx on reviews (product_id, id desc);

create table after_sales (
  id serial primary key,
  order_id int not null references orders(id) on delete cascade,
  buyer_id int not null references users(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  kind text not null check (kind in ('refund_only', 'return_refund')),
  status text not null check (status in ('applied', 'awaiting_return', 'returned', 'refunded', 'rejected', 'cancelled')),
  reason text not null,
  amount_fen int not null check (amount_fen > 0),
  photos jsonb not null default '[]',
  return_carrier text,
  return_tracking_no text,
  seller_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index after_sales_order_idx on after_sales (order_id);

create table complaints (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  kind text not null check (kind in ('complaint', 'report')),
  shop_id int not null references shops(id) on delete cascade,
  order_id int references orders(id) on delete set null,
  product_id int references products(id) on delete set null,
  reason text not null,
  content text not null default '',
  photos jsonb not null default '[]',
  status text not null default 'pending' check (status in ('pending', 'handled')),
  reply text,
  created_at timestamptz not null default now()
);
create index complaints_user_idx on complaints (user_id, kind, id desc);

create table live_sessions (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  title text not null,
  stream_url text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  viewers int not null default 0,
  product_ids int[] not null default '{}'
);
create index live_sessions_time_idx on live_sessions (starts_at);
