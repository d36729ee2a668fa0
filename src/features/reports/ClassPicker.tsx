import { useEffect, useState } from 'react';
import { classResource } from '../../api/contract/resources/classes.ts';
import type { Role } from '../../api/contract/roles.ts';
import { resourceCalls } from '../../api/resource.ts';
import type { RefOption } from '../../api/contract/resource/types.ts';

/** A class of the caller's scope, found by name (the class resource's options: 50 at most per search). */
export default function ClassPicker({
  role,
  value,
  name,
  onChange,
}: {
  role: Role;
  value: number | null;
  name: string;
  onChange: (id: number | null, name: string) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<RefOption[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      resourceCalls(classResource, role)
        .options(keyword.trim())
        .then((o) => live && setOptions(o))
        .catch(() => live && setOptions([]));
    }, 500);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [role, keyword]);
  return (
    <>
      <label>
        班级
        <input type="search" value={keyword} placeholder="输入班级名称搜索" onChange={(e) => setKeyword(e.target.value)} aria-label="搜索班级" />
      </label>
      <select
        value={value ?? ''}
        aria-label="选择班级"
        onChange={(e) => {
          const o = options.find((x) => String(x.value) === e.target.value);
          onChange(o ? Number(o.value) : null, o?.label ?? '');
        }}
      >
        <option value="">请选择班级</option>
        {value !== null && !options.some((o) => Number(o.value) === value) && <option value={value}>{name || `班级 ${value}`}</option>}
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
