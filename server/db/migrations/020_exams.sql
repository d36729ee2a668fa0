-- The question and paper banks behind /cultivate/onlinetest (docs/exams-and-courses.md): who owns a
-- question or paper, short answers marked by the teacher, publishing a paper to a class for a window,
-- re-opened attempts; and an index for every filter and sort the back-office pages declare.

-- Questions: 'short' (简答题) joins the four auto-scored types; its answer is the reference answer the
-- teacher marks against. chapter and difficulty (1 易, 2 中, 3 难) let papers be drawn by rules.
-- A question without an institution belongs to the national bank (written by the national admin,
-- read by everyone); an institution's own questions carry its region for the administrators above it.
alter table questions drop constraint questions_qtype_check;
alter table questions add constraint questions_qtype_check check (qtype in ('single', 'multiple', 'judge', 'fill', 'short'));
alter table questions add column chapter text not null default '';
alter table questions add column difficulty smallint not null default 2 check (difficulty between 1 and 3);
alter table questions add column institution_id int references institutions(id);
alter table questions add column province_id int references regions(id);
alter table questions add column city_id int references regions(id);
alter table questions add column county_id int references regions(id);
alter table questions add column author_id int references users(id) on delete set null;
alter table questions add column updated_at timestamptz not null default now();

create index questions_qtype_idx on questions (qtype, id);
create index questions_difficulty_idx on questions (difficulty, id);
create index questions_chapter_idx on questions (chapter);
create index questions_stem_idx on questions (stem text_pattern_ops);
create index questions_created_idx on questions (created_at desc, id);
create index questions_institution_idx on questions (institution_id, created_at desc);
create index questions_province_idx on questions (province_id);
create index questions_city_idx on questions (city_id);
create index questions_county_idx on questions (county_id);

-- Papers: owned like questions (national when no institution). compose_mode says how the questions
-- were chosen; draw_rules keeps the last random-draw rules ([{ qtype, difficulty, count, score }]).
alter table papers add column institution_id int references institutions(id);
alter table papers add column province_id int references regions(id);
alter table papers add column city_id int references regions(id);
alter table papers add column county_id int references regions(id);
alter table papers add column author_id int references users(id) on delete set null;
alter table papers add column compose_mode text not null default 'manual' check (compose_mode in ('manual', 'random'));
alter table papers add column draw_rules jsonb not null default '[]';
alter table papers add column updated_at timestamptz not null default now();

create index papers_title_idx on papers (title text_pattern_ops);
create index papers_class_type_idx on papers (class_type, id);
create index papers_status_idx on papers (status, id);
create index papers_final_idx on papers (is_final, id);
create index papers_created_idx on papers (created_at desc, id);
create index papers_institution_idx on papers (institution_id, created_at desc);
create index papers_province_idx on papers (province_id);
create index papers_city_idx on papers (city_id);
create index papers_county_idx on papers (county_id);
create index paper_questions_question_idx on paper_questions (question_id);

-- A publication (/manage/manmgeOnlinetest): a paper given to a class for a window. The learner sees
-- the paper from opens_at until closes_at (null: no bound; the seed's papers have none).
alter table paper_classes add column id serial;
alter table paper_classes add constraint paper_classes_id_key unique (id);
alter table paper_classes add column opens_at timestamptz;
alter table paper_classes add column closes_at timestamptz;
alter table paper_classes add column published_by int references users(id) on delete set null;
alter table paper_classes add constraint paper_classes_window_check check (opens_at is null or closes_at is null or closes_at > opens_at);
create index paper_classes_opens_idx on paper_classes (opens_at desc, id);
create index paper_classes_closes_idx on paper_classes (closes_at);
create index paper_classes_assigned_idx on paper_classes (assigned_at desc, id);

-- Attempts: short answers wait for the teacher's marks (marking 'pending'; 'done' once every one is
-- marked; 'none' when there is nothing to mark). A teacher may re-open a finished attempt.
alter table exam_attempts add column marking text not null default 'none' check (marking in ('none', 'pending', 'done'));
alter table exam_attempts add column reopened_count int not null default 0;
alter table exam_attempts add column reopen_reason text not null default '';
create index exam_attempts_paper_idx on exam_attempts (paper_id, id desc);
create index exam_attempts_class_idx on exam_attempts (class_id, id desc);
create index exam_attempts_status_idx on exam_attempts (status, id desc);
create index exam_attempts_marking_idx on exam_attempts (marking, id desc);
create index exam_attempts_passed_idx on exam_attempts (passed, id desc);
create index exam_attempts_submitted_idx on exam_attempts (submitted_at desc, id);
create index exam_attempts_score_idx on exam_attempts (score, id);

alter table exam_answers add column marked_by int references users(id) on delete set null;
alter table exam_answers add column marked_at timestamptz;
alter table exam_answers add column comment text not null default '';

-- The class picker of the exam pages (resource examClass): classes by name and type.
create index classes_exam_name_prefix_idx on classes (name text_pattern_ops);
create index classes_exam_type_idx on classes (class_type, id);
