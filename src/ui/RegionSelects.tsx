import { REGIONS, type RegionNode } from '../data/regions.ts';
import { SelectField } from './SelectField.tsx';

const optionsOf = (nodes: RegionNode[] = []) => nodes.map((n) => ({ label: n.label, value: n.value }));

/**
 * 省 → 市 → 区 from the bundled data as three native selects (a form field: `value` is the path
 * chosen so far, [] to [省, 市, 区]); choosing one level empties the levels below it. `id` goes to the
 * first select, so the field's label names the group's start.
 */
export function RegionSelects({ id, value = [], onChange }: { id?: string; value?: string[]; onChange?: (path: string[]) => void }) {
  const [province, city, district] = value;
  const cities = REGIONS.find((p) => p.value === province)?.children;
  const districts = cities?.find((c) => c.value === city)?.children;
  const choose = (level: number, picked: string | undefined) => onChange?.(picked ? [...value.slice(0, level), picked] : value.slice(0, level));
  return (
    <div className="region-selects" role="group" aria-label="所在地区">
      <SelectField id={id} aria-label="省" options={optionsOf(REGIONS)} placeholder="请选择省" value={province} onChange={(v) => choose(0, v)} />
      <SelectField aria-label="市" options={optionsOf(cities)} placeholder="请选择市" value={city} onChange={(v) => choose(1, v)} />
      <SelectField aria-label="区" options={optionsOf(districts)} placeholder="请选择区" value={district} onChange={(v) => choose(2, v)} />
    </div>
  );
}
