import type { AnyRow, ResourceDecl } from '../../api/contract/resource/types.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import ValueView from './ValueView.tsx';

/** A record's fields, read-only, as a definition list (the detail sheet and single-record pages show it). */
export default function RecordFields({ resource, row, only }: { resource: ResourceDecl; row: AnyRow; only?: readonly string[] }) {
  return (
    <dl className="rs-detail-list">
      {Object.entries(resource.fields)
        .filter(([key]) => !only || only.includes(key))
        .map(([key, f]) => (
          <div key={key} className={f.type === 'richText' ? 'is-wide' : f.type === 'textarea' ? 'is-wide is-text' : undefined}>
            <dt>{f.label}</dt>
            <dd>
              {f.type === 'richText' ? (
                <div className="rs-rich-view" dangerouslySetInnerHTML={{ __html: sanitizeHtml(String(row[key] ?? '')) }} />
              ) : (
                <ValueView name={key} field={f} row={row} />
              )}
            </dd>
          </div>
        ))}
    </dl>
  );
}
