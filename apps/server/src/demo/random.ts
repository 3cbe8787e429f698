/** A seeded random source, so one seed always replays the same demo day. */
export type Random = () => number;

/** mulberry32: small, fast and good enough for a simulation (not for secrets). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const between = (random: Random, low: number, high: number) => low + (high - low) * random();

export const chance = (random: Random, probability: number) => random() < probability;
