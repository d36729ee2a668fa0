import { Link } from 'react-router-dom';
import { findRoute } from '../api/contract/routes/index.ts';

/** An app path written in a text: /area/page (letters, digits), ending where the text goes on in Chinese, a space or punctuation. */
const PATH = /\/[A-Za-z]+(?:\/[A-Za-z0-9]+)*/g;

/** A text split into plain parts and the app routes it names (each with its page's title). */
export function routeParts(text: string): (string | { path: string; title: string })[] {
  const out: (string | { path: string; title: string })[] = [];
  let at = 0;
  for (const m of text.matchAll(PATH)) {
    const found = findRoute(m[0]);
    if (!found) continue;
    if (m.index > at) out.push(text.slice(at, m.index));
    out.push({ path: m[0], title: found.route.meta.title });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/**
 * A hint that names a page by its route ('照片在/manage/RemoteInvigilation中查看') shows the page's title
 * as a link to it, never the raw route.
 */
export default function RouteText({ text }: { text: string }) {
  return (
    <>
      {routeParts(text).map((p, i) =>
        typeof p === 'string' ? (
          p
        ) : (
          <Link key={i} to={p.path}>
            {p.title}
          </Link>
        ),
      )}
    </>
  );
}
