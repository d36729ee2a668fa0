import { useMemo } from 'react';
import { examClassResource } from '../../api/contract/resources/exams.ts';
import type { ClassType, Role } from '../../api/contract/roles.ts';
import { resourceCalls } from '../../api/resource.ts';
import { naturalSort } from '../../api/contract/naturalOrder.ts';
import { useLoad } from '../../ui/useLoad.ts';

/** The classes of a type in the caller's scope (a teacher: the classes they teach), as a select. */
export default function ClassPicker({ role, classType, value, onChange }: { role: Role; classType: ClassType; value: number; onChange: (id: number) => void }) {
  const calls = useMemo(() => resourceCalls(examClassResource, role), [role]);
  const list = useLoad(() => calls.list({ classType, pageSize: 100, sort: 'name', order: 'asc' }), [calls, classType]);
  const rows = naturalSort(list.data?.list ?? [], (c) => c.name ?? '');
  return (
    <label className="ex-field cs-picker">
      <span className="ex-label">班级</span>
      <select className="ex-input" value={value || ''} onChange={(e) => onChange(Number(e.target.value) || 0)} disabled={list.loading && !list.data}>
        <option value="">{list.loading && !list.data ? '加载中…' : rows.length ? '请选择班级' : '您的管辖范围内没有该类型的班级'}</option>
        {rows.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}（{c.institutionName}，{c.learnerCount}人）
          </option>
        ))}
      </select>
    </label>
  );
}
