-- On-demand courses made in the back-office (/manage/coursemanage, courseadd, courseDown), the rule
-- sets courseplay obeys (/manage/demandRules; the platform defaults stay in ondemand_rules, edited on
-- /manage/demandRule), how a learner's total is computed (/manage/assessmentRule) and the supervision
-- rules (/manage/regulatoryRule). docs/exams-and-courses.md.

-- A rule set a course follows (a course without one follows ondemand_rules).
create table demand_rules (
  id serial primary key,
  name text not null unique,
  forbid_seek boolean not null default true,
  -- chapters in order: a chapter opens once the one before it is complete
  sequential boolean not null default false,
  -- a chapter's quiz opens once its video is complete, and the next chapter once the quiz is passed
  quiz_gate boolean not null default false,
  quiz_pass_score int not null default 60 check (quiz_pass_score between 0 and 100),
  -- the course counts as learned only after this many minutes watched (0: no minimum)
  required_minutes int not null default 0 check (required_minutes between 0 and 10000),
  complete_ratio numeric(3, 2) not null default 0.95 check (complete_ratio > 0 and complete_ratio <= 1),
  note text not null default '',
  created_at timestamptz not null default now()
);
create index demand_rules_created_idx on demand_rules (created_at desc, id);

-- Courses: national (no institution: the national admin's catalogue) or an institution's own.
-- New courses start off the shelf (status 0) until they have a chapter and are put on it.
alter table courses add column institution_id int references institutions(id);
alter table courses add column province_id int references regions(id);
alter table courses add column city_id int references regions(id);
alter table courses add column county_id int references regions(id);
alter table courses add column author_id int references users(id) on delete set null;
alter table courses add column class_type text check (class_type in ('SYB', 'GYB', 'ZBB', 'DSB'));
alter table courses add column rule_id int references demand_rules(id);
alter table courses add column updated_at timestamptz not null default now();
create index courses_title_idx on courses (title text_pattern_ops);
create index courses_status_idx on courses (status, id desc);
create index courses_class_type_idx on courses (class_type, id);
create index courses_created_idx on courses (created_at desc, id);
create index courses_institution_idx on courses (institution_id, created_at desc);
create index courses_province_idx on courses (province_id);
create index courses_city_idx on courses (city_id);
create index courses_county_idx on courses (county_id);
create index courses_rule_idx on courses (rule_id);
create index courses_learners_idx on courses (learners desc, id);
create index course_classifications_sort_idx on course_classifications (sort, id);

-- Course materials (课件) to download: files of a course.
create table course_materials (
  id serial primary key,
  course_id int not null references courses(id) on delete cascade,
  title text not null,
  files jsonb not null default '[]', -- [{ "fileName": "…", "url": "/uploads/…" }]
  author_id int references users(id) on delete set null,
  created_at timestamptz not null default now()
);
create index course_materials_course_idx on course_materials (course_id, created_at desc);
create index course_materials_title_idx on course_materials (title text_pattern_ops);
create index course_materials_created_idx on course_materials (created_at desc, id);

-- How a learner's total is computed, per class type: weights (percent, adding up to 100) of theory
-- (the final paper), practice, attendance and shop results; a component without data for the class
-- (no attendance taken, no shop for SYB) is left out and the others' weights scale up.
create table assessment_rules (
  id serial primary key,
  class_type text not null unique check (class_type in ('SYB', 'GYB', 'ZBB', 'DSB')),
  theory_weight int not null check (theory_weight between 0 and 100),
  practice_weight int not null check (practice_weight between 0 and 100),
  attendance_weight int not null check (attendance_weight between 0 and 100),
  shop_weight int not null check (shop_weight between 0 and 100),
  pass_total int not null default 60 check (pass_total between 0 and 100),
  -- the final paper's own minimum (percent of its full marks); 0: none
  theory_min int not null default 60 check (theory_min between 0 and 100),
  note text not null default '',
  updated_by int references users(id) on delete set null,
  updated_at timestamptz not null default now(),
  check (theory_weight + practice_weight + attendance_weight + shop_weight = 100)
);
insert into assessment_rules (class_type, theory_weight, practice_weight, attendance_weight, shop_weight, note) values
  ('SYB', 50, 40, 10, 0, '实操成绩为创业计划书的教师评分'),
  ('GYB', 60, 30, 10, 0, '实操成绩为六个学习步骤的完成比例'),
  ('ZBB', 30, 30, 10, 30, '实操成绩为实训任务完成比例，店铺成绩按店铺经营数据计算'),
  ('DSB', 30, 30, 10, 30, '实操成绩为实训任务完成比例，店铺成绩按店铺经营数据计算');
create index assessment_rules_type_idx on assessment_rules (class_type);

-- Supervision rules per class type: what the supervision pages list as breaches.
create table regulatory_rules (
  id serial primary key,
  class_type text not null unique check (class_type in ('SYB', 'GYB', 'ZBB', 'DSB')),
  -- a learner attending less than this share of the check-in sessions is a breach
  min_attendance_percent int not null default 80 check (min_attendance_percent between 0 and 100),
  -- more absences than this is a breach
  max_absences int not null default 2 check (max_absences between 0 and 1000),
  -- live-class minutes a learner must attend (0: no minimum)
  min_live_minutes int not null default 0 check (min_live_minutes between 0 and 100000),
  enabled boolean not null default true,
  note text not null default '',
  updated_by int references users(id) on delete set null,
  updated_at timestamptz not null default now()
);
insert into regulatory_rules (class_type, min_attendance_percent, max_absences, min_live_minutes, note) values
  ('SYB', 80, 2, 0, '按人社部门创业培训管理要求，出勤率不低于80%'),
  ('GYB', 80, 1, 0, '培训周期短，缺勤超过1次即视为违规'),
  ('ZBB', 80, 2, 120, '直播课累计观看不少于120分钟'),
  ('DSB', 80, 2, 60, '直播课累计观看不少于60分钟');
create index regulatory_rules_type_idx on regulatory_rules (class_type);
create index regulatory_rules_enabled_idx on regulatory_rules (enabled);

-- Real playing time per chapter (what a rule's required minutes count): each accepted save adds the
-- seconds the position moved forward, at most the real seconds since the save before.
alter table play_progress add column played_sec numeric(10, 2) not null default 0;
