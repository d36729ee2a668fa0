-- A published support policy reaches learners on their notice board: the message it was sent as.
alter table policies add column notice_id int references sys_messages(id) on delete set null;
