-- A reviewer's decision on one learner of an application is a step of its log too: who decided what
-- about whom and why, kept when the decision is changed later (the line keeps only the latest).
alter table subsidy_logs add column learner_id int references users(id);
alter table subsidy_logs add column decision text check (decision in ('approved', 'rejected'));
