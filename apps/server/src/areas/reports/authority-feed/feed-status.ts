import {
  FEED_MAX_LAG_S,
  displayPlate,
  type TAuthorityFeedStatus,
  type TFeedFailure,
  type TFeedTruckProblem,
} from '@fleet/contracts';
import type { Database } from '../../../db/database.js';
import type { TimeFormat } from '../../../time-format.js';
import type { FeedSettings } from './feed-settings.js';

interface TruckRow {
  truck_id: number;
  plate: string;
  sent_fix_time: Date | null;
  confirmed_at: Date | null;
  lag_ms: number | null;
  backlog: number;
  silent: boolean;
  problem: TFeedTruckProblem | null;
}

interface Totals {
  failure: TFeedFailure | null;
  failure_at: Date | null;
  confirmed_at: Date | null;
  backlog: number;
  oldest_waiting_s: number | null;
  p95_lag_ms: number | null;
  silent_trucks: number;
}

/** The feed's figures for /api/health and the Prometheus metrics (no truck named). */
export interface FeedFigures {
  enabled: boolean;
  failure: string | null;
  /** When the broker last confirmed a message (wire time); null: never. */
  last_confirmed_at: string | null;
  backlog: number;
  oldest_waiting_s: number | null;
  p95_lag_s: number | null;
  /** Trucks reporting that forwarded nothing for over the law's 2 minutes. */
  silent_trucks: number;
}

/** The same figures as numbers and times. */
export interface FeedMeasures {
  enabled: boolean;
  failure: string | null;
  lastConfirmed: Date | null;
  backlog: number;
  oldestWaitingS: number | null;
  p95LagS: number | null;
  silentTrucks: number;
}

/**
 * A truck that reports (seen within the law's 2 minutes, `$secs`) and forwarded nothing that
 * long, while the feed is on (`$on`): `s` its live state, `f` its feed row.
 */
const silent = (on: string, secs: string) =>
  `(${on} and s.last_seen > now() - make_interval(secs => ${secs})
     and (f.confirmed_at is null or f.confirmed_at < now() - make_interval(secs => ${secs})))`;

/** Lags of way points confirmed this recently make the p95 (older ones say nothing now). */
const LAG_WINDOW_MIN = 15;

/**
 * What the feed did, as the transmission page, /api/health and the metrics show it: per
 * truck the last fix forwarded, its lag, the backlog, and trucks that report but forwarded
 * nothing for over 2 minutes.
 */
export function feedStatus(db: Database, settings: FeedSettings, time: TimeFormat) {
  async function totals(enabled: boolean): Promise<Totals> {
    const [row] = await db.query<Totals>(
      `select s.failure, s.failure_at, s.confirmed_at,
              (select count(*)::int from authority_outbox where kind = 'fix') as backlog,
              (select extract(epoch from now() - min(received_at))::float8
                 from authority_outbox where kind = 'fix') as oldest_waiting_s,
              (select percentile_cont(0.95) within group (order by lag_ms)::float8
                 from authority_feed_trucks
                where confirmed_at > now() - make_interval(mins => $1)) as p95_lag_ms,
              (select count(*)::int from trucks t
                 join truck_states s on s.truck_id = t.id
                 left join authority_feed_trucks f on f.truck_id = t.id
                where t.deleted_at is null and ${silent('$2', '$3')}) as silent_trucks
         from authority_feed_status s`,
      [LAG_WINDOW_MIN, enabled, FEED_MAX_LAG_S],
    );
    return row!;
  }

  const wire = (d: Date | null) => (d ? time.toWire(d) : null);
  /** Milliseconds as seconds to a tenth; seconds as whole ones. */
  const tenths = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10);
  const whole = (s: number | null) => (s === null ? null : Math.round(s));

  /** The figures as numbers and times (the Prometheus gauges). */
  async function measures(): Promise<FeedMeasures> {
    const { enabled } = await settings.setup();
    const t = await totals(enabled);
    return {
      enabled,
      failure: enabled ? t.failure : null,
      lastConfirmed: t.confirmed_at,
      backlog: t.backlog,
      oldestWaitingS: whole(t.oldest_waiting_s),
      p95LagS: tenths(t.p95_lag_ms),
      silentTrucks: t.silent_trucks,
    };
  }

  return {
    totals,
    measures,
    /** The figures as /api/health shows them. */
    async figures(): Promise<FeedFigures> {
      const m = await measures();
      return {
        enabled: m.enabled,
        failure: m.failure,
        last_confirmed_at: wire(m.lastConfirmed),
        backlog: m.backlog,
        oldest_waiting_s: m.oldestWaitingS,
        p95_lag_s: m.p95LagS,
        silent_trucks: m.silentTrucks,
      };
    },
    /** Whether the lag broke the law's 2 minutes (the p95, or a fix waiting that long). */
    async late(): Promise<{
      late: boolean;
      p95LagS: number | null;
      oldestWaitingS: number | null;
    }> {
      const t = await totals(true);
      const p95LagS = t.p95_lag_ms === null ? null : t.p95_lag_ms / 1000;
      return {
        late:
          (p95LagS !== null && p95LagS > FEED_MAX_LAG_S) ||
          (t.oldest_waiting_s !== null && t.oldest_waiting_s > FEED_MAX_LAG_S),
        p95LagS,
        oldestWaitingS: t.oldest_waiting_s,
      };
    },
    /** The transmission page, for the trucks the user may see (null: all). */
    async page(visible: number[] | null): Promise<TAuthorityFeedStatus> {
      const setup = await settings.setup();
      const t = await totals(setup.enabled);
      const trucks = await db.query<TruckRow>(
        `select t.id as truck_id, t.plate, f.sent_fix_time, f.confirmed_at, f.lag_ms,
                coalesce(w.backlog, 0)::int as backlog, f.problem, ${silent('$2', '$3')} as silent
           from trucks t
           left join authority_feed_trucks f on f.truck_id = t.id
           left join truck_states s on s.truck_id = t.id
           left join (select truck_id, count(*) as backlog from authority_outbox
                       where kind = 'fix' group by truck_id) w on w.truck_id = t.id
          where t.deleted_at is null and ($1::int[] is null or t.id = any($1::int[]))
          order by silent desc, backlog desc, t.plate`,
        [visible, setup.enabled, FEED_MAX_LAG_S],
      );
      return {
        enabled: setup.enabled,
        failure: setup.enabled ? t.failure : null,
        failure_at: setup.enabled ? wire(t.failure_at) : null,
        confirmed_at: wire(t.confirmed_at),
        backlog: t.backlog,
        oldest_waiting_s: whole(t.oldest_waiting_s),
        p95_lag_s: tenths(t.p95_lag_ms),
        trucks: trucks.map((r) => ({
          truck_id: r.truck_id,
          plate: displayPlate(r.plate),
          last_fix_time: wire(r.sent_fix_time),
          confirmed_at: wire(r.confirmed_at),
          lag_s: tenths(r.lag_ms),
          backlog: r.backlog,
          silent: r.silent === true,
          problem: r.problem,
        })),
      };
    },
  };
}

export type FeedStatus = ReturnType<typeof feedStatus>;
