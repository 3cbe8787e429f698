import { displayPlate, type TAbnormalActivity, type TDomainSettings } from '@fleet/contracts';
import type { TimeFormat } from '../../../time-format.js';
import type { Calendar } from '../../tracking/index.js';
import type { DriverReportRepository } from './driver-report-repository.js';
import { addDays, mondayOf, weeklyDriving } from './driving-weeks.js';
import { lostSignalEpisodes } from './lost-signal-episodes.js';

interface Input {
  rows: DriverReportRepository;
  visible: number[] | null;
  drivers: string[] | null;
  start: Date;
  end: Date;
  settings: TDomainSettings;
  calendar: Calendar;
  time: TimeFormat;
  namesOf(usernames: (string | null)[]): Promise<Map<string, { fullname: string }>>;
}

/**
 * Unsafe behaviour of drivers in a range (spec "Driver report": abnormal activity): sessions
 * over the continuous limit, days and weeks over their limits, overspeed events and
 * losses of signal while moving longer than the offline threshold (merged, see
 * lost-signal-episodes.ts), oldest first. `video_url` stays null: the list asks
 * /api/report-videos/find for clips.
 */
export async function abnormalActivity(
  input: Input,
): Promise<Omit<TAbnormalActivity, 'address'>[]> {
  const { rows, visible, drivers, start, end, settings, calendar, time } = input;
  const startDay = calendar.dayOf(start.getTime());
  const endDay = calendar.dayOf(end.getTime());
  const limitS = {
    continuous: settings.continuous_limit_minutes * 60,
    daily: settings.daily_limit_minutes * 60,
    weekly: settings.weekly_limit_minutes * 60,
  };
  const [sessions, weekDays, overspeeds, gaps] = [
    await rows.sessions(visible, drivers, start, end, limitS.continuous),
    await rows.daily(visible, drivers, mondayOf(startDay), addDays(mondayOf(endDay), 6)),
    await rows.overspeeds(visible, drivers, start, end),
    await rows.gaps(visible, drivers, start, end, settings.offline_minutes * 60),
  ];
  type Item = Omit<
    TAbnormalActivity,
    | 'driver_name'
    | 'video_url'
    | 'address'
    | 'exception_reason'
    | 'exception_note'
    | 'session_start'
  > &
    Partial<Pick<TAbnormalActivity, 'exception_reason' | 'exception_note' | 'session_start'>>;
  const items: (Item & { sort: string })[] = [];
  const add = (item: Item) => items.push({ ...item, sort: item.start_time });

  // The driver's continuous driving, carried across trucks: from when it began to the end
  // of the session (on the truck) where it went over the limit.
  // One violation per driver's session: of its rows over the limit, the last says most.
  const byChain = new Map<string, (typeof sessions)[number]>();
  for (const s of sessions)
    byChain.set(
      `${s.username?.toLowerCase()}|${s.chain_start.getTime()}|${s.username ? '' : s.truck_id}`,
      s,
    );
  for (const s of byChain.values())
    add({
      type: 'continuous_driving',
      username: s.username ?? '',
      plate: displayPlate(s.plate),
      start_time: time.toWire(s.chain_start),
      end_time: time.toWire(s.end_time),
      value: s.continuous_s,
      limit: limitS.continuous,
      lat: s.start_lat,
      lon: s.start_lon,
      band: null,
      exception_reason: s.exception_reason ?? null,
      exception_note: s.exception_note ?? null,
      session_start: time.toWire(s.start_time),
    });
  for (const d of weekDays)
    if (d.day >= startDay && d.day <= endDay && d.driving_s > limitS.daily)
      add({
        type: 'daily_driving',
        username: d.username,
        plate: d.plates.map(displayPlate).join(', '),
        start_time: `${d.day} 00:00:00`,
        end_time: `${d.day} 23:59:59`,
        value: d.driving_s,
        limit: limitS.daily,
        lat: null,
        lon: null,
        band: null,
      });
  for (const w of weeklyDriving(weekDays))
    if (w.driving_s > limitS.weekly)
      add({
        type: 'weekly_driving',
        username: w.username,
        plate: null,
        start_time: `${w.monday} 00:00:00`,
        end_time: `${addDays(w.monday, 6)} 23:59:59`,
        value: w.driving_s,
        limit: limitS.weekly,
        lat: null,
        lon: null,
        band: null,
      });
  for (const o of overspeeds)
    add({
      type: 'overspeed',
      username: o.username ?? '',
      plate: displayPlate(o.plate),
      start_time: time.toWire(o.start_time),
      end_time: time.toWire(o.end_time),
      value: Math.round(o.max_speed_kmh),
      limit: o.limit_kmh,
      lat: o.lat,
      lon: o.lon,
      band: o.band,
    });
  const offlineS = settings.offline_minutes * 60;
  const rules = { minSeconds: offlineS, rejoinSeconds: settings.lost_signal_seconds };
  for (const g of lostSignalEpisodes(gaps, rules))
    add({
      type: 'lost_signal',
      username: g.username ?? '',
      plate: displayPlate(g.plate),
      start_time: time.toWire(g.start_time),
      end_time: time.toWire(g.end_time),
      value: g.silent_s,
      limit: offlineS,
      lat: g.lat,
      lon: g.lon,
      band: null,
    });

  const names = await input.namesOf(items.map((i) => i.username));
  return items
    .sort((a, b) => a.sort.localeCompare(b.sort))
    .map(({ sort: _sort, ...item }) => ({
      ...item,
      exception_reason: item.exception_reason ?? null,
      exception_note: item.exception_note ?? null,
      session_start: item.session_start ?? null,
      driver_name: names.get(item.username.toLowerCase())?.fullname ?? item.username,
      video_url: null,
    }));
}
