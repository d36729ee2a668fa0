-- The supply market (供销市场, spec §2): suppliers list goods at wholesale prices with a minimum order
-- quantity and up to three price tiers; sellers buy lots with gold coins (the goods arrive in their
-- warehouse stock on receipt) or list them in their shop for drop-shipping. docs/supply-and-workbench.md.

-- A supplier is a profile any user may register (one per user).
create table suppliers (
  id serial primary key,
  owner_id int not null unique references users(id) on delete cascade,
  name text not null,
  contact text not null,
  phone text not null,
  address text not null default '',
  intro text not null default '',
  category_id int references categories(id) on delete set null,
  -- 统一社会信用代码 and the licence picture (an upload the owner made)
  licence_no text not null default '',
  licence_image text,
  -- systemSet: paused suppliers' goods leave the market
  status text not null default 'open' check (status in ('open', 'paused')),
  auto_approve_channels boolean not null default false,
  default_carrier text not null default '',
  ship_days int not null default 2 check (ship_days between 1 and 30),
  min_order_fen int not null default 0 check (min_order_fen >= 0),
  created_at timestamptz not null default now()
);
create unique index suppliers_name_idx on suppliers (name);
-- the listing form's category picker sorts the mall's categories
create index if not exists categories_sort_idx on categories (sort, id);
create index suppliers_status_idx on suppliers (status);

-- Wholesale listings. Tier 1 is (moq, price_fen); tiers 2 and 3 are optional and both halves are set
-- together: more units, a lower unit price.
create table supply_products (
  id serial primary key,
  supplier_id int not null references suppliers(id) on delete cascade,
  category_id int not null references categories(id),
  title text not null,
  image text,
  unit text not null default '件',
  price_fen int not null check (price_fen > 0),
  moq int not null default 1 check (moq >= 1),
  tier2_qty int,
  tier2_price_fen int,
  tier3_qty int,
  tier3_price_fen int,
  retail_price_fen int,
  stock int not null default 0 check (stock >= 0),
  dropship boolean not null default false,
  dropship_price_fen int,
  status smallint not null default 1 check (status in (0, 1)),
  sales int not null default 0,
  detail text not null default '',
  created_at timestamptz not null default now(),
  check ((tier2_qty is null) = (tier2_price_fen is null)),
  check ((tier3_qty is null) = (tier3_price_fen is null)),
  check (tier3_qty is null or tier2_qty is not null),
  check (tier2_qty is null or (tier2_qty > moq and tier2_price_fen > 0 and tier2_price_fen < price_fen)),
  check (tier3_qty is null or (tier3_qty > tier2_qty and tier3_price_fen > 0 and tier3_price_fen < tier2_price_fen)),
  check (not dropship or dropship_price_fen > 0)
);
create index supply_products_supplier_idx on supply_products (supplier_id, created_at desc, id);
create index supply_products_title_idx on supply_products (supplier_id, title);
create index supply_products_status_idx on supply_products (supplier_id, status);
create index supply_products_category_idx on supply_products (category_id, status);
create index supply_products_price_idx on supply_products (supplier_id, price_fen);
create index supply_products_stock_idx on supply_products (supplier_id, stock);
create index supply_products_moq_idx on supply_products (supplier_id, moq);
create index supply_products_sales_idx on supply_products (status, sales desc, id);
create index supply_products_dropship_idx on supply_products (supplier_id, dropship);

-- The supply stock ledger, written by the database as skus' is (009_stock_ledger.sql), with the same
-- reason/ref settings (server/services/stock.ts stockReason): sum(delta) is always the listing's stock.
create table supply_stock_moves (
  id bigserial primary key,
  supply_product_id int not null references supply_products(id) on delete cascade,
  delta int not null,
  balance_after int not null,
  reason text not null,
  ref text not null default '',
  actor_id int references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index supply_stock_moves_product_idx on supply_stock_moves (supply_product_id, id);

create or replace function record_supply_stock_move() returns trigger language plpgsql as $$
declare
  change int := new.stock - case when tg_op = 'INSERT' then 0 else old.stock end;
begin
  if change <> 0 then
    insert into supply_stock_moves (supply_product_id, delta, balance_after, reason, ref, actor_id)
    values (
      new.id, change, new.stock,
      coalesce(nullif(current_setting('cy.stock_reason', true), ''), case when tg_op = 'INSERT' then 'initial' else 'adjust' end),
      coalesce(current_setting('cy.stock_ref', true), ''),
      nullif(coalesce(current_setting('cy.stock_actor', true), ''), '')::int
    );
  end if;
  return null;
end $$;

create trigger supply_products_stock_ledger after insert or update of stock on supply_products
  for each row execute function record_supply_stock_move();

-- Wholesale orders: one listing per order. kind 'stock': bought into the buyer's warehouse;
-- kind 'dropship': a drop-shipped mall sale settled with the supplier (created already received).
create table supply_orders (
  id serial primary key,
  order_no text not null unique,
  kind text not null default 'stock' check (kind in ('stock', 'dropship')),
  supplier_id int not null references suppliers(id) on delete cascade,
  buyer_id int not null references users(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  supply_product_id int not null references supply_products(id) on delete cascade,
  title text not null,
  unit text not null,
  quantity int not null check (quantity > 0),
  unit_price_fen int not null check (unit_price_fen > 0),
  amount_fen int not null check (amount_fen > 0),
  status text not null check (status in ('pending_payment', 'paid', 'shipped', 'received', 'completed', 'cancelled', 'refunded')),
  note text not null default '',
  carrier text,
  tracking_no text,
  -- the mall order a drop-ship settlement belongs to
  mall_order_id int references orders(id) on delete set null,
  -- the goods are in the buyer's warehouse (set once, with the stock move)
  stocked boolean not null default false,
  settled boolean not null default false,
  created_at timestamptz not null default now(),
  paid_at timestamptz,
  shipped_at timestamptz,
  received_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text
);
create index supply_orders_buyer_idx on supply_orders (buyer_id, status, id desc);
create index supply_orders_supplier_idx on supply_orders (supplier_id, status, id desc);
create index supply_orders_product_idx on supply_orders (supply_product_id);
create unique index supply_orders_dropship_idx on supply_orders (mall_order_id, supply_product_id) where kind = 'dropship';

create table supply_order_logs (
  id serial primary key,
  order_id int not null references supply_orders(id) on delete cascade,
  from_status text,
  to_status text not null,
  action text not null,
  actor text not null, -- buyer | supplier | system
  actor_id int,
  note text not null default '',
  created_at timestamptz not null default now()
);
create index supply_order_logs_order_idx on supply_order_logs (order_id, id);

-- Idempotent payment, as the mall's pay_requests: one key, one charge.
create table supply_pay_requests (
  user_id int not null references users(id) on delete cascade,
  idem_key text not null,
  order_id int not null references supply_orders(id) on delete cascade,
  amount_fen int not null,
  created_at timestamptz not null default now(),
  primary key (user_id, idem_key)
);

-- A buyer's rating of a supplier after receipt (marketEvaluate), with the supplier's reply.
create table supply_evaluations (
  id serial primary key,
  order_id int not null unique references supply_orders(id) on delete cascade,
  supplier_id int not null references suppliers(id) on delete cascade,
  buyer_id int not null references users(id) on delete cascade,
  supply_product_id int not null references supply_products(id) on delete cascade,
  desc_stars smallint not null check (desc_stars between 1 and 5),
  service_stars smallint not null check (service_stars between 1 and 5),
  logistics_stars smallint not null check (logistics_stars between 1 and 5),
  content text not null default '',
  reply text,
  replied_at timestamptz,
  created_at timestamptz not null default now()
);
create index supply_evaluations_supplier_idx on supply_evaluations (supplier_id, created_at desc, id);
create index supply_evaluations_stars_idx on supply_evaluations (supplier_id, desc_stars);

-- A supplier's buyers (customerManage): kept by the order service, annotated by the supplier.
create table supply_customers (
  id serial primary key,
  supplier_id int not null references suppliers(id) on delete cascade,
  buyer_id int not null references users(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  paid_orders int not null default 0,
  paid_fen int not null default 0,
  level text not null default 'normal' check (level in ('normal', 'key', 'vip')),
  note text not null default '',
  first_order_at timestamptz not null default now(),
  last_order_at timestamptz not null default now(),
  unique (supplier_id, buyer_id)
);
create index supply_customers_level_idx on supply_customers (supplier_id, level);
create index supply_customers_paid_idx on supply_customers (supplier_id, paid_fen);
create index supply_customers_orders_idx on supply_customers (supplier_id, paid_orders);
create index supply_customers_last_idx on supply_customers (supplier_id, last_order_at);

-- Distribution channels (channelManage): a shop may drop-ship a listing at a price once the supplier
-- approves its application. reserved: units the supplier set aside for the shop's listing.
create table supply_channels (
  id serial primary key,
  supplier_id int not null references suppliers(id) on delete cascade,
  supply_product_id int not null references supply_products(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  price_fen int not null check (price_fen > 0),
  status text not null default 'applied' check (status in ('applied', 'approved', 'rejected', 'revoked')),
  note text not null default '',
  reason text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (supply_product_id, shop_id)
);
create index supply_channels_status_idx on supply_channels (supplier_id, status);
create index supply_channels_created_idx on supply_channels (supplier_id, created_at);
create index supply_channels_price_idx on supply_channels (supplier_id, price_fen);

-- Which shop product a listing became (shopManage): one per (shop, listing, mode). mode 'stock': bought
-- lots arrive in this SKU; 'dropship': the SKU holds units the supplier reserved for the shop.
create table supply_links (
  id serial primary key,
  supplier_id int not null references suppliers(id) on delete cascade,
  supply_product_id int not null references supply_products(id) on delete cascade,
  shop_id int not null references shops(id) on delete cascade,
  product_id int not null references products(id) on delete cascade,
  sku_id int not null references skus(id) on delete cascade,
  mode text not null check (mode in ('stock', 'dropship')),
  total_qty int not null default 0,
  created_at timestamptz not null default now(),
  unique (shop_id, supply_product_id, mode)
);
create index supply_links_supplier_idx on supply_links (supplier_id, created_at);
create index supply_links_mode_idx on supply_links (supplier_id, mode);
create index supply_links_qty_idx on supply_links (supplier_id, total_qty);
create index supply_links_sku_idx on supply_links (sku_id);
