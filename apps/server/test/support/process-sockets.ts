import fs from 'node:fs';

/**
 * The TCP sockets process `pid` holds open on its local `port` whose peer port is one of
 * `peerPorts`: the server's side of a test's own connections, read from /proc (Linux).
 */
export function serverSocketsOf(pid: number, port: number, peerPorts: ReadonlySet<number>) {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // closed while listed
    }
  }
  const held: { peerPort: number; state: string }[] = [];
  for (const table of ['tcp', 'tcp6']) {
    const lines = fs.readFileSync(`/proc/${pid}/net/${table}`, 'utf8').trim().split('\n');
    for (const line of lines.slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [local, remote, state, inode] = [fields[1]!, fields[2]!, fields[3]!, fields[9]!];
      const portOf = (address: string) => parseInt(address.split(':')[1]!, 16);
      if (portOf(local) !== port || !inodes.has(inode)) continue;
      if (peerPorts.has(portOf(remote))) held.push({ peerPort: portOf(remote), state });
    }
  }
  return held;
}
