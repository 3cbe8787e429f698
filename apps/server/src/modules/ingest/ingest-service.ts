import type { PositionWriter, WriteItem } from '../positions/position-writer.js';
import type { TimeFormat } from '../../time-format.js';
import { checkBatchPosition, type CheckedPosition } from './batch-position-check.js';
import { batchTimes } from './batch-times.js';
import { storableAttributes } from './device-attributes.js';
import type { DeviceDirectory } from './device-directory.js';
import { isPlausibleFix, type DeviceFix, type DeviceReport } from './device-report.js';
import type { DeviceAlarms } from './device-alarms.js';
import type { UnknownDevices } from './unknown-devices.js';

interface Deps {
  writer: PositionWriter;
  directory: DeviceDirectory;
  unknown: UnknownDevices;
  time: TimeFormat;
  /** Raises the warnings of the alarms among committed fixes. */
  alarms: DeviceAlarms;
}

export interface BatchResult {
  accepted: number;
  duplicates: number;
  rejected: { index: number; code: string }[];
}

/** Turns device messages into committed positions of known trucks. */
export function ingestService({ writer, directory, unknown, time, alarms }: Deps) {
  async function itemOf(report: DeviceReport, now: Date): Promise<WriteItem | null> {
    const truckId = await directory.truckOf(report.deviceId);
    if (truckId === null) {
      await unknown.record(report.deviceId, report.fix);
      return null;
    }
    const fix = report.fix && isPlausibleFix(report.fix, now) ? report.fix : null;
    const driverUsername = report.driverUniqueId
      ? await directory.driverOf(report.driverUniqueId)
      : null;
    if (fix && report.driverUniqueId && !driverUsername)
      fix.attributes.driverUniqueId = report.driverUniqueId;
    // The record says the device had no position lock; the store keeps it out of the state.
    if (fix?.valid === false) fix.attributes.valid = false;
    if (fix) fix.attributes = storableAttributes(fix.attributes);
    return { truckId, fix, driverUsername };
  }

  return {
    /**
     * OsmAnd messages: resolves once every fix of a known truck is committed. Unknown devices
     * are recorded; unreadable fixes count as heartbeats so the phone never stalls its queue.
     */
    async acceptReports(reports: DeviceReport[]): Promise<void> {
      const now = new Date();
      const items: WriteItem[] = [];
      for (const report of reports) {
        const item = await itemOf(report, now);
        if (item) items.push(item);
      }
      await writer.write(items);
      // After the commit, before the answer: a failure makes the phone send again, and the
      // warning's identity (truck, alarm, fix time) keeps a second sending from doubling it.
      await alarms.raise(items);
    },

    /** Batch endpoint: every position must belong to the device of the key. */
    async acceptBatch(deviceId: string, positions: unknown[]): Promise<BatchResult> {
      const rejected: BatchResult['rejected'] = [];
      const truckId = await directory.truckOf(deviceId);
      if (truckId === null) {
        await unknown.record(deviceId, null);
        return {
          accepted: 0,
          duplicates: 0,
          rejected: positions.map((_, index) => ({ index, code: 'UNKNOWN_DEVICE' })),
        };
      }
      const now = new Date();
      const timeOf = batchTimes(time);
      const items: WriteItem[] = [];
      positions.forEach((raw, index) => {
        const position = checkBatchPosition(raw);
        const at = position ? timeOf(position.time) : null;
        if (!position || !at) return rejected.push({ index, code: 'VALIDATION_FAILED' });
        if (position.device_id !== deviceId)
          return rejected.push({ index, code: 'DEVICE_MISMATCH' });
        const fix = fixOf(position, at);
        if (!isPlausibleFix(fix, now))
          return rejected.push({ index, code: 'TIME_OR_PLACE_INVALID' });
        items.push({ truckId, fix, driverUsername: null });
      });
      const outcomes = await writer.write(items);
      return {
        accepted: outcomes.filter((o) => o === 'stored').length,
        duplicates: outcomes.filter((o) => o === 'duplicate').length,
        rejected,
      };
    },
  };
}

function fixOf(position: CheckedPosition, at: Date): DeviceFix {
  return {
    time: at,
    lat: position.lat,
    lon: position.lon,
    speedKmh: position.speed_kmh ?? 0,
    course: position.course ?? null,
    altitude: null,
    accuracy: null,
    ignition: position.ignition ?? null,
    odometerKm: position.odometer_km ?? null,
    battery: null,
    attributes: storableAttributes(position.attributes ?? {}),
  };
}

export type IngestService = ReturnType<typeof ingestService>;
