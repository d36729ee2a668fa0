-- The learner area (/cultivate) and on-demand courses (/ondemand): tasks, papers and attempts,
-- forms, registration, practice, tracking, business and live-commerce plans, certificates, courses.

-- Task progress. Task definitions live in server/services/learner/rules.ts (per class type);
-- a row here means the task is done: ticked by the learner (module steps) or by the server
-- (practice goals seen in the simulation's data; once seen, a goal stays ticked).
create table learner_task_progress (
  user_id int not null references users(id) on delete cascade,
  task_key text not null,
  source text not null check (source in ('learner', 'server', 'seed')),
  done_at timestamptz not null default now(),
  primary key (user_id, task_key)
);

-- Question bank. answer: single 'A'; multiple 'A,C' (sorted keys); judge 'T' or 'F'; fill 'alt1|alt2'.
create table questions (
  id serial primary key,
  class_type text check (class_type in ('SYB', 'GYB', 'ZBB', 'DSB')), -- null: every type
  qtype text not null check (qtype in ('single', 'multiple', 'judge', 'fill')),
  stem text not null,
  options jsonb not null default '[]', -- [{ "key": "A", "text": "…" }]
  answer text not null,
  analysis text not null default '',
  created_at timestamptz not null default now()
);
create index questions_type_idx on questions (class_type, qtype);

create table papers (
  id serial primary key,
  title text not null,
  class_type text check (class_type in ('SYB', 'GYB', 'ZBB', 'DSB')),
  duration_min int not null check (duration_min between 1 and 600),
  pass_score int not null default 60,
  -- the class's final (结业) paper: passing it counts towards the certificate
  is_final boolean not null default false,
  -- answers and analysis may be reviewed after submitting
  show_answers boolean not null default true,
  max_attempts int not null default 1 check (max_attempts >= 1),
  status smallint not null default 1, -- 1 published, 0 withdrawn
  created_at timestamptz not null default now()
);

create table paper_questions (
  paper_id int not null references papers(id) on delete cascade,
  question_id int not null references questions(id),
  sort int not null default 0,
  score int not null check (score > 0),
  primary key (paper_id, question_id)
);

create table paper_classes (
  paper_id int not null references papers(id) on delete cascade,
  class_id int not null references classes(id) on delete cascade,
  assigned_at timestamptz not null default now(),
  primary key (paper_id, class_id)
);
create index paper_classes_class_idx on paper_classes (class_id);

create table exam_attempts (
  id serial primary key,
  paper_id int not null references papers(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  class_id int not null references classes(id) on delete cascade,
  started_at timestamptz not null default now(),
  deadline_at timestamptz not null,
  submitted_at timestamptz,
  -- 'submitted' by the learner, or 'expired' when the server closed it after the deadline
  status text not null default 'in_progress' check (status in ('in_progress', 'submitted', 'expired')),
  score int,
  total int not null,
  passed boolean
);
create index exam_attempts_user_idx on exam_attempts (user_id, paper_id);
-- at most one attempt in progress per learner and paper
create unique index exam_attempts_open_idx on exam_attempts (user_id, paper_id) where status = 'in_progress';

create table exam_answers (
  attempt_id int not null references exam_attempts(id) on delete cascade,
  question_id int not null references questions(id),
  answer text not null,
  correct boolean,
  score int,
  updated_at timestamptz not null default now(),
  primary key (attempt_id, question_id)
);

-- evaluation | demand | opinion | appraise: once per learner and class
create table learner_forms (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  class_id int not null references classes(id) on delete cascade,
  kind text not null check (kind in ('evaluation', 'demand', 'opinion', 'appraise')),
  answers jsonb not null,
  created_at timestamptz not null default now(),
  unique (user_id, class_id, kind)
);

create table learner_registrations (
  user_id int primary key references users(id) on delete cascade,
  class_id int references classes(id) on delete set null,
  real_name text not null,
  gender text not null,
  id_type_id int not null references id_types(id),
  id_number text not null,
  phone text not null,
  ethnicity text not null default '',
  education text not null default '',
  household text not null default '',
  category text not null default '',
  address text not null default '',
  photo_url text not null default '',
  updated_at timestamptz not null default now()
);

create table practice_assignments (
  id serial primary key,
  class_type text not null check (class_type in ('ZBB', 'DSB')),
  title text not null,
  description text not null,
  goal_key text, -- the task goal it is linked to
  sort int not null default 0
);

create table practice_records (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  assignment_id int not null references practice_assignments(id) on delete cascade,
  content text not null,
  link text not null default '',
  created_at timestamptz not null default now()
);
create index practice_records_user_idx on practice_records (user_id, assignment_id);

-- follow-up tracking (后续跟踪服务) records the learner keeps up to date
create table track_records (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  class_id int references classes(id) on delete set null,
  business_started boolean not null default false,
  business_name text not null default '',
  licence_no text not null default '',
  legal_form text not null default '',
  jobs_created int not null default 0 check (jobs_created >= 0),
  notes text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index track_records_user_idx on track_records (user_id);

-- SYB business plan (创业计划书) and ZBB/DSB live-commerce plan: one per learner and class,
-- content is structured JSON; totals are recomputed by the server on every save.
create table learner_plans (
  id serial primary key,
  kind text not null check (kind in ('business', 'live')),
  user_id int not null references users(id) on delete cascade,
  class_id int not null references classes(id) on delete cascade,
  content jsonb not null default '{}',
  revision int not null default 0,
  status text not null default 'draft' check (status in ('draft', 'submitted', 'graded')),
  score int,
  comment text not null default '',
  graded_by int references users(id),
  submitted_at timestamptz,
  graded_at timestamptz,
  updated_at timestamptz not null default now(),
  unique (kind, user_id, class_id)
);

create table learner_plan_versions (
  plan_id int not null references learner_plans(id) on delete cascade,
  revision int not null,
  content jsonb not null,
  saved_at timestamptz not null default now(),
  primary key (plan_id, revision)
);

create table certificates (
  id serial primary key,
  serial_no text not null unique,
  user_id int not null references users(id) on delete cascade,
  class_id int not null references classes(id) on delete cascade,
  issued_at timestamptz not null default now(),
  unique (user_id, class_id)
);

-- On-demand courses
create table course_classifications (
  id serial primary key,
  name text not null unique,
  sort int not null default 0
);

create table courses (
  id serial primary key,
  classification_id int not null references course_classifications(id),
  title text not null,
  cover text not null default '',
  intro text not null default '',
  teacher_name text not null default '',
  status smallint not null default 1,
  learners int not null default 0,
  created_at timestamptz not null default now()
);
create index courses_class_idx on courses (classification_id);

create table course_banners (
  id serial primary key,
  title text not null,
  image text not null,
  course_id int references courses(id) on delete set null,
  sort int not null default 0
);

create table course_chapters (
  id serial primary key,
  course_id int not null references courses(id) on delete cascade,
  sort int not null default 0,
  title text not null,
  video_url text not null,
  duration_sec int not null check (duration_sec > 0)
);
create index course_chapters_course_idx on course_chapters (course_id, sort);

create table course_enrolments (
  user_id int not null references users(id) on delete cascade,
  course_id int not null references courses(id) on delete cascade,
  enrolled_at timestamptz not null default now(),
  last_chapter_id int references course_chapters(id) on delete set null,
  last_played_at timestamptz,
  primary key (user_id, course_id)
);

create table play_progress (
  user_id int not null references users(id) on delete cascade,
  chapter_id int not null references course_chapters(id) on delete cascade,
  position_sec numeric(10, 2) not null default 0,
  watched_max_sec numeric(10, 2) not null default 0,
  completed boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (user_id, chapter_id)
);

-- One row: the on-demand playback rules (/manage/demandRule edits them).
create table ondemand_rules (
  id int primary key check (id = 1),
  forbid_seek boolean not null default true,
  seek_tolerance_sec int not null default 5 check (seek_tolerance_sec >= 0),
  idle_check_minutes int not null default 10 check (idle_check_minutes >= 0), -- 0: no idle check
  idle_answer_seconds int not null default 60 check (idle_answer_seconds > 0),
  complete_ratio numeric(3, 2) not null default 0.95 check (complete_ratio > 0 and complete_ratio <= 1),
  save_interval_sec int not null default 5 check (save_interval_sec > 0),
  updated_at timestamptz not null default now()
);
insert into ondemand_rules (id) values (1);

create table chapter_quiz_questions (
  id serial primary key,
  chapter_id int not null references course_chapters(id) on delete cascade,
  sort int not null default 0,
  qtype text not null check (qtype in ('single', 'multiple', 'judge', 'fill')),
  stem text not null,
  options jsonb not null default '[]',
  answer text not null,
  analysis text not null default ''
);
create index chapter_quiz_chapter_idx on chapter_quiz_questions (chapter_id, sort);

create table quiz_attempts (
  id serial primary key,
  user_id int not null references users(id) on delete cascade,
  chapter_id int not null references course_chapters(id) on delete cascade,
  score int not null,
  total int not null,
  correct_count int not null,
  question_count int not null,
  created_at timestamptz not null default now()
);
create index quiz_attempts_user_idx on quiz_attempts (user_id, created_at desc);

create table quiz_answers (
  attempt_id int not null references quiz_attempts(id) on delete cascade,
  question_id int not null references chapter_quiz_questions(id) on delete cascade,
  answer text not null,
  correct boolean not null,
  primary key (attempt_id, question_id)
);
