import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-address limit counts: an IPv4 address as it is, an IPv6 address by
 * its /64 network. One subscriber gets a whole /64 and picks any address in it, so counting single
 * IPv6 addresses would give a sprayer 2^64 fresh counters. IPv4-mapped IPv6 is the IPv4 address.
 * `request.ip` is the socket's peer, or the client a trusted proxy names (server.ts, `trustProxy`).
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head = '', tail] = address.split('::') as [string, string | undefined];
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (a.b.c.d) is two groups; it only matters past the /64, so it counts as zeros.
  const width = (list: string[]) => list.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  const full = [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right];
  const network = full.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
