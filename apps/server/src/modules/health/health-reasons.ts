import type { THealthReason } from '@fleet/contracts';

/** Something that can make the instance unhealthy: answers its reasons now (none: healthy). */
export type HealthSource = () => readonly THealthReason[] | Promise<readonly THealthReason[]>;

/**
 * The reasons `/api/health` answers 503 for, gathered from the parts that know them (the
 * database, the data folder, the device ports): health reads them without reaching into
 * those parts, and each part registers what it can tell.
 */
export function healthReasons() {
  const sources: HealthSource[] = [];
  return {
    add(source: HealthSource): void {
      sources.push(source);
    },
    /** Every reason that holds now, each once, in registration order. */
    async current(): Promise<THealthReason[]> {
      const found = await Promise.all(sources.map(async (source) => source()));
      return [...new Set(found.flat())];
    },
  };
}

export type HealthReasons = ReturnType<typeof healthReasons>;
