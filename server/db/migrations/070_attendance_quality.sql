-- Attendance and quality (docs/back-office.md "Attendance and quality"): check-in sessions of a
-- class and the learners' check-ins, the classroom cameras, the class files an institution uploads
-- for review, and the city's quality inspections. Scope: the class's region and institution
-- (server/scope.ts, kind 'class'), read through a join on classes.

-- A check-in window of a class. method: face = photo compared in the browser with the enrolment
-- photo; photo = photo for the teacher to confirm; rollcall = the teacher marks who is there.
-- A check-in after starts_at + late_after minutes is late.
create table attendance_sessions (
  id serial primary key,
  class_id int not null references classes(id) on delete cascade,
  title text not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  place text not null default '',
  method text not null default 'photo' check (method in ('face', 'photo', 'rollcall')),
  late_after int not null default 10 check (late_after between 0 and 600),
  created_by int references users(id) on delete set null,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index attendance_sessions_class_idx on attendance_sessions (class_id, starts_at desc);
create index attendance_sessions_starts_idx on attendance_sessions (starts_at desc, id);
create index attendance_sessions_ends_idx on attendance_sessions (ends_at);
create index attendance_sessions_method_idx on attendance_sessions (method, starts_at desc);
create index attendance_sessions_title_idx on attendance_sessions (title);
create index attendance_sessions_created_idx on attendance_sessions (created_at);

-- One row per learner of the class, written when the session is created (status 'pending' = not
-- checked in yet; a check-in adds the row of a learner who joined the class later). A pending row of
-- an ended session is an absence (attendance_roll below reads it so). match_score: 0–1 from the face
-- library in the teacher's browser, null = none computed (the teacher confirms the photo: confirmed_by).
create table attendance_records (
  id serial primary key,
  session_id int not null references attendance_sessions(id) on delete cascade,
  user_id int not null references users(id) on delete cascade,
  checked_at timestamptz,
  status text not null default 'pending' check (status in ('pending', 'present', 'late', 'absent')),
  method text not null default 'photo' check (method in ('face', 'photo', 'rollcall')),
  photo_url text not null default '',
  match_score numeric(4, 3) check (match_score between 0 and 1),
  confirmed_by int references users(id) on delete set null,
  corrected_by int references users(id) on delete set null,
  correction_reason text not null default '',
  corrected_at timestamptz,
  created_at timestamptz not null default now(),
  unique (session_id, user_id)
);
create index attendance_records_user_idx on attendance_records (user_id, session_id);
create index attendance_records_status_idx on attendance_records (status, checked_at desc);
create index attendance_records_checked_idx on attendance_records (checked_at desc, id);
create index attendance_records_created_idx on attendance_records (created_at);

-- Every teacher correction: who, when, from, to, why.
create table attendance_corrections (
  id serial primary key,
  record_id int not null references attendance_records(id) on delete cascade,
  from_status text,
  to_status text not null,
  reason text not null,
  actor_id int references users(id) on delete set null,
  actor_name text not null default '',
  created_at timestamptz not null default now()
);
create index attendance_corrections_record_idx on attendance_corrections (record_id, id);

-- The roll of every started session: each learner of the class (users.class_id) with their status:
-- 'absent' once the session has ended without a check-in, 'pending' while it runs (the subsidy and
-- supervision read this; server/services/attendance/facts.ts counts it).
create view attendance_roll as
  select s.id as session_id, s.class_id, u.id as user_id, r.id as record_id, r.checked_at,
         case when coalesce(r.status, 'pending') = 'pending' and s.ends_at <= now() then 'absent'
              else coalesce(r.status, 'pending') end as status
    from attendance_sessions s
    join users u on u.class_id = s.class_id and u.role = 6
    left join attendance_records r on r.session_id = s.id and r.user_id = u.id
   where s.starts_at <= now();

-- Classroom cameras: stream_url is http(s), rtsp or webrtc (checked by the resource).
create table class_cameras (
  id serial primary key,
  class_id int not null references classes(id) on delete cascade,
  name text not null,
  stream_url text not null,
  location text not null default '',
  enabled boolean not null default true,
  created_at timestamptz not null default now()
);
create index class_cameras_class_idx on class_cameras (class_id, id);
create index class_cameras_name_idx on class_cameras (name);
create index class_cameras_enabled_idx on class_cameras (enabled, id);
create index class_cameras_created_idx on class_cameras (created_at);

-- Class files (schedules, sign-in sheets, photos, …) an institution uploads and a reviewer approves
-- or rejects with a reason.
create table class_files (
  id serial primary key,
  class_id int not null references classes(id) on delete cascade,
  kind text not null check (kind in ('schedule', 'signin', 'photo', 'other')),
  title text not null,
  file_url text not null,
  file_name text not null default '',
  uploaded_by int references users(id) on delete set null,
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  review_reason text not null default '',
  reviewed_by int references users(id) on delete set null,
  reviewed_at timestamptz,
  created_at timestamptz not null default now()
);
create index class_files_class_idx on class_files (class_id, id);
create index class_files_status_idx on class_files (status, created_at desc);
create index class_files_kind_idx on class_files (kind, created_at desc);
create index class_files_title_idx on class_files (title);
create index class_files_created_idx on class_files (created_at desc, id);

-- A quality inspection of a class: open (findings) → rectifying (the institution's rectification)
-- → closed (the inspector accepts it).
create table quality_inspections (
  id serial primary key,
  class_id int not null references classes(id) on delete cascade,
  inspected_on date not null,
  inspector text not null,
  findings text not null,
  rectification text not null default '',
  -- why the inspector sent the rectification back (rectifying → open)
  reopen_reason text not null default '',
  status text not null default 'open' check (status in ('open', 'rectifying', 'closed')),
  created_by int references users(id) on delete set null,
  closed_at timestamptz,
  created_at timestamptz not null default now()
);
create index quality_inspections_class_idx on quality_inspections (class_id, inspected_on desc);
create index quality_inspections_status_idx on quality_inspections (status, inspected_on desc);
create index quality_inspections_on_idx on quality_inspections (inspected_on desc, id);
create index quality_inspections_created_idx on quality_inspections (created_at);
