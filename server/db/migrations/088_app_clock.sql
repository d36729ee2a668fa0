-- The application's clock. app_now() is the transaction's time (now()), unless the transaction set
-- its own with set_config('cy.now', <timestamptz>, true): the demo seed plays the product's rules at
-- past moments that way (server/db/seed/play.ts), so orders, ledgers, logs, visits and viewing history
-- carry the times they would have had. Nothing else sets it, so for every request app_now() = now().
create or replace function app_now() returns timestamptz language sql stable as $$
  select coalesce(nullif(current_setting('cy.now', true), '')::timestamptz, now())
$$;

-- Every column whose default reads the clock reads this one (defaults such as now() + interval '…' too).
do $$
declare
  c record;
begin
  for c in
    select table_name, column_name, column_default from information_schema.columns
     where table_schema = 'public' and column_default like '%now()%' and column_default not like '%app_now()%'
  loop
    execute format('alter table %I alter column %I set default %s', c.table_name, c.column_name, replace(c.column_default, 'now()', 'app_now()'));
  end loop;
end $$;

-- A viewer leaving stamps the viewing history with the same clock.
create or replace function live_watch_track() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into live_watch (session_id, viewer_key, user_id, joined_at, last_seen)
      values (new.session_id, new.viewer_key, new.user_id, new.joined_at, new.last_seen) on conflict do nothing;
    return new;
  elsif tg_op = 'UPDATE' then
    update live_watch set last_seen = new.last_seen where session_id = new.session_id and viewer_key = new.viewer_key;
    return new;
  end if;
  update live_watch set left_at = app_now() where session_id = old.session_id and viewer_key = old.viewer_key;
  return old;
end $$;
