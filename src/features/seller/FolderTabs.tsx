import type { CSSProperties } from 'react';

interface Folder {
  id: number;
  name: unknown;
  assetCount?: unknown;
}

/** The image folders as a tab list of chips: 全部 first, then each folder (with its count where given). */
export default function FolderTabs({
  folders,
  folder,
  onPick,
  allLabel,
  withCount = false,
  className,
  style,
}: {
  folders: Folder[];
  folder: number | null;
  onPick: (id: number | null) => void;
  allLabel: string;
  withCount?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const chip = (id: number | null, label: string) => (
    <button
      key={id ?? 'all'}
      type="button"
      role="tab"
      aria-selected={folder === id}
      className={`sc-chip${folder === id ? ' is-on' : ''}`}
      onClick={() => onPick(id)}
    >
      {label}
    </button>
  );
  return (
    <div role="tablist" aria-label="图片分组" className={className} style={style}>
      {chip(null, allLabel)}
      {folders.map((f) => chip(f.id, withCount ? `${String(f.name)}（${String(f.assetCount)}）` : String(f.name)))}
    </div>
  );
}
