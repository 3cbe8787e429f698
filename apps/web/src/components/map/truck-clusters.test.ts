import { describe, expect, it } from 'vitest';
import { clusterService, LEVEL_STRIDE, type TClusterAnswer } from './truck-clusters';
import { truckClusterSource } from './truck-cluster-source';
import { abbreviatedCount } from './truck-overlay';

const settings = { radius: 50, maxZoom: 12 };
/** Two trucks 20 m apart in Hồ Chí Minh City and one in Hà Nội. */
const trucks = [
  { lon: 106.7, lat: 10.77 },
  { lon: 106.7002, lat: 10.77 },
  { lon: 105.85, lat: 21.03 },
];
const coordinatesOf = (list: typeof trucks) =>
  Float64Array.from(list.flatMap((truck) => [truck.lon, truck.lat]));

/** A level's entries as objects. */
function entries(level: Float64Array) {
  const list = [];
  for (let i = 0; i < level.length; i += LEVEL_STRIDE)
    list.push({ lon: level[i], lat: level[i + 1], count: level[i + 2], id: level[i + 3] });
  return list;
}

function build(serve: ReturnType<typeof clusterService>, buildNumber: number) {
  const { answer, transfer } = serve({
    kind: 'build',
    build: buildNumber,
    coordinates: coordinatesOf(trucks),
    settings,
  });
  if (answer.kind !== 'built') throw new Error('not built');
  return { levels: answer.levels, transfer };
}

describe('cluster levels', () => {
  it('answers every zoom: all trucks in one cluster far out, the nearby two together at 12', () => {
    const { levels, transfer } = build(clusterService(), 1);
    expect(levels).toHaveLength(13);
    // The levels go back to the page by transfer, not by copy.
    expect(transfer).toEqual(levels.map((level) => level.buffer));
    expect(entries(levels[0]!)).toEqual([expect.objectContaining({ count: 3 })]);
    const street = entries(levels[12]!).sort((a, b) => a.count! - b.count!);
    expect(street).toHaveLength(2);
    // A lone truck carries its index in the list given; the pair is a cluster of 2.
    expect(street[0]).toMatchObject({ count: 1, id: 2 });
    expect(street[0]?.lat).toBeCloseTo(21.03, 9);
    expect(street[1]?.count).toBe(2);
  });

  it('answers the expansion zoom only for a cluster of the last build', () => {
    const serve = clusterService();
    const { levels } = build(serve, 1);
    const pair = entries(levels[12]!).find((entry) => entry.count === 2)!;
    const ask = (buildNumber: number, clusterId: number) =>
      serve({ kind: 'expand', build: buildNumber, clusterId, ask: 9 }).answer as Extract<
        TClusterAnswer,
        { kind: 'expanded' }
      >;
    expect(ask(1, pair.id!).zoom).toBeGreaterThan(12);
    build(serve, 2);
    // The cluster id belonged to build 1: no zoom rather than a wrong one.
    expect(ask(1, pair.id!).zoom).toBeNull();
  });
});

describe('truckClusterSource without a worker', () => {
  it('builds on the page and says when it is done', async () => {
    let built = 0;
    const source = truckClusterSource<(typeof trucks)[number]>(settings, () => (built += 1));
    expect(source.built()).toBeNull();
    source.load(trucks);
    expect(built).toBe(1);
    expect(source.pending()).toBe(false);
    const clusters = source.built()!;
    expect(clusters.trucks).toBe(trucks);
    const pair = entries(clusters.levels[12]!).find((entry) => entry.count === 2)!;
    expect(await source.expansionZoom(clusters.build, pair.id!)).toBeGreaterThan(12);
    expect(await source.expansionZoom(clusters.build + 1, pair.id!)).toBeNull();
    source.stop();
  });
});

describe('abbreviatedCount', () => {
  it('writes counts as MapLibre does', () => {
    expect([950, 1000, 1234, 9999, 12_345].map(abbreviatedCount)).toEqual([
      '950',
      '1k',
      '1.2k',
      '10k',
      '12k',
    ]);
  });
});
