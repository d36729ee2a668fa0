-- /seller/afterSales lists a shop's cases by status tab (the resource layer: shopAfterSale), newest first.
create index if not exists after_sales_shop_idx on after_sales (shop_id, status, created_at desc);
