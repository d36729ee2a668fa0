-- The catalog read model (server/services/catalogIndex.ts) keeps on-shelf product cards and product
-- details in memory. Every committed change to what it shows is announced on channel 'catalog':
-- 'p:<product id>' for products, their SKUs and reviews, 's:<shop id>' for shops.

create or replace function catalog_notify_product() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalog', 'p:' || coalesce(new.id, old.id));
  return null;
end $$;

create or replace function catalog_notify_product_child() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalog', 'p:' || coalesce(new.product_id, old.product_id));
  return null;
end $$;

create or replace function catalog_notify_shop() returns trigger language plpgsql as $$
begin
  perform pg_notify('catalog', 's:' || coalesce(new.id, old.id));
  return null;
end $$;

create trigger products_catalog_notify after insert or update or delete on products
  for each row execute function catalog_notify_product();
create trigger skus_catalog_notify after insert or update or delete on skus
  for each row execute function catalog_notify_product_child();
create trigger reviews_catalog_notify after insert or update or delete on reviews
  for each row execute function catalog_notify_product_child();
create trigger shops_catalog_notify after insert or update or delete on shops
  for each row execute function catalog_notify_shop();
