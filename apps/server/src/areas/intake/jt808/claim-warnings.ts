import { displayPlate } from '@fleet/contracts';
import type { SystemWarning } from '../../alerts/index.js';

interface Deps {
  warnings: { raiseSystem(warning: SystemWarning): Promise<unknown> };
  plateOf: (truckId: number) => Promise<string | null>;
}

/**
 * A refused registration of a truck's terminal (another connection claiming its phone
 * number) becomes a `terminal_claim` warning: one per truck, address and day, however often
 * the claim is tried.
 */
export function claimWarnings({ warnings, plateOf }: Deps) {
  return async function raise(truckId: number, address: string | null): Promise<void> {
    const stored = await plateOf(truckId);
    const plate = stored ? displayPlate(stored) : '?';
    const from = address ?? '?';
    const now = new Date();
    await warnings.raiseSystem({
      truckId,
      type: 'terminal_claim',
      content: `${plate}: thiết bị bị mạo danh từ ${from}`,
      params: { plate, address: from },
      time: now,
      dedupeKey: `jt808-claim:${truckId}:${from}:${now.toISOString().slice(0, 10)}`,
    });
  };
}
