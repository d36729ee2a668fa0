-- Reports (docs/back-office.md "Reports, downloads and printing"): the entrepreneurship activities an
-- institution reports for the city to review, the supervisors' visits to classes, and the statistics
-- snapshots an administrator takes (数据更新). Scope columns are copied from the institution or class
-- on insert (server/scope.ts kinds 'institution' and 'class').

-- An activity an institution held (创业讲座, 沙龙, 项目推介…): draft → submitted → approved / rejected;
-- a rejected report is edited and submitted again. photos: the uploads' addresses, a JSON array.
create table activity_reports (
  id serial primary key,
  institution_id int not null references institutions(id),
  province_id int not null references regions(id),
  city_id int not null references regions(id),
  county_id int references regions(id),
  activity_type text not null check (activity_type in ('lecture', 'salon', 'roadshow', 'policy', 'contest', 'visit', 'other')),
  title text not null,
  held_on date not null,
  place text not null,
  participants int not null check (participants between 1 and 100000),
  summary text not null,
  photos jsonb not null default '[]',
  status text not null default 'draft' check (status in ('draft', 'submitted', 'approved', 'rejected')),
  review_note text not null default '',
  reviewed_by int references users(id) on delete set null,
  reviewed_at timestamptz,
  submitted_at timestamptz,
  created_by int references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index activity_reports_institution_idx on activity_reports (institution_id, held_on desc);
create index activity_reports_city_idx on activity_reports (city_id, held_on desc);
create index activity_reports_county_idx on activity_reports (county_id, held_on desc);
create index activity_reports_province_idx on activity_reports (province_id, held_on desc);
create index activity_reports_held_idx on activity_reports (held_on desc, id);
create index activity_reports_type_idx on activity_reports (activity_type, held_on desc);
create index activity_reports_status_idx on activity_reports (status, held_on desc);
create index activity_reports_created_idx on activity_reports (created_at desc, id);

-- A supervisor's visit to a class: what was found, a score out of 100, what must change.
create table supervision_visits (
  id serial primary key,
  class_id int not null references classes(id) on delete cascade,
  institution_id int not null references institutions(id),
  province_id int not null references regions(id),
  city_id int not null references regions(id),
  county_id int references regions(id),
  visited_on date not null,
  supervisor text not null,
  visit_mode text not null default 'onsite' check (visit_mode in ('onsite', 'video', 'phone')),
  findings text not null,
  score int not null check (score between 0 and 100),
  rectification text,
  created_by int references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index supervision_visits_class_idx on supervision_visits (class_id, visited_on desc);
create index supervision_visits_institution_idx on supervision_visits (institution_id, visited_on desc);
create index supervision_visits_city_idx on supervision_visits (city_id, visited_on desc);
create index supervision_visits_county_idx on supervision_visits (county_id, visited_on desc);
create index supervision_visits_province_idx on supervision_visits (province_id, visited_on desc);
create index supervision_visits_visited_idx on supervision_visits (visited_on desc, id);
create index supervision_visits_mode_idx on supervision_visits (visit_mode, visited_on desc);
create index supervision_visits_score_idx on supervision_visits (score, id);

-- 数据更新: the entrepreneurship statistics of a region and period as they stood when an administrator
-- recomputed them (who, when), kept so a figure reported upwards can be traced to its moment.
create table stats_snapshots (
  id serial primary key,
  region_id int references regions(id),
  province_id int references regions(id),
  city_id int references regions(id),
  county_id int references regions(id),
  region_name text not null,
  period_from date,
  period_to date,
  trained int not null,
  qualified int not null,
  started int not null,
  jobs int not null,
  subsidy_fen bigint not null,
  note text not null default '',
  created_by int references users(id) on delete set null,
  created_by_name text not null default '',
  created_at timestamptz not null default now()
);
create index stats_snapshots_created_idx on stats_snapshots (created_at desc, id);
create index stats_snapshots_city_idx on stats_snapshots (city_id, created_at desc);
create index stats_snapshots_county_idx on stats_snapshots (county_id, created_at desc);
create index stats_snapshots_province_idx on stats_snapshots (province_id, created_at desc);
