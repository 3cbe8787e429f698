import {
  ALARM_FILE_REFUSALS,
  type TAlarmFileCounts,
  type TAlarmFileRefusal,
} from '@fleet/contracts';
import type { AlarmFileUsage } from './attachment-repository.js';

/** Bytes each cap allows (ALARM_FILE_MAX_MB, ALARM_FILES_PER_ALARM_MB, …). */
export interface AlarmFileCaps {
  fileBytes: number;
  alarmBytes: number;
  truckDayBytes: number;
  totalBytes: number;
}

/** A file offered for an alarm: its truck, the alarm, how many files the alarm announced. */
export interface AlarmFileOffer {
  truckId: number;
  alarmKey: string;
  /** Files the alarm's identification announced (byte 14): never more are kept. */
  announced: number;
  name: string;
  size: number;
}

/** Room taken for a file while it comes: given up if it fails, kept in the sums once stored. */
export interface AlarmFileHold {
  /** The file is stored (its row committed): the stored sums count it from now on. */
  stored(): void;
  /** The file will not be stored (cut, incomplete, failed). */
  release(): void;
}

/** Tries of a sum read that a file stored meanwhile made stale. */
const READ_TRIES = 5;

/**
 * The caps on alarm files (issue 31): a file is taken only while the alarm has fewer files
 * than it announced, and the alarm's, the truck's last 24 hours' and all files' bytes stay
 * under their caps, counting files kept (read from the database, shared by the instances)
 * and files still coming to this instance. A completed file's room is not given back: it
 * moves from the files coming to the files kept. A file kept already is taken once.
 */
export function alarmFileBudget(deps: {
  caps: AlarmFileCaps;
  usage(truckId: number, alarmKey: string, fileName: string): Promise<AlarmFileUsage>;
}) {
  const { caps } = deps;
  const coming = new Set<AlarmFileOffer>();
  /** Files stored by this instance: a sum read across a store is read again. */
  let storedGeneration = 0;
  const counts = { stored: 0, repeated: 0 };
  const refused = Object.fromEntries(ALARM_FILE_REFUSALS.map((r) => [r, 0])) as Record<
    TAlarmFileRefusal,
    number
  >;

  async function keptUsage(offer: AlarmFileOffer): Promise<AlarmFileUsage> {
    for (let tries = 1; ; tries++) {
      const generation = storedGeneration;
      const usage = await deps.usage(offer.truckId, offer.alarmKey, offer.name);
      // A file stored during the read may be in neither sum: read again (rarely needed).
      if (generation === storedGeneration || tries === READ_TRIES) return usage;
    }
  }

  function judge(offer: AlarmFileOffer, kept: AlarmFileUsage): TAlarmFileRefusal | 'kept' | null {
    let alarmFiles = kept.alarmFiles;
    let alarmBytes = kept.alarmBytes;
    let truckDayBytes = kept.truckDayBytes;
    let totalBytes = kept.totalBytes;
    for (const other of coming) {
      totalBytes += other.size;
      if (other.truckId !== offer.truckId) continue;
      truckDayBytes += other.size;
      if (other.alarmKey !== offer.alarmKey) continue;
      if (other.name === offer.name) return 'in_progress';
      alarmFiles += 1;
      alarmBytes += other.size;
    }
    if (kept.kept) return 'kept';
    if (alarmFiles >= offer.announced) return 'too_many_files';
    if (alarmBytes + offer.size > caps.alarmBytes) return 'alarm_full';
    if (truckDayBytes + offer.size > caps.truckDayBytes) return 'truck_day_full';
    if (totalBytes + offer.size > caps.totalBytes) return 'total_full';
    return null;
  }

  return {
    /**
     * Room for a file, or why there is none; 'kept' for a file of the alarm kept already,
     * which is not taken again.
     */
    async take(offer: AlarmFileOffer): Promise<AlarmFileHold | TAlarmFileRefusal | 'kept'> {
      if (offer.size > caps.fileBytes) return this.refuse('file_too_large');
      const verdict = judge(offer, await keptUsage(offer));
      if (verdict === 'kept') {
        counts.repeated += 1;
        return verdict;
      }
      if (verdict) return this.refuse(verdict);
      // Judged and added in one turn: two offers at once cannot both take the last room.
      const held = { ...offer };
      coming.add(held);
      return {
        stored() {
          if (!coming.delete(held)) return;
          storedGeneration += 1;
          counts.stored += 1;
        },
        release() {
          coming.delete(held);
        },
      };
    },
    /** Counts a refusal (also those the connection decides: unknown alarm, not announced). */
    refuse<R extends TAlarmFileRefusal>(reason: R): R {
      refused[reason] += 1;
      return reason;
    },
    /** Since start, for /api/health. */
    counts(): TAlarmFileCounts {
      return { ...counts, refused: { ...refused } };
    },
  };
}

export type AlarmFileBudget = ReturnType<typeof alarmFileBudget>;
