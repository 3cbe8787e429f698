/** Rounds to `digits` decimals for an answer (cheaper than `toFixed`, on hot paths too). */
export function round(value: number, digits = 2): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
