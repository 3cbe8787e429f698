import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database.js';
import { BoundedMap } from '../../platform/index.js';
import { storable } from './device-directory.js';
import {
  unknownDeviceRepository,
  type UnknownDeviceRow,
  type UnknownSighting,
} from './unknown-device-repository.js';

/**
 * How many unknown ids are kept, in memory and in the table: the most recently heard ones.
 * A flood of made-up ids pushes out older ones; a real device comes back with its next message.
 */
export const UNKNOWN_DEVICES_KEPT = 1_000;
/** Sightings are written at most this often… */
const WRITE_EVERY_MS = 1_000;
/** …at most this many in one statement (one upsert, and one prune when rows are new). */
const WRITE_BATCH = 200;

/**
 * Devices that sent data but belong to no truck, kept for an admin to attach. A message
 * only updates memory; sightings are written in batches at a bounded rate, so a flood of
 * made-up ids costs the database a statement or two a second, never one per message. The
 * list an admin reads writes what is pending first.
 */
export function unknownDevices(
  db: Database,
  {
    kept = UNKNOWN_DEVICES_KEPT,
    clock = Date.now,
    writeEveryMs = WRITE_EVERY_MS,
    log,
  }: {
    kept?: number;
    clock?: () => number;
    writeEveryMs?: number;
    log?: FastifyBaseLogger;
  } = {},
) {
  const repository = unknownDeviceRepository(db);
  const heard = new BoundedMap<string, UnknownSighting>(kept);
  /** Ids with messages not yet written, oldest first (ids pushed out of `heard` are skipped). */
  const unwritten = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  let stopped = false;

  function schedule(): void {
    if (timer || stopped || unwritten.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void writeBatch().then(schedule);
    }, writeEveryMs);
    timer.unref();
  }

  /** Writes the oldest pending sightings (one batch); one write at a time. */
  function writeBatch(): Promise<void> {
    writing = writing.then(async () => {
      const batch: UnknownSighting[] = [];
      for (const deviceId of unwritten) {
        if (batch.length === WRITE_BATCH) break;
        unwritten.delete(deviceId);
        const sighting = heard.get(deviceId);
        if (!sighting) continue;
        batch.push({ ...sighting });
        sighting.messages = 0;
      }
      if (batch.length === 0) return;
      try {
        if ((await repository.save(batch)) > 0) await repository.prune(kept);
      } catch (error) {
        // Not kept for a retry: the device is noted again with its next message.
        log?.warn({ err: error, devices: batch.length }, 'unknown devices not written');
      }
    });
    return writing;
  }

  /** Writes every pending sighting now. */
  async function flush(): Promise<void> {
    while (unwritten.size > 0) await writeBatch();
    await writing;
  }

  return {
    /** Notes a message of a device no truck has (memory only; written within a second or so). */
    record(deviceId: string, position: { lat: number; lon: number } | null): Promise<void> {
      if (!storable(deviceId)) return Promise.resolve();
      const now = clock();
      const seen = heard.get(deviceId);
      heard.set(deviceId, {
        deviceId,
        firstSeen: seen?.firstSeen ?? now,
        lastSeen: now,
        messages: (seen?.messages ?? 0) + 1,
        lat: position?.lat ?? seen?.lat ?? null,
        lon: position?.lon ?? seen?.lon ?? null,
      });
      unwritten.add(deviceId);
      // Ids pushed out of memory before their write are not written: bounds this set too.
      if (unwritten.size > 2 * kept)
        for (const id of unwritten) if (!heard.get(id)) unwritten.delete(id);
      schedule();
      return Promise.resolve();
    },
    /** How many ids this instance remembers. */
    remembered: () => heard.size,
    flush,
    async list(): Promise<UnknownDeviceRow[]> {
      await flush();
      return repository.list(kept);
    },
    async forget(deviceId: string): Promise<void> {
      heard.delete(deviceId);
      unwritten.delete(deviceId);
      await writing;
      await repository.forget(deviceId);
    },
    /** At stop: what is pending is written, and nothing after. */
    async close(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await flush();
    },
  };
}

export type UnknownDevices = ReturnType<typeof unknownDevices>;
