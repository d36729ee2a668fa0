-- The resource layer's first pages (docs/resources.md): the ID-type and education dictionaries,
-- teachers' details, a shop's own categories, and an index for every declared filter and sort.

alter table id_types add column enabled boolean not null default true;

create table education_levels (
  id serial primary key,
  name text not null unique,
  sort int not null default 0,
  enabled boolean not null default true
);

-- Teachers: qualification certificate, the class types they teach. Accounts created by an
-- administrator start with a one-time password the user must change at first sign-in.
alter table users add column qualification text not null default '';
alter table users add column class_types text[] not null default '{}';
alter table users add column must_change_password boolean not null default false;
alter table users add column last_login_at timestamptz;

create table shop_categories (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  name text not null,
  sort int not null default 0,
  visible boolean not null default true,
  created_at timestamptz not null default now(),
  unique (shop_id, name)
);
alter table products add column shop_category_id int references shop_categories(id) on delete set null;
create index products_shop_category_idx on products (shop_category_id);

create index users_role_institution_idx on users (role, institution_id, created_at desc, id);
create index users_role_name_idx on users (role, real_name, id);
-- prefix filters (like 'x%') use text_pattern_ops indexes whatever the database's collation
create index users_role_name_prefix_idx on users (role, real_name text_pattern_ops);
create index users_role_username_prefix_idx on users (role, username text_pattern_ops);
create index users_role_phone_prefix_idx on users (role, phone text_pattern_ops);
create index users_role_status_idx on users (role, status);
create index users_role_created_idx on users (role, created_at desc, id);
create index users_role_login_idx on users (role, last_login_at, id);
create index users_city_role_idx on users (city_id, role);
create index users_province_role_idx on users (province_id, role);
create index users_county_role_idx on users (county_id, role);
create index id_types_sort_idx on id_types (sort, id);
create index id_types_enabled_idx on id_types (enabled);
create index education_levels_sort_idx on education_levels (sort, id);
create index education_levels_enabled_idx on education_levels (enabled);
create index shop_categories_shop_sort_idx on shop_categories (shop_id, sort, id);
create index shop_categories_shop_visible_idx on shop_categories (shop_id, visible);
create index shop_categories_shop_created_idx on shop_categories (shop_id, created_at);
create index institutions_name_idx on institutions (name);
create index institutions_name_prefix_idx on institutions (name text_pattern_ops);
create index institutions_county_idx on institutions (county_id);
create index users_class_types_idx on users using gin (class_types);
-- a teacher's class count (the teacher list) looks classes up by teacher
create index class_teachers_teacher_idx on class_teachers (teacher_id);
create index sys_messages_author_idx on sys_messages (author_id, push_time desc, id);
create index sys_messages_status_idx on sys_messages (status, push_time desc);
create index sys_messages_title_idx on sys_messages (title);
create index sys_messages_flag_idx on sys_messages (flag_top, push_time desc);
create index sys_messages_push_idx on sys_messages (push_time desc, id);

-- A menu entry of a page takes its title from the route table (src/api/contract/routes) unless an
-- administrator renamed it; groups keep their own.
alter table menus alter column title drop not null;

-- Any write to a table a resource lists from announces the table on channel 'resources', so every
-- server process forgets its remembered row counts of that table (server/resources/counts.ts
-- creates the statement triggers for the bound tables).
create or replace function notify_resource_change() returns trigger language plpgsql as $$
begin
  perform pg_notify('resources', tg_table_name);
  return null;
end $$;
