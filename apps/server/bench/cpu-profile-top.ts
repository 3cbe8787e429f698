import fs from 'node:fs';
import path from 'node:path';

/**
 * `tsx apps/server/bench/cpu-profile-top.ts <file.cpuprofile | dir>`: where a --cpu-prof
 * profile spent its busy time (idle samples left out) — self time by package and by
 * function, and total time (self + callees) of the console's own functions.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const target = process.argv[2];
if (!target) throw new Error('usage: cpu-profile-top.ts <file.cpuprofile | dir>');
const files = fs.statSync(target).isDirectory()
  ? fs
      .readdirSync(target)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => path.join(target, name))
  : [target];

const where = (url: string) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.includes('/dist/main.js')) return 'console (dist/main.js)';
  if (url.startsWith('node:')) return 'node core';
  return url === '' ? '(native / VM)' : url;
};

for (const file of files) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const byFunction = new Map<string, number>();
  const byPlace = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const nameOf = (node: ProfileNode) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${where(url)}:${lineNumber + 1}`;
  };
  let total = 0;
  // Total time: each sample counts once for every distinct console function on its stack.
  const walk = (node: ProfileNode, onStack: string[]): number => {
    let hits = node.callFrame.functionName === '(idle)' ? 0 : (node.hitCount ?? 0);
    const name = nameOf(node);
    const mine = where(node.callFrame.url).startsWith('console') && !onStack.includes(name);
    const stack = mine ? [...onStack, name] : onStack;
    for (const child of node.children ?? []) hits += walk(nodes.get(child)!, stack);
    if (mine) inclusive.set(name, (inclusive.get(name) ?? 0) + hits);
    return hits;
  };
  walk(profile.nodes[0]!, []);
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0 || node.callFrame.functionName === '(idle)') continue;
    total += hits;
    byFunction.set(nameOf(node), (byFunction.get(nameOf(node)) ?? 0) + hits);
    const place = where(node.callFrame.url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => `${((hits / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  console.log(`${file}: ${total} busy samples\n\nSelf time by package:\n${top(byPlace, 15)}`);
  console.log(`\nSelf time by function:\n${top(byFunction, 40)}`);
  console.log(`\nTotal time of console functions:\n${top(inclusive, 40)}\n`);
}
