/**
 * A strict allow-list HTML sanitiser for notice content (no dependency).
 * Keeps a small set of formatting tags and attributes; drops script/style/iframe/… with their
 * content, every on* attribute, and any URL that is not http(s), mailto, tel, relative or an
 * inline raster image. Output is re-serialised, so tags are always balanced and quoted.
 */

const ALLOWED_TAGS = new Set([
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'sub',
  'sup',
  'small',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'font',
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'svg',
  'math',
  'frameset',
  'frame',
  'noembed',
  'noframes',
  'xmp',
  'title',
  'head',
]);

const GLOBAL_ATTRS = new Set(['style', 'title', 'align', 'class']);
const TAG_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
  font: new Set(['color', 'size']),
};
const STYLE_PROPS = new Set([
  'color',
  'background-color',
  'text-align',
  'font-size',
  'font-weight',
  'font-style',
  'text-decoration',
  'text-indent',
  'line-height',
  'margin-left',
  'padding-left',
  'width',
  'height',
  'vertical-align',
]);

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ent: string) => {
    if (ent[0] === '#') {
      const code = ent[1] === 'x' || ent[1] === 'X' ? parseInt(ent.slice(2), 16) : parseInt(ent.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n' };
    return named[ent.toLowerCase()] ?? whole;
  });
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (v: string) => v.replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A URL safe to keep in href/src: http(s), mailto, tel, relative; for images also data:image raster. */
export function safeUrl(raw: string, forImage = false): string | null {
  // eslint-disable-next-line no-control-regex
  const value = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!value) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  if (!scheme) return raw.trim();
  const name = scheme[1].toLowerCase();
  if (name === 'http' || name === 'https') return raw.trim();
  if (!forImage && (name === 'mailto' || name === 'tel')) return raw.trim();
  if (forImage && /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=]+$/i.test(value)) return value;
  return null;
}

function cleanStyle(style: string): string {
  const decoded = decodeEntities(style);
  if (/expression|url\s*\(|javascript:|@import|behavior|\\/i.test(decoded)) return '';
  return decoded
    .split(';')
    .map((decl) => {
      const i = decl.indexOf(':');
      if (i < 0) return '';
      const prop = decl.slice(0, i).trim().toLowerCase();
      const value = decl.slice(i + 1).trim();
      return STYLE_PROPS.has(prop) && /^[#\w\s.,%()-]+$/.test(value) ? `${prop}: ${value}` : '';
    })
    .filter(Boolean)
    .join('; ');
}

const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function cleanAttrs(tag: string, raw: string): string {
  const allowed = TAG_ATTRS[tag];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = m[1].toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (seen.has(name) || name.startsWith('on')) continue;
    if (!GLOBAL_ATTRS.has(name) && !allowed?.has(name)) continue;
    let clean: string | null = decodeEntities(value);
    if (name === 'href') clean = safeUrl(value);
    else if (name === 'src') clean = safeUrl(value, true);
    else if (name === 'style') clean = cleanStyle(value);
    else if (name === 'target') clean = value === '_blank' ? '_blank' : null;
    else if (['width', 'height', 'colspan', 'rowspan', 'start', 'size'].includes(name)) clean = /^\d{1,4}%?$/.test(value.trim()) ? value.trim() : null;
    else if (name === 'class')
      clean = value
        .split(/\s+/)
        .filter((c) => /^[\w-]{1,40}$/.test(c))
        .join(' ');
    if (clean === null || (clean === '' && name !== 'alt')) continue;
    seen.add(name);
    out.push(`${name}="${escapeAttr(clean)}"`);
  }
  if (tag === 'a' && seen.has('target')) out.push('rel="noopener noreferrer"');
  return out.length ? ' ' + out.join(' ') : '';
}

const TOKEN_RE = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g;

export function sanitizeHtml(input: string): string {
  const html = String(input ?? '');
  const out: string[] = [];
  const stack: string[] = [];
  TOKEN_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN_RE.exec(html))) {
    const token = m[0];
    const tagName = m[2]?.toLowerCase();
    if (!tagName) {
      if (token === '<') out.push('&lt;');
      else if (token[0] !== '<') out.push(escapeText(token));
      // comments, doctype, CDATA and processing instructions are dropped
      continue;
    }
    const closing = m[1] === '/';
    if (DROP_WITH_CONTENT.has(tagName)) {
      if (closing) continue;
      const end = new RegExp(`</${tagName}\\s*>`, 'ig');
      end.lastIndex = TOKEN_RE.lastIndex;
      const found = end.exec(html);
      TOKEN_RE.lastIndex = found ? end.lastIndex : html.length;
      continue;
    }
    if (!ALLOWED_TAGS.has(tagName)) continue;
    if (closing) {
      const at = stack.lastIndexOf(tagName);
      if (at < 0) continue;
      while (stack.length > at) out.push(`</${stack.pop()}>`);
      continue;
    }
    out.push(`<${tagName}${cleanAttrs(tagName, m[3] ?? '')}>`);
    if (!VOID_TAGS.has(tagName) && !/\/\s*$/.test(m[3] ?? '')) stack.push(tagName);
    else if (!VOID_TAGS.has(tagName)) out.push(`</${tagName}>`);
  }
  while (stack.length) out.push(`</${stack.pop()}>`);
  return out.join('');
}

/** The visible text of sanitised HTML (for empty-content checks). */
export function htmlText(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\u00a0/g, ' ')
    .trim();
}
