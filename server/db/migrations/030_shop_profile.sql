-- The seller centre's shop (docs/seller-centre.md "Shop, goods and stock"): the profile a seller edits
-- on /seller/shopConfig, the shop home's decoration (/seller/myShopDesign, /seller/shopTrim) and the
-- products a seller recommends on it (/seller/recomGoods).

-- '' = not set: the logo falls back to the drawn one (/media/shop/{id}.svg).
alter table shops add column logo text not null default '';
alter table shops add column service_phone text not null default '';
alter table shops add column return_name text not null default '';
alter table shops add column return_phone text not null default '';
alter table shops add column return_address text not null default '';
-- { theme, sign: { image, slogan }, blocks: [...] } (src/api/contract/seller.ts ShopDecor); '{}' = the default look.
alter table shops add column decor jsonb not null default '{}';
alter table shops add column updated_at timestamptz not null default now();

create table shop_recommends (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  product_id int not null references products(id) on delete cascade,
  reason text not null default '',
  sort int not null default 0,
  created_at timestamptz not null default now(),
  unique (shop_id, product_id)
);
create index shop_recommends_shop_sort_idx on shop_recommends (shop_id, sort, id);
create index shop_recommends_shop_created_idx on shop_recommends (shop_id, created_at);
