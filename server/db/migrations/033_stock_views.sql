-- The warehouse pages (/seller/logisticA–D) read the stock ledger (migration 009) by shop, reason and time.
create index stock_moves_reason_idx on stock_moves (reason, id);
create index stock_moves_delta_idx on stock_moves (delta);
create index skus_stock_idx on skus (stock);
create index skus_spec_text_idx on skus (spec_text);
create index skus_price_idx on skus (price);
create index stock_moves_ref_idx on stock_moves (ref);
-- The platform's categories as the goods list filters by them.
create index categories_sort_idx on categories (sort, id);
