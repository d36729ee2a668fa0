import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldDecl, RefOption, ResourceDecl } from '../../api/contract/resource/types.ts';
import { filterFields } from '../../api/contract/resource/fields.ts';
import type { ListQuery } from '../../api/resource.ts';
import { debounce } from '../../lib/timing.ts';
import { useRegions } from './useRegions.ts';

type Draft = Record<string, string>;

/** Choices of a select filter: enum options, true/false, references (their options call), regions (the caller's). */
function useChoices(field: FieldDecl, loadRefs: (ref: string) => Promise<RefOption[]>): { value: string; label: string }[] {
  const [refs, setRefs] = useState<RefOption[]>([]);
  const regions = useRegions(field.type === 'region');
  useEffect(() => {
    if (field.type === 'ref' && field.ref) loadRefs(field.ref).then(setRefs, () => setRefs([]));
  }, [field, loadRefs]);
  if (field.type === 'enum') return (field.options ?? []).map((o) => ({ value: String(o.value), label: o.label }));
  if (field.type === 'bool')
    return [true, false].map((b) => ({ value: String(b), label: field.options?.find((o) => o.value === b)?.label ?? (b ? '是' : '否') }));
  if (field.type === 'ref') return refs.map((r) => ({ value: String(r.value), label: r.label }));
  if (field.type === 'region')
    return regions
      .filter((r) => !field.regionLevels || field.regionLevels.includes(r.level as 1 | 2 | 3))
      .map((r) => ({ value: String(r.id), label: `${'　'.repeat(Math.max(0, r.level - 1))}${r.name}` }));
  return [];
}

function SelectFilter({ name, field, value, onChange, loadRefs }: FilterProps) {
  const choices = useChoices(field, loadRefs);
  return (
    <label className="rs-filter">
      <span className="rs-filter-label">{field.label}</span>
      <select value={value[name] ?? ''} onChange={(e) => onChange({ [name]: e.target.value }, true)} aria-label={field.label}>
        <option value="">全部</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

interface FilterProps {
  name: string;
  field: FieldDecl;
  value: Draft;
  /** now: apply at once (a pick); otherwise after the typing stops (spec §9 debounce 500 ms). */
  onChange: (patch: Draft, now: boolean) => void;
  loadRefs: (ref: string) => Promise<RefOption[]>;
}

function Filter(props: FilterProps) {
  const { name, field, value, onChange } = props;
  if (field.filter === 'like' || field.filter === 'prefix')
    return (
      <label className="rs-filter rs-filter-search">
        <span className="rs-filter-label">{field.label}</span>
        <input
          type="search"
          value={value[name] ?? ''}
          placeholder={`搜索${field.label}`}
          maxLength={50}
          onChange={(e) => onChange({ [name]: e.target.value }, false)}
        />
      </label>
    );
  if (field.filter === 'range') {
    const type = field.type === 'date' || field.type === 'datetime' ? 'date' : 'number';
    return (
      <fieldset className="rs-filter rs-filter-range">
        <legend className="rs-filter-label">{field.label}</legend>
        <input
          type={type}
          aria-label={`${field.label}起`}
          value={value[`${name}From`] ?? ''}
          onChange={(e) => onChange({ [`${name}From`]: e.target.value }, true)}
        />
        <span aria-hidden="true">至</span>
        <input
          type={type}
          aria-label={`${field.label}止`}
          value={value[`${name}To`] ?? ''}
          onChange={(e) => onChange({ [`${name}To`]: e.target.value }, true)}
        />
      </fieldset>
    );
  }
  if (['enum', 'bool', 'ref', 'region'].includes(field.type)) return <SelectFilter {...props} />;
  return (
    <label className="rs-filter">
      <span className="rs-filter-label">{field.label}</span>
      <input value={value[name] ?? ''} onChange={(e) => onChange({ [name]: e.target.value }, false)} />
    </label>
  );
}

/**
 * The filter bar of a resource list, built from its declared filters. Typing applies 500 ms after it
 * stops; picks apply at once; 重置 clears. On phones the first filter shows and 筛选 opens the rest.
 */
export default function FilterBar({
  resource,
  phone,
  onApply,
  loadRefs,
  hidden = [],
}: {
  resource: ResourceDecl;
  phone: boolean;
  onApply: (q: ListQuery) => void;
  loadRefs: (ref: string) => Promise<RefOption[]>;
  /** Filters the page fixes itself (ResourcePage's fixedQuery): not offered. */
  hidden?: readonly string[];
}) {
  const fields = filterFields(resource).filter(([name]) => !hidden.includes(name));
  const [draft, setDraft] = useState<Draft>({});
  const [open, setOpen] = useState(false);
  const applyRef = useRef(onApply);
  applyRef.current = onApply;
  const later = useMemo(() => debounce((d: Draft) => applyRef.current(clean(d))), []);
  useEffect(() => () => later.cancel(), [later]);

  if (!fields.length) return null;
  const change = (patch: Draft, now: boolean) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (now) {
      later.cancel();
      onApply(clean(next));
    } else later(next);
  };
  const shown = phone && !open ? fields.slice(0, 1) : fields;
  const active = Object.values(draft).filter(Boolean).length;
  return (
    <div className="rs-filters" role="search" aria-label={`筛选${resource.title}`}>
      {shown.map(([name, field]) => (
        <Filter key={name} name={name} field={field} value={draft} onChange={change} loadRefs={loadRefs} />
      ))}
      <div className="rs-filter-buttons">
        {phone && fields.length > 1 && (
          <button type="button" className="rs-link" onClick={() => setOpen(!open)} aria-expanded={open}>
            {open ? '收起' : `筛选${active ? `（${active}）` : ''}`}
          </button>
        )}
        {active > 0 && (
          <button
            type="button"
            className="rs-link"
            onClick={() => {
              later.cancel();
              setDraft({});
              onApply({});
            }}
          >
            重置
          </button>
        )}
      </div>
    </div>
  );
}

const clean = (d: Draft): ListQuery => Object.fromEntries(Object.entries(d).filter(([, v]) => v.trim() !== ''));
