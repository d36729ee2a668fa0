-- A class's whole life (docs/back-office.md "Classes"): the application an institution drafts and
-- submits, the review by the city or county of its region, the run and the completion review;
-- every transition logged. The registration pool (报名) learners wait in until they are admitted,
-- and the teachers' adjustments of the shop scores.

-- The states of server/services/classMachine.ts (src/api/contract/classes.ts holds the table).
alter table classes add constraint classes_status_check
  check (status in ('draft', 'submitted', 'approved', 'rejected', 'in_progress', 'completion_submitted', 'closed'));
alter table classes add column venue text not null default '';
alter table classes add column theory_hours int not null default 0 check (theory_hours >= 0);
alter table classes add column practice_hours int not null default 0 check (practice_hours >= 0);
alter table classes add column schedule text not null default '';
alter table classes add column teaching_plan text not null default '';
alter table classes add column assessment_plan text not null default '';
-- The last reviewer's reason (a rejection), shown until the next submission.
alter table classes add column reject_reason text not null default '';
alter table classes add column submitted_at timestamptz;
alter table classes add column reviewed_at timestamptz;
alter table classes add column created_by int references users(id) on delete set null;
alter table classes add column updated_at timestamptz not null default now();

-- One row per transition (and per creation and edit): who, when, from, to, why.
create table class_logs (
  id serial primary key,
  class_id int not null references classes(id) on delete cascade,
  from_status text,
  to_status text not null,
  action text not null, -- create | update | submit | approve | reject | start | submitCompletion
  actor_id int references users(id) on delete set null,
  actor_role smallint,
  actor_name text not null default '',
  reason text not null default '',
  created_at timestamptz not null default now()
);
create index class_logs_class_idx on class_logs (class_id, id);
create index class_logs_action_idx on class_logs (action, created_at desc, id);
create index class_logs_created_idx on class_logs (created_at);

-- The registration pool: one row per learner who completed /register. pending = in the pool
-- (class_id: the class applied for, if any); admitted = in that class's roster; rejected = turned
-- away with a reason. Region and institution say whose pool it is (server/scope.ts, kind 'class').
create table enrolments (
  id serial primary key,
  user_id int not null unique references users(id) on delete cascade,
  class_id int references classes(id) on delete set null,
  institution_id int references institutions(id),
  province_id int references regions(id),
  city_id int references regions(id),
  county_id int references regions(id),
  status text not null default 'pending' check (status in ('pending', 'admitted', 'rejected')),
  reason text not null default '',
  decided_by int references users(id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now()
);
create index enrolments_status_idx on enrolments (status, created_at desc, id);
create index enrolments_class_idx on enrolments (class_id, status);
create index enrolments_created_idx on enrolments (created_at);
create index enrolments_county_idx on enrolments (county_id, status);
create index enrolments_city_idx on enrolments (city_id, status);
create index enrolments_province_idx on enrolments (province_id, status);
create index enrolments_institution_idx on enrolments (institution_id, status);

-- A teacher's adjustment of a learner's shop score (storeScore), with the reason: the score is the
-- computed one plus the sum of these, kept within 0–100.
create table store_score_adjustments (
  id serial primary key,
  class_id int not null references classes(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  delta int not null check (delta between -100 and 100 and delta <> 0),
  reason text not null,
  actor_id int references users(id) on delete set null,
  actor_name text not null default '',
  created_at timestamptz not null default now()
);
create index store_score_adjustments_idx on store_score_adjustments (class_id, user_id, id);

-- Filters and sorts of the class lists (the parametrised resource test checks each has an index).
create index classes_name_idx on classes (name);
create index classes_status_idx on classes (status, start_date desc);
create index classes_type_idx on classes (class_type, start_date desc);
create index classes_start_idx on classes (start_date desc, id);
create index classes_end_idx on classes (end_date);
create index classes_institution_idx on classes (institution_id, start_date desc);
create index classes_county_idx on classes (county_id, status);
create index classes_city_idx on classes (city_id, status);
create index classes_province_idx on classes (province_id, status);
create index classes_created_idx on classes (created_at);
create index classes_submitted_idx on classes (submitted_at);
