import type { SubRegionFigure } from '../../api/contract/dashboard.ts';

/**
 * The schematic map of the wall display: one tile per sub-region (or institution), shaded by its
 * learners. No geographic outlines: the app has no map data offline (docs/dashboards.md).
 */
export default function RegionTiles({ rows }: { rows: SubRegionFigure[] }) {
  const top = Math.max(1, ...rows.map((r) => r.learners));
  if (!rows.length) return <p className="db-empty">该地区暂无下级地区数据</p>;
  return (
    <ul className="db-tiles" aria-label="各地区班级与学员">
      {rows.map((r) => (
        <li key={`${r.regionId}-${r.name}`} className="db-tile" style={{ ['--heat' as string]: String(0.15 + (0.85 * r.learners) / top) }}>
          <span className="db-tile-name">{r.name}</span>
          <span className="db-tile-figs">
            <b>{r.classes}</b> 班 · <b>{r.learners}</b> 人
          </span>
        </li>
      ))}
    </ul>
  );
}
