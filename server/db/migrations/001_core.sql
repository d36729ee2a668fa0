-- Organisation, people, classes, sign-in and menus: what every other part builds on.

create table regions (
  id serial primary key,
  code text not null unique,
  name text not null,
  level smallint not null check (level in (1, 2, 3)), -- 1 province, 2 city, 3 county
  parent_id int references regions(id)
);

create table institutions (
  id serial primary key,
  name text not null,
  province_id int not null references regions(id),
  city_id int not null references regions(id),
  county_id int references regions(id),
  created_at timestamptz not null default now()
);

create table classes (
  id serial primary key,
  name text not null,
  class_type text not null check (class_type in ('SYB', 'GYB', 'ZBB', 'DSB')),
  institution_id int not null references institutions(id),
  province_id int not null references regions(id),
  city_id int not null references regions(id),
  county_id int references regions(id),
  status text not null default 'approved',
  start_date date,
  end_date date,
  capacity int not null default 30,
  created_at timestamptz not null default now()
);

create table users (
  id serial primary key,
  username text not null unique,
  phone text unique,
  password_hash text not null,
  role smallint not null check (role in (1, 2, 3, 4, 5, 6, 20)),
  real_name text not null default '',
  avatar text not null default '',
  identification_photo text not null default '',
  id_card text,
  province_id int references regions(id),
  city_id int references regions(id),
  county_id int references regions(id),
  institution_id int references institutions(id),
  class_id int references classes(id),
  -- true while the profile still has to be completed on /register
  needs_profile boolean not null default false,
  status smallint not null default 1,
  created_at timestamptz not null default now()
);
create index users_class_idx on users (class_id);

create table class_teachers (
  class_id int not null references classes(id) on delete cascade,
  teacher_id int not null references users(id) on delete cascade,
  primary key (class_id, teacher_id)
);

create table auth_tokens (
  token_hash text primary key,
  user_id int not null references users(id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index auth_tokens_user_idx on auth_tokens (user_id);

create table captchas (
  id text primary key,
  code text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table login_failures (
  id serial primary key,
  key text not null, -- 'user:<name>' or 'ip:<address>'
  at timestamptz not null default now()
);
create index login_failures_key_idx on login_failures (key, at);

create table sms_codes (
  id serial primary key,
  phone text not null,
  code_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz,
  attempts int not null default 0,
  created_at timestamptz not null default now()
);
create index sms_codes_phone_idx on sms_codes (phone, created_at);

create table menus (
  id serial primary key,
  role smallint not null,
  parent_id int references menus(id) on delete cascade,
  path text not null,
  title text not null,
  icon text not null default '',
  hidden boolean not null default false,
  sort int not null default 0
);
create index menus_role_idx on menus (role, sort);

create table uploads (
  id serial primary key,
  owner_id int not null references users(id),
  stored_name text not null unique,
  original_name text not null,
  mime text not null,
  size int not null,
  created_at timestamptz not null default now()
);

create table id_types (
  id serial primary key,
  name text not null unique,
  sort int not null default 0
);

create table sys_messages (
  id serial primary key,
  title text not null,
  content text not null,
  annexs text not null default '[]',
  flag_top boolean not null default false,
  status text not null default 'published' check (status in ('draft', 'published', 'withdrawn')),
  author_id int references users(id),
  -- empty array: every role
  target_roles smallint[] not null default '{}',
  -- null: the whole country; else a province, city or county the readers must sit in
  target_region_id int references regions(id),
  push_time timestamptz not null default now(),
  created_at timestamptz not null default now()
);

create table sys_message_reads (
  msg_id int not null references sys_messages(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  read_at timestamptz not null default now(),
  primary key (msg_id, user_id)
);
