-- People, organisation and settings of the back-office (docs/back-office.md "People, organisation
-- and settings"): administrators' sub-accounts, institutions' licences, the platform side of
-- complaints and reports, platform settings and subsidy rates, registration-data corrections.

-- Sub-accounts: an administrator's helper with the same role and region and a subset of its menu.
alter table users add column parent_id int references users(id) on delete cascade;
-- the /manage paths a sub-account's menu keeps; null: the role's whole menu
alter table users add column menu_paths text[];
-- what /register collects besides the ID number: the ID type and the education level (by name, as the
-- registration table stores it)
alter table users add column id_type_id int references id_types(id);
alter table users add column education text not null default '';
create index users_parent_idx on users (parent_id, created_at desc, id);
create index users_id_card_idx on users (id_card);
create index users_role_must_change_idx on users (role, must_change_password);

-- Approved training institutions: licence, contact, state.
alter table institutions add column licence_no text;
alter table institutions add column licence_expiry date;
alter table institutions add column contact_name text not null default '';
alter table institutions add column contact_phone text not null default '';
alter table institutions add column address text not null default '';
alter table institutions add column status smallint not null default 1;
create unique index institutions_licence_idx on institutions (licence_no);
create index institutions_status_idx on institutions (status, name);
create index institutions_created_idx on institutions (created_at desc, id);
create index institutions_contact_idx on institutions (contact_name);

-- The platform's ruling on a buyer's complaint or report (the seller's reply stays in `reply`).
alter table complaints add column ruling text not null default 'pending' check (ruling in ('pending', 'upheld', 'dismissed'));
alter table complaints add column ruling_reply text;
-- tenths of a point taken from the shop's service score when upheld
alter table complaints add column penalty smallint not null default 0 check (penalty between 0 and 20);
alter table complaints add column ruled_by int references users(id);
alter table complaints add column ruled_at timestamptz;
create index complaints_kind_ruling_idx on complaints (kind, ruling, created_at desc, id);
create index complaints_kind_created_idx on complaints (kind, created_at desc, id);
create index complaints_kind_reason_idx on complaints (kind, reason);
create index complaints_shop_idx on complaints (shop_id);

-- Every score penalty a ruling took from a shop: the shop's score history.
create table shop_penalties (
  id serial primary key,
  shop_id int not null references shops(id) on delete cascade,
  complaint_id int references complaints(id) on delete set null,
  points smallint not null check (points > 0),
  score_before smallint not null,
  score_after smallint not null,
  created_by int references users(id),
  created_at timestamptz not null default now()
);
create index shop_penalties_shop_idx on shop_penalties (shop_id, id desc);

-- Platform settings an administrator may change (server/services/settings.ts reads them).
create table platform_settings (
  key text primary key,
  value jsonb not null,
  updated_by int references users(id),
  updated_at timestamptz not null default now()
);
insert into platform_settings (key, value) values
  ('startingCoinsFen', '100000'),
  ('examPassScore', '60'),
  ('shopExamPassPercent', '60'),
  ('attendancePercent', '80'),
  ('seasonDays', '7');

-- Subsidy per qualified trainee, by class type and region: a city's rate, else its province's,
-- else the national one (region null).
create table subsidy_rates (
  id serial primary key,
  class_type text not null check (class_type in ('SYB', 'GYB', 'ZBB', 'DSB')),
  region_id int references regions(id),
  province_id int references regions(id),
  city_id int references regions(id),
  amount_fen int not null check (amount_fen >= 0),
  note text not null default '',
  updated_by int references users(id),
  updated_at timestamptz not null default now()
);
create unique index subsidy_rates_type_region_idx on subsidy_rates (class_type, coalesce(region_id, 0));
create index subsidy_rates_province_idx on subsidy_rates (province_id, class_type);
create index subsidy_rates_city_idx on subsidy_rates (city_id, class_type);
create index subsidy_rates_updated_idx on subsidy_rates (updated_at desc, id);

-- An institution asks to correct a learner's registration data; the city reviews it.
create table registration_corrections (
  id serial primary key,
  learner_id int not null references users(id) on delete cascade,
  institution_id int references institutions(id),
  province_id int references regions(id),
  city_id int references regions(id),
  county_id int references regions(id),
  field text not null check (field in ('realName', 'idNumber', 'phone', 'gender', 'education', 'address')),
  old_value text not null default '',
  new_value text not null,
  reason text not null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  requested_by int not null references users(id),
  reviewed_by int references users(id),
  review_note text,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz
);
create index registration_corrections_learner_idx on registration_corrections (learner_id, field, status);
create index registration_corrections_inst_idx on registration_corrections (institution_id, created_at desc, id);
create index registration_corrections_city_idx on registration_corrections (city_id, status, created_at desc);
create index registration_corrections_status_idx on registration_corrections (status, created_at desc, id);
create index registration_corrections_created_idx on registration_corrections (created_at desc, id);
create index registration_corrections_field_idx on registration_corrections (field);

-- The region dictionary's filters.
create index regions_name_idx on regions (name);
create index regions_level_idx on regions (level, code);
create index regions_parent_idx on regions (parent_id, code);

-- A paper without a pass mark of its own uses the platform's (platform_settings.examPassScore).
alter table papers alter column pass_score drop not null;
alter table papers alter column pass_score drop default;
