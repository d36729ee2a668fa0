-- Sub-accounts of a shop (/seller/staffOfficer) and the page views that count a shop's visitors
-- (/seller/index, /seller/dataAnalysis).

-- A staff member is a user of their own (role 6, no class) who works in one shop with the areas
-- granted here (src/api/contract/staff.ts); server/http/staffGate.ts enforces them.
create table shop_staff (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  user_id int not null unique references users(id) on delete cascade,
  perms text[] not null default '{}',
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index shop_staff_shop_created_idx on shop_staff (shop_id, created_at);
create index shop_staff_shop_enabled_idx on shop_staff (shop_id, enabled);
create index shop_staff_perms_idx on shop_staff using gin (perms);

-- One row per view of a product detail or a shop home (written in batches: server/services/pageViews.ts).
-- visitor: 'u:<user id>' when signed in, else 'a:<hash of address and browser>'. season: the season of the
-- shop owner's class when it was viewed (1 without a class).
create table page_views (
  id bigserial primary key,
  shop_id int not null references shops(id) on delete cascade,
  product_id int references products(id) on delete cascade,
  visitor text not null,
  season int not null default 1,
  created_at timestamptz not null default now()
);
create index page_views_shop_season_idx on page_views (shop_id, season, created_at);
create index page_views_product_idx on page_views (product_id, season);
