import { sanitizeHtml } from '../../lib/sanitize.ts';

/** A product's detail HTML, sanitised again on the client before it is rendered. */
export default function DetailHtml({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
