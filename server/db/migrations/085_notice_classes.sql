-- Notices addressed to classes (docs/pwa-notices.md): 'roles' reaches the roles in a region as before;
-- 'classes' reaches only the learners of the listed classes (a teacher's own, or any in a writer's scope).
alter table sys_messages add column target_kind text not null default 'roles' check (target_kind in ('roles', 'classes'));
alter table sys_messages add column target_class_ids int[] not null default '{}';
create index sys_messages_class_targets_idx on sys_messages using gin (target_class_ids);
create index sys_messages_kind_idx on sys_messages (target_kind, push_time desc);
