import type { PositionWriter, WriteItem, WriteOutcome } from '../positions/position-writer.js';
import type { AlarmEpisodes, JudgedFix, Judgement } from './alarm-episodes.js';
import { storableAttributes } from './device-attributes.js';
import { isPlausibleFix, type DeviceReport, type DeviceSource } from './device-report.js';
import type { DriverIdentification, IdentifiedDriver } from './driver-identification.js';
import type { Answer } from '../../platform/index.js';
import type { UnknownDevices } from '../../fleet/index.js';

/** What became of one report: the writer's outcome, or why it was not written as a fix. */
export type ReportOutcome = WriteOutcome | 'implausible' | 'unknown_device';

export interface IntakeResult {
  /** The truck the reports were taken for; null for a device no truck has. */
  truckId: number | null;
  /** One per report, in order. */
  outcomes: ReportOutcome[];
}

interface Deps {
  /** The truck of a device id, else null (cached: at once when cached). */
  truckOf: (deviceId: string) => Answer<number | null>;
  unknown: Pick<UnknownDevices, 'record'>;
  drivers: DriverIdentification;
  alarms: AlarmEpisodes;
  writer: PositionWriter;
}

/**
 * The one pipeline every device protocol's decoder feeds, in one order: device identity →
 * truck (once per message), plausibility and attribute limits, driver identification,
 * alarms to warnings once per episode, the group-commit writer. The post-commit step (live
 * feed, geofences, motion) is the writer's (`post-commit.ts`). `accept` resolves once the
 * reports are committed and their warnings raised; a decoder answers its device then.
 */
export function deviceIntake({ truckOf, unknown, drivers, alarms, writer }: Deps) {
  /**
   * Step 1: the truck the source reports for, or null (the device is noted unknown). What
   * the connection proved comes with the source, so a rule on it belongs here; JT/T 808's
   * (nothing before authentication) is its connection's, which brings the truck it resolved.
   */
  function truckOfSource(
    source: DeviceSource,
    reports: readonly DeviceReport[],
  ): Answer<number | null> {
    const truckId = source.truckId !== undefined ? source.truckId : truckOf(source.deviceId);
    // Known at once (a proven connection's, a cached answer): no turn of the event loop.
    if (typeof truckId === 'number') return truckId;
    return Promise.resolve(truckId).then(async (found) => {
      if (found !== null) return found;
      const last = reports.findLast((report) => report.fix !== null)?.fix ?? null;
      await unknown.record(source.deviceId, last && { lat: last.lat, lon: last.lon });
      return null;
    });
  }

  /** Steps 2 and 3 for one report: its write item, or 'implausible' with a heartbeat's. */
  function itemOf(
    truckId: number,
    report: DeviceReport,
    driver: IdentifiedDriver | null,
    now: Date,
  ) {
    const given = report.fix;
    const fix = given && isPlausibleFix(given, now) ? given : null;
    if (fix) {
      // A card or login that names nobody is kept with the fix, within the attribute limits.
      if (driver && !driver.username)
        fix.attributes = { driverUniqueId: driver.id, ...fix.attributes };
      // The device says it had no position lock: stored, kept out of the truck's state.
      if (fix.valid === false) fix.attributes.valid = false;
      fix.attributes = storableAttributes(fix.attributes);
    }
    const item: WriteItem = { truckId, fix, driverUsername: driver?.username ?? null };
    if (!fix && report.battery != null) item.battery = report.battery;
    return { item, implausible: given !== null && fix === null };
  }

  return {
    async accept(
      source: DeviceSource,
      reports: readonly DeviceReport[],
      now = new Date(),
    ): Promise<IntakeResult> {
      const known = truckOfSource(source, reports);
      const truckId = known instanceof Promise ? await known : known;
      if (truckId === null) return { truckId, outcomes: reports.map(() => 'unknown_device') };
      const items: WriteItem[] = [];
      const implausible: boolean[] = [];
      const judged: JudgedFix[] = [];
      for (const report of reports) {
        // Awaited only when the answer is not cached: a batch holds 10,000 reports.
        const identified = drivers.identify(report.driverIds);
        const driver = identified instanceof Promise ? await identified : identified;
        const taken = itemOf(truckId, report, driver, now);
        items.push(taken.item);
        implausible.push(taken.implausible);
        if (taken.item.fix)
          judged.push({ fix: taken.item.fix, driverUsername: taken.item.driverUsername });
      }
      // Step 4, judged in the order sent; raised once the fixes are committed.
      const judging = alarms.judge(truckId, judged);
      const judgement: Judgement = judging instanceof Promise ? await judging : judging;
      let written: WriteOutcome[];
      try {
        written = await writer.write(items);
      } catch (error) {
        await alarms.settle(judgement, false);
        throw error;
      }
      // Most messages change no episode: nothing to settle, no turn of the event loop.
      if (judgement.changed) await alarms.settle(judgement, true);
      return {
        truckId,
        outcomes: written.map((outcome, i) => (implausible[i] ? 'implausible' : outcome)),
      };
    },

    /** Driver identification alone: a JT/T 808 card logs its driver in before any fix. */
    identifyDriver: (ids: readonly string[]) => drivers.identify(ids),
  };
}

export type DeviceIntake = ReturnType<typeof deviceIntake>;
