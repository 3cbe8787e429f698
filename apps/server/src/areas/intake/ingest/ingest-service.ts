import type { TimeFormat } from '../../../time-format.js';
import { checkBatchPosition, type CheckedPosition } from './batch-position-check.js';
import { batchTimes } from './batch-times.js';
import type { DeviceIntake, ReportOutcome } from './device-intake.js';
import type { DeviceMessage, DeviceReport } from './device-report.js';

interface Deps {
  intake: DeviceIntake;
  time: TimeFormat;
}

export interface BatchResult {
  accepted: number;
  duplicates: number;
  rejected: { index: number; code: string }[];
}

/** Why the batch endpoint did not take a position, by what the intake made of it. */
const REJECTED: Partial<Record<ReportOutcome, string>> = {
  implausible: 'TIME_OR_PLACE_INVALID',
  unknown_device: 'UNKNOWN_DEVICE',
};

/** The HTTP protocols' decoders (OsmAnd, the batch endpoint) in front of the intake. */
export function ingestService({ intake, time }: Deps) {
  return {
    /**
     * OsmAnd messages: resolves once every report of a known truck is committed. Unknown
     * devices are noted; unreadable fixes count as heartbeats so the phone never stalls.
     */
    async acceptMessages(messages: DeviceMessage[]): Promise<void> {
      for (const { deviceId, reports } of messages)
        await intake.accept({ deviceId, proof: 'named' }, reports);
    },

    /** Batch endpoint: every position must belong to the device of the key. */
    async acceptBatch(deviceId: string, positions: unknown[]): Promise<BatchResult> {
      const rejected: BatchResult['rejected'] = [];
      const timeOf = batchTimes(time);
      const reports: DeviceReport[] = [];
      const indexes: number[] = [];
      positions.forEach((raw, index) => {
        const position = checkBatchPosition(raw);
        const at = position ? timeOf(position.time) : null;
        if (!position || !at) return rejected.push({ index, code: 'VALIDATION_FAILED' });
        if (position.device_id !== deviceId)
          return rejected.push({ index, code: 'DEVICE_MISMATCH' });
        reports.push(reportOf(position, at));
        indexes.push(index);
      });
      const { truckId, outcomes } = await intake.accept({ deviceId, proof: 'key' }, reports);
      if (truckId === null)
        return {
          accepted: 0,
          duplicates: 0,
          rejected: positions.map((_, index) => ({ index, code: 'UNKNOWN_DEVICE' })),
        };
      let accepted = 0;
      let duplicates = 0;
      outcomes.forEach((outcome, i) => {
        if (outcome === 'stored') accepted += 1;
        else if (outcome === 'duplicate') duplicates += 1;
        const code = REJECTED[outcome];
        if (code) rejected.push({ index: indexes[i]!, code });
      });
      rejected.sort((a, b) => a.index - b.index);
      return { accepted, duplicates, rejected };
    },
  };
}

function reportOf(position: CheckedPosition, at: Date): DeviceReport {
  const attributes = position.attributes ?? {};
  if (position.alarm) attributes.alarm = position.alarm;
  return {
    fix: {
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
      attributes,
    },
    driverIds: position.driver_unique_id ? [position.driver_unique_id] : [],
  };
}

export type IngestService = ReturnType<typeof ingestService>;
