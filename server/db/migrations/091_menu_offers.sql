-- Every default menu entry (server/db/seed/menus.ts) a database has been offered, per role: on each
-- start, server/db/menuOffers.ts adds the entries not offered yet to the role's menu, so a page added to
-- the defaults reaches databases that already exist (before, menus were seeded once per database and a
-- new page needed a migration of its own, as 086 and 090). An entry an administrator removes in
-- /manage/menuManage stays offered and does not come back. An existing database counts what its menus
-- hold now as offered.
create table menu_offers (
  role smallint not null,
  path text not null,
  primary key (role, path)
);
insert into menu_offers (role, path) select distinct role, path from menus;
