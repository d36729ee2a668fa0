-- Training subsidies (培训补贴), follow-up visits (后续跟踪服务), support policies and the product
-- library's review (docs/back-office.md "Subsidy" and "Follow-up, policies and the product library").

-- One application per closed class: the institution applies, the class's city or county accepts,
-- reviews, publicises and pays. Amounts in fen; total_fen is the sum of the lines not rejected.
create table subsidy_applications (
  id serial primary key,
  class_id int not null unique references classes(id) on delete cascade,
  class_type text not null,
  institution_id int not null references institutions(id),
  province_id int references regions(id),
  city_id int references regions(id),
  county_id int references regions(id),
  status text not null default 'draft'
    check (status in ('draft', 'submitted', 'accepted', 'reviewed', 'rejected', 'publicized', 'paid')),
  learner_count int not null default 0 check (learner_count >= 0),
  total_fen int not null default 0 check (total_fen >= 0),
  reject_reason text not null default '',
  notice_start date,
  notice_end date,
  submitted_at timestamptz,
  paid_at timestamptz,
  created_by int references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (notice_end is null or notice_end >= notice_start)
);
create index subsidy_applications_status_idx on subsidy_applications (status, id);
create index subsidy_applications_type_idx on subsidy_applications (class_type, id);
create index subsidy_applications_institution_idx on subsidy_applications (institution_id, id);
create index subsidy_applications_province_idx on subsidy_applications (province_id);
create index subsidy_applications_city_idx on subsidy_applications (city_id);
create index subsidy_applications_county_idx on subsidy_applications (county_id);
create index subsidy_applications_submitted_idx on subsidy_applications (submitted_at desc, id);
create index subsidy_applications_created_idx on subsidy_applications (created_at desc, id);

-- A learner on an application, with the facts that qualified them when it was made.
create table subsidy_lines (
  id serial primary key,
  application_id int not null references subsidy_applications(id) on delete cascade,
  class_id int not null references classes(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  attendance_percent int check (attendance_percent between 0 and 100), -- null: no attendance taken
  total_score numeric(5, 1),
  certificate_no text not null default '',
  business_started boolean not null default false,
  full_amount boolean not null default false,
  amount_fen int not null check (amount_fen >= 0),
  review_status text not null default 'pending' check (review_status in ('pending', 'approved', 'rejected')),
  review_reason text not null default '',
  reviewed_by int references users(id),
  reviewed_at timestamptz,
  unique (application_id, user_id)
);
create index subsidy_lines_class_idx on subsidy_lines (class_id, review_status);
create index subsidy_lines_status_idx on subsidy_lines (review_status, id);
create index subsidy_lines_user_idx on subsidy_lines (user_id);

-- Every step of an application: who, in which role, when, from and to which state, why.
create table subsidy_logs (
  id serial primary key,
  application_id int not null references subsidy_applications(id) on delete cascade,
  actor_id int references users(id),
  actor_role smallint not null,
  from_status text,
  to_status text not null,
  reason text not null default '',
  created_at timestamptz not null default now()
);
create index subsidy_logs_application_idx on subsidy_logs (application_id, created_at desc);
create index subsidy_logs_created_idx on subsidy_logs (created_at desc, id);

-- Follow-up visits reuse the learner's own track records (/cultivate/track): 'self' is the learner's
-- entry, the others a visit recorded by the institution or a teacher.
alter table track_records
  add column method text not null default 'self' check (method in ('self', 'phone', 'visit', 'online')),
  add column visit_date date not null default current_date,
  add column problems text not null default '',
  add column services text not null default '',
  add column next_visit date,
  add column recorded_by int references users(id) on delete set null;
update track_records set visit_date = created_at::date;
create index track_records_class_idx on track_records (class_id, visit_date desc);
create index track_records_visit_idx on track_records (visit_date desc, id);
create index track_records_method_idx on track_records (method, id);
create index track_records_started_idx on track_records (business_started, id);

-- Support policies published to learners (创业担保贷款, 一次性创业补贴…).
create table policies (
  id serial primary key,
  title text not null,
  category text not null,
  issuer text not null default '',
  summary text not null default '',
  content text not null default '',
  published boolean not null default false,
  published_at timestamptz,
  created_by int references users(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index policies_title_idx on policies (title);
create index policies_category_idx on policies (category, id);
create index policies_published_idx on policies (published, published_at desc);
create index policies_created_idx on policies (created_at desc, id);

-- The product library's review: products on the shelf stay there (review after listing); a rejected
-- product is taken off the shelf, and putting it back on asks for a review again. Products that exist
-- now count as approved; new ones wait for a review.
alter table products
  add column review_status text not null default 'approved' check (review_status in ('pending', 'approved', 'rejected')),
  add column review_reason text not null default '',
  add column reviewed_by int references users(id) on delete set null,
  add column reviewed_at timestamptz;
alter table products alter column review_status set default 'pending';
create index products_review_idx on products (review_status, id);
create index if not exists categories_sort_idx on categories (sort, id);

create function products_relist_review() returns trigger language plpgsql as $$
begin
  if old.review_status = 'rejected' and old.status = 0 and new.status = 1 and new.review_status = 'rejected' then
    new.review_status := 'pending';
    new.review_reason := '';
  end if;
  return new;
end $$;
create trigger products_relist_review before update of status on products
  for each row execute function products_relist_review();
