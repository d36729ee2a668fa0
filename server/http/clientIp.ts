import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { BlockList, isIP } from 'node:net';

const lists = new Map<string, BlockList>();

/** The TRUSTED_PROXIES entries as a BlockList (addresses and CIDR ranges, IPv4 and IPv6), made once per list. */
function trustedList(entries: string[]): BlockList {
  const key = entries.join(',');
  let list = lists.get(key);
  if (!list) {
    list = new BlockList();
    for (const entry of entries) {
      const [addr, bits] = entry.split('/') as [string, string | undefined];
      const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
      if (bits === undefined) list.addAddress(addr, type);
      else list.addSubnet(addr, Number(bits), type);
    }
    lists.set(key, list);
  }
  return list;
}

/** '::ffff:1.2.3.4' → '1.2.3.4'; anything that is not an address → ''. */
export function normaliseIp(raw: string | undefined): string {
  const ip = (raw ?? '').trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  return isIP(ip) ? ip : '';
}

function isTrusted(ip: string, entries: string[]): boolean {
  if (!ip || entries.length === 0) return false;
  return trustedList(entries).check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

function socketAddress(c: Context): string {
  try {
    return normaliseIp(getConnInfo(c).remote.address);
  } catch {
    return ''; // no socket: an in-process request (tests, the boot data's own calls)
  }
}

/**
 * The caller's address for rate limits: the socket's peer. Only when that peer is a proxy listed in
 * TRUSTED_PROXIES is X-Forwarded-For read, from the right, skipping the listed proxies: the first hop
 * no trusted proxy vouches for is the client. A client cannot choose its address by sending the header.
 */
export function clientIp(c: Context, trusted: string[]): string {
  const peer = socketAddress(c);
  if (!isTrusted(peer, trusted)) return peer || 'unknown';
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(normaliseIp);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!;
    if (!hop) return peer; // a malformed hop: nothing left of it can be believed
    if (!isTrusted(hop, trusted)) return hop;
  }
  return hops[0] || peer;
}

/** Whether the browser reached us over https: the URL, or X-Forwarded-Proto from a trusted proxy. */
export function isHttps(c: Context, trusted: string[]): boolean {
  if (c.req.url.startsWith('https:')) return true;
  if (!isTrusted(socketAddress(c), trusted)) return false;
  return (c.req.header('x-forwarded-proto') ?? '').split(',')[0]!.trim().toLowerCase() === 'https';
}
