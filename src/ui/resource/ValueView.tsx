import type { ReactNode } from 'react';
import { formatValue } from '../../api/contract/resource/format.ts';
import type { AnyRow, EnumOption, FieldDecl, FileRef } from '../../api/contract/resource/types.ts';

const tag = (o: EnumOption | undefined, fallback: string) => <span className={`rs-tag rs-tone-${o?.tone ?? 'default'}`}>{o?.label ?? fallback}</span>;

/** A field's value on screen: tags for states, thumbnails for pictures, links for files, text for the rest (as in exports). */
export default function ValueView({ name, field, row }: { name: string; field: FieldDecl; row: AnyRow }): ReactNode {
  const v = row[name];
  if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return <span className="rs-empty">—</span>;
  if ((field.type === 'enum' || field.type === 'bool') && field.options?.some((o) => o.tone)) {
    const values = Array.isArray(v) ? v : [v];
    return (
      <span className="rs-tags">
        {values.map((x) => (
          <span key={String(x)}>
            {tag(
              field.options?.find((o) => o.value === x),
              String(x),
            )}
          </span>
        ))}
      </span>
    );
  }
  if (field.type === 'image') {
    const urls = (Array.isArray(v) ? v : [v]) as string[];
    return (
      <span className="rs-thumbs">
        {urls.slice(0, 3).map((u) => (
          <img key={u} src={u} alt={field.label} loading="lazy" width={40} height={40} />
        ))}
      </span>
    );
  }
  if (field.type === 'file') {
    return (
      <span className="rs-files">
        {(v as FileRef[]).map((f) => (
          <a key={f.url} href={f.url} target="_blank" rel="noopener noreferrer">
            {f.fileName}
          </a>
        ))}
      </span>
    );
  }
  return formatValue(name, field, row);
}
