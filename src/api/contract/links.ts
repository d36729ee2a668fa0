/** Links people type that other people open: only web addresses (never javascript:, data: and the like). */
export const WEB_LINK_ERROR = '链接须以 http:// 或 https:// 开头';

/** '' , an absolute http(s) URL with a host, or a path of this site ('/shopHome?id=1', never '//host'). */
export function isWebLink(value: string): boolean {
  if (value === '') return true;
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return true;
  if (!/^https?:\/\/[^\s/?#]+/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
