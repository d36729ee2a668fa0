-- Teachers score their learners' works (/manage/studentWorks: the page already answers them and the
-- 评分 action is theirs), but their seeded menu had no way to it. Menus are seeded once per database
-- (server/db/seed/menus.ts has it now for new ones); this adds it to existing databases at the end of
-- the group that holds 班级直播, unless the teacher's menu has it already. A fresh database has no
-- menus yet when migrations run: nothing to do, the seed writes it.
with live as (
  select parent_id from menus where role = 5 and path = '/manage/classLive' and parent_id is not null order by id limit 1
)
insert into menus (role, parent_id, path, title, icon, hidden, sort)
select 5, l.parent_id, '/manage/studentWorks', null, '', false,
       (select coalesce(max(sort), -1) + 1 from menus m where m.parent_id = l.parent_id)
  from live l
 where not exists (select 1 from menus x where x.role = 5 and x.path = '/manage/studentWorks');
