-- A click's day and a self-reported track record's visit date default to the China date, not the
-- date in the session's zone (UTC on PGlite): between 00:00 and 08:00 China time they were yesterday.
alter table train_clicks alter column day set default (now() at time zone 'Asia/Shanghai')::date;
alter table track_records alter column visit_date set default (now() at time zone 'Asia/Shanghai')::date;
