-- Teachers set their classes' attendance rules (/manage/setAttendanceManagement: the page already
-- answers them), but their seeded menu lacked the entry. Menus are seeded once per database
-- (server/db/seed/menus.ts has it now for new ones); this adds it to existing databases, after
-- 考勤记录 in the group that holds it, unless the teacher's menu has it already. A fresh database has
-- no menus yet when migrations run: nothing to do, the seed writes it.
with attendance as (
  select parent_id, sort from menus where role = 5 and path = '/manage/AttendanceManagement' and parent_id is not null order by id limit 1
), shifted as (
  update menus m set sort = m.sort + 1
    from attendance a
   where m.parent_id = a.parent_id and m.sort > a.sort
     and not exists (select 1 from menus x where x.role = 5 and x.path = '/manage/setAttendanceManagement')
  returning m.id
)
insert into menus (role, parent_id, path, title, icon, hidden, sort)
select 5, a.parent_id, '/manage/setAttendanceManagement', null, '', false, a.sort + 1
  from attendance a
 where not exists (select 1 from menus x where x.role = 5 and x.path = '/manage/setAttendanceManagement');
