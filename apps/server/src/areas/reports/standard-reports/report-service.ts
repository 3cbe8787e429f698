import {
  displayPlate,
  isCountedStop,
  isMovingFix,
  isOverspeedFix,
  REPORT_B1_MAX_DAYS,
  REPORT_MAX_DAYS,
  thresholdLabels,
  type TFixRow,
  type TLanguage,
  type TStandardReportCode,
  ZStandardReportRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { invalidField } from '../../../http/app-error.js';
import { checkedRange } from '../../../time-range.js';
import type { MotionReportDeps } from '../driver-reports/driver-report-service.js';
import type { Actor } from '../../accounts/index.js';
import { reportPositions } from './report-positions.js';
import * as build from './report-builders.js';
import type { ReportRepository, ReportScope } from './report-repository.js';

type Input = z.output<typeof ZStandardReportRequest>;

/** The header of a report: who it is about and when. */
export interface ReportSubject {
  plate: string | null;
  driver: string | null;
  start: Date;
  end: Date;
}

export interface ReportResult {
  code: TStandardReportCode;
  rows: object[];
  total: object | null;
  total_rows: number;
  page: number;
  page_size: number;
}

const B1_DEFAULT_PAGE = 100;
/** A month of fixes every 10 s; the export of B.1 stops there. */
export const B1_EXPORT_MAX_ROWS = 300_000;

/** The standard reports (QCVN 31); every one but B.1 reads the motion engine's tables. */
export function standardReportService({
  reports: rows,
  people,
  trucks,
  settings,
  calendar,
  time,
  addresses,
}: MotionReportDeps & { reports: ReportRepository }) {
  const rangeOf = (input: Input, maxDays: number) =>
    checkedRange(time.fromWire(input.start_time), time.fromWire(input.end_time), maxDays);

  /** Trucks and drivers a report covers; null when the driver filter names nobody. */
  async function scopeOf(actor: Actor, input: Input) {
    const visible = await trucks.visibleIds(actor);
    const truck = input.plate ? await trucks.visibleByPlate(actor, input.plate) : null;
    const drivers = input.driver_name ? await people.usernamesNamed(input.driver_name) : null;
    const scope: ReportScope = { visible, truckId: truck?.id ?? null, drivers };
    return { scope, truck, empty: drivers?.length === 0 };
  }

  /** Drivers and places of the rows a report found, each looked up once for all rows. */
  async function contextOf(
    actor: Actor,
    rows: readonly ({ username: string | null } & object)[],
  ): Promise<build.BuildContext> {
    const wanted = [
      ...new Set(rows.map((r) => r.username?.toLowerCase()).filter((u): u is string => !!u)),
    ];
    const found = wanted.length > 0 ? await people.people(wanted) : [];
    const byName = new Map(found.map((p) => [p.username, p]));
    const domain = await settings.domain();
    return {
      time,
      places: { name: await addresses.namer(reportPositions(rows), actor.language) },
      person: (username) => (username ? (byName.get(username.toLowerCase()) ?? null) : null),
      continuousLimitS: domain.continuous_limit_minutes * 60,
    };
  }

  const whole = (code: TStandardReportCode, list: object[], total: object | null = null) => ({
    code,
    rows: list,
    total,
    total_rows: list.length,
    page: 1,
    page_size: list.length,
  });

  async function fixes(actor: Actor, input: Input, exportAll: boolean): Promise<ReportResult> {
    if (!input.plate) throw invalidField('plate', 'required');
    const [start, end] = rangeOf(input, REPORT_B1_MAX_DAYS);
    const truck = await trucks.visibleByPlate(actor, input.plate);
    const domain = await settings.domain();
    const pageSize = exportAll ? B1_EXPORT_MAX_ROWS : (input.page_size ?? B1_DEFAULT_PAGE);
    const page = exportAll ? 1 : (input.page ?? 1);
    const totalRows = await rows.countFixes(truck.id, start, end);
    const list = await rows.fixes(truck.id, start, end, pageSize, (page - 1) * pageSize);
    const name = await addresses.namer(list, actor.language);
    return {
      code: 'b1',
      rows: list.map((f): TFixRow => ({
        time: time.toWire(new Date(f.fix_ms)),
        lon: f.lon,
        lat: f.lat,
        speed_kmh: Number(f.speed_kmh.toFixed(1)),
        place: name(f.lat, f.lon),
        note: isOverspeedFix(f.speed_kmh, truck.speed_limit_kmh, domain)
          ? 'overspeed'
          : isMovingFix({ speedKmh: f.speed_kmh }, domain)
            ? 'moving'
            : f.ignition
              ? 'idle'
              : 'stopped',
      })),
      total: null,
      total_rows: totalRows,
      page,
      page_size: pageSize,
    };
  }

  async function run(
    actor: Actor,
    code: TStandardReportCode,
    input: Input,
    exportAll = false,
  ): Promise<ReportResult> {
    if (code === 'b1') return fixes(actor, input, exportAll);
    const [start, end] = rangeOf(input, REPORT_MAX_DAYS);
    const { scope, empty } = await scopeOf(actor, input);
    const fromDay = calendar.dayOf(start.getTime());
    const toDay = calendar.dayOf(end.getTime());
    switch (code) {
      case 'b1-2': {
        const found = empty ? [] : await rows.trips(scope, start, end);
        const list = build.tripRows(await contextOf(actor, found), found);
        return whole(code, list, {
          count: list.length,
          distance_km: Number(list.reduce((s, r) => s + r.distance_km, 0).toFixed(2)),
          duration_s: list.reduce((s, r) => s + r.duration_s, 0),
        });
      }
      case 'b2-2': {
        const found = empty ? [] : await rows.overspeeds(scope, start, end);
        return whole(code, build.overspeedRows(await contextOf(actor, found), found));
      }
      case 'b3': {
        const found = empty ? [] : await rows.sessions(scope, start, end);
        const list = build.sessionRows(await contextOf(actor, found), found);
        return whole(code, input.over_limit_only ? list.filter((r) => r.over_limit) : list);
      }
      case 'b4': {
        // The user may lower the list's own filter; by default the stop rule's setting.
        const minMinutes = input.min_stop_minutes ?? (await settings.domain()).min_stop_minutes;
        const found = empty ? [] : await rows.stops(scope, start, end);
        const list = build
          .stopRows(await contextOf(actor, found), found)
          .filter((r) => isCountedStop(r.duration_s * 1000, minMinutes));
        return whole(code, list, {
          count: list.length,
          duration_s: list.reduce((s, r) => s + r.duration_s, 0),
        });
      }
      case 'b5-1': {
        const found = empty ? [] : await rows.perTruck(scope, fromDay, toDay);
        const summary = build.truckSummary(found);
        return whole(code, summary.rows, summary.total);
      }
      case 'b5-2': {
        const found = empty ? [] : await rows.perDriver(scope, fromDay, toDay);
        const summary = build.driverSummary(await contextOf(actor, found), found);
        return whole(code, summary.rows, summary.total);
      }
    }
  }

  return {
    run,
    /** The thresholds in words, from the admin's settings: an export's band and limit headers. */
    async thresholds(language: TLanguage) {
      return thresholdLabels(await settings.domain(), language);
    },
    /** Who and when, for the header of an export. */
    async subjectOf(actor: Actor, input: Input): Promise<ReportSubject> {
      const [start, end] = rangeOf(input, REPORT_MAX_DAYS);
      const truck = input.plate ? await trucks.visibleByPlate(actor, input.plate) : null;
      let driver: string | null = null;
      if (input.driver_name) {
        const [username] = await people.usernamesNamed(input.driver_name);
        const [person] = username ? await people.people([username]) : [];
        driver = person?.fullname ?? input.driver_name;
      }
      return { plate: truck ? displayPlate(truck.plate) : null, driver, start, end };
    },
  };
}

export type StandardReportService = ReturnType<typeof standardReportService>;
