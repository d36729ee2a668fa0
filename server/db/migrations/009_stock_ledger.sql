-- The stock ledger: every change of a SKU's stock, written by the database itself, so no code path
-- can change stock without a row here and sum(delta) always equals skus.stock. A transaction says
-- why with set_config('cy.stock_reason', …, true) and what with 'cy.stock_ref' (server/services/stock.ts);
-- without them a change is recorded as 'adjust' (inserts: 'initial').

create table stock_moves (
  id bigserial primary key,
  sku_id int not null references skus(id) on delete cascade,
  delta int not null,
  balance_after int not null,
  reason text not null check (reason in ('initial', 'order', 'cancel', 'refund', 'return', 'restart', 'inbound', 'outbound', 'adjust', 'supply')),
  -- what caused it: 'order:123', 'supply_order:7', 'season_restart'…
  ref text not null default '',
  note text not null default '',
  actor_id int references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index stock_moves_sku_idx on stock_moves (sku_id, id);
create index stock_moves_created_idx on stock_moves (created_at);

create or replace function record_stock_move() returns trigger language plpgsql as $$
declare
  change int := new.stock - case when tg_op = 'INSERT' then 0 else old.stock end;
begin
  if change <> 0 then
    insert into stock_moves (sku_id, delta, balance_after, reason, ref, note, actor_id)
    values (
      new.id, change, new.stock,
      coalesce(nullif(current_setting('cy.stock_reason', true), ''), case when tg_op = 'INSERT' then 'initial' else 'adjust' end),
      coalesce(current_setting('cy.stock_ref', true), ''),
      coalesce(current_setting('cy.stock_note', true), ''),
      nullif(coalesce(current_setting('cy.stock_actor', true), ''), '')::int
    );
  end if;
  return null;
end $$;

create trigger skus_stock_ledger after insert or update of stock on skus
  for each row execute function record_stock_move();

-- The stock already there when the ledger starts.
insert into stock_moves (sku_id, delta, balance_after, reason, ref)
select id, stock, stock, 'initial', 'ledger_start' from skus where stock <> 0;
