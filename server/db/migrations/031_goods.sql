-- Goods a seller lists themselves (/seller/addGoods, /seller/goodsList) and the shop's picture
-- library (/seller/imgManage).

-- Picture URLs from the shop's library ('/uploads/…' or the platform's '/v1/wangchuang/media/library/…');
-- empty = the drawn pictures (/media/product/{id}-{n}.svg).
alter table products add column images jsonb not null default '[]';
alter table products add column updated_at timestamptz not null default now();

-- The seller's goods list: filters and sorts within one shop.
create index products_shop_status_idx on products (shop_id, status, id);
create index products_shop_title_idx on products (shop_id, title);
create index products_shop_price_idx on products (shop_id, price);
create index products_shop_sales_idx on products (shop_id, sales);
create index products_shop_created_idx on products (shop_id, created_at);
create index products_shop_category_id_idx on products (shop_id, category_id);

create table shop_asset_folders (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  name text not null,
  sort int not null default 0,
  created_at timestamptz not null default now(),
  unique (shop_id, name)
);
create index shop_asset_folders_shop_sort_idx on shop_asset_folders (shop_id, sort, id);

create table shop_assets (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  folder_id int references shop_asset_folders(id) on delete set null,
  name text not null,
  url text not null,
  -- 'upload' (from the phone or desktop) | 'library' (a ready-made picture of /seller/webResources)
  source text not null default 'upload' check (source in ('upload', 'library')),
  created_at timestamptz not null default now(),
  unique (shop_id, url)
);
create index shop_assets_shop_folder_idx on shop_assets (shop_id, folder_id, id);
create index shop_assets_shop_name_idx on shop_assets (shop_id, name);
create index shop_assets_shop_source_idx on shop_assets (shop_id, source);
create index shop_assets_shop_created_idx on shop_assets (shop_id, created_at);
