import net from 'node:net';

/** The eight 16-bit groups of an IPv6 address, written out (an IPv4 tail becomes two). */
function groupsOf(address: string): string[] {
  let text = address;
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, tail.index)}${hex(a, b)}:${hex(c, d)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  if (rest === undefined) return left;
  const right = rest ? rest.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
}

/**
 * What a throttle counts a client address as. IPv4 as it is (also when the socket writes it
 * IPv4-mapped, `::ffff:192.0.2.1`); IPv6 by its /64, because one customer line or server
 * holds a whole /64 and could otherwise rotate addresses past every limit.
 */
export function addressKey(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  if (net.isIPv4(bare)) return bare;
  if (!net.isIPv6(bare)) return bare;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  const prefix = groupsOf(bare)
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
