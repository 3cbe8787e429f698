import type net from 'node:net';

/**
 * The address a device connects from, as the ports compare it: an IPv4 peer of a dual-stack
 * listener without its `::ffff:` prefix, so that the same truck reads the same on every port.
 */
export function peerAddress(socket: Pick<net.Socket, 'remoteAddress'>): string | null {
  const address = socket.remoteAddress;
  if (!address) return null;
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
