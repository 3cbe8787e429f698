import net from 'node:net';

/**
 * Who a peer is, for per-address caps: its IPv4 address (also when mapped into IPv6), or the
 * /64 of an IPv6 one, since one host is handed a whole /64 and may use any address in it.
 */
export function addressKey(remoteAddress: string | undefined): string {
  if (!remoteAddress) return '';
  if (remoteAddress.startsWith('::ffff:') && net.isIPv4(remoteAddress.slice(7)))
    return remoteAddress.slice(7);
  if (!net.isIPv6(remoteAddress)) return remoteAddress;
  const [head = '', tail] = remoteAddress.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
