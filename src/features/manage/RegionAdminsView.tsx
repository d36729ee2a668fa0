import { useState } from 'react';
import type { ResourceDecl } from '../../api/contract/resource/types.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useRegions } from '../../ui/resource/useRegions.ts';
import './people.css';

/**
 * The region tree of one level and its administrators (provinceManage, cityManage, countyManage):
 * the regions of that level in the caller's jurisdiction, grouped under their parent; picking one
 * narrows the list to its administrators (a filter every call carries).
 */
export default function RegionAdminsView({ resource, level, note }: { resource: ResourceDecl; level: 1 | 2 | 3; note: string }) {
  const regions = useRegions();
  const [picked, setPicked] = useState<number | null>(null);
  const ofLevel = regions.filter((r) => r.level === level);
  const parents = new Map(regions.map((r) => [r.id, r.name]));
  const groups = new Map<string, typeof ofLevel>();
  for (const r of ofLevel) {
    const key = r.parentId ? (parents.get(r.parentId) ?? '') : '';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const chip = (id: number | null, name: string) => (
    <button key={id ?? 'all'} type="button" className={`mg-chip${picked === id ? ' on' : ''}`} aria-pressed={picked === id} onClick={() => setPicked(id)}>
      {name}
    </button>
  );
  return (
    <ResourcePage
      resource={resource}
      fixedQuery={picked ? { regionId: picked } : undefined}
      intro={
        <div className="mg-intro">
          <p>{note}</p>
          {ofLevel.length > 0 && (
            <nav className="mg-tree" aria-label="管辖区域">
              {groups.size > 1 && <div className="mg-tree-row">{chip(null, '全部')}</div>}
              {[...groups].map(([parent, list]) => (
                <div key={parent} className="mg-tree-row">
                  {groups.size === 1 && chip(null, '全部')}
                  {parent && <span className="mg-tree-parent">{parent}</span>}
                  {list.map((r) => chip(r.id, r.name))}
                </div>
              ))}
            </nav>
          )}
        </div>
      }
    />
  );
}
