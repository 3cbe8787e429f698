import { z } from 'zod';
import { envelope } from './common.js';

/**
 * What an instance keeps to itself although its database may be shared: files in a local
 * folder, and secrets generated in DATA_DIR (media links signed by one instance fail on
 * another; NVR passwords and camera URLs sealed by one cannot be read by another).
 */
export const INSTANCE_WARNINGS = [
  'files_local',
  'camera_key_generated',
  'media_url_secret_generated',
] as const;
export type TInstanceWarning = (typeof INSTANCE_WARNINGS)[number];

/**
 * Why an instance answers `/api/health` with 503: each names something an operator fixes
 * (the database, the data folder's disk, a device port full of connections). Any of them
 * means fixes, files or devices would be refused now.
 */
export const HEALTH_REASONS = [
  /** The database did not answer a query (refused, cut, or not within a few seconds). */
  'database_unreachable',
  /** The disk under a folder has less room than STORAGE_MIN_FREE_MB. */
  'storage_full',
  /** A folder cannot be written (a read-only file system, no permission). */
  'storage_read_only',
  /** Commits of fixes failed within the last half minute and none succeeded since. */
  'writes_failing',
  /** A device port holds as many connections as it takes: the next device is refused. */
  'device_port_saturated',
  /** A check did not answer in time, or failed. */
  'check_not_answering',
] as const;
export type THealthReason = (typeof HEALTH_REASONS)[number];

/** One thing wrong: its reason, what it concerns, and a sentence for the operator. */
export const ZHealthProblem = z.object({
  reason: z.enum(HEALTH_REASONS),
  /** `database`, the `database` or `files` folder, `positions`, a device port (`jt808`…). */
  subject: z.string(),
  /** For the operator reading the answer (English, like the log). */
  message: z.string(),
});
export type THealthProblem = z.infer<typeof ZHealthProblem>;

/** The device ports whose connections are counted and capped. */
export const DEVICE_PORTS = ['jt808', 'osmand', 'jt1078', 'jt808_attachments'] as const;
export type TDevicePort = (typeof DEVICE_PORTS)[number];

/** Why a device port closed a connection it accepted. */
export const PORT_REFUSALS = [
  /** The port held its cap of connections, none of them evictable. */
  'port_full',
  /** The address held its cap of connections that have not proven themselves. */
  'address_full',
  /** Closed to make room: the oldest connection that had not proven itself yet. */
  'evicted',
  /** No valid frame within the first-frame deadline. */
  'no_first_frame',
  /** A JT/T 1078 stream nobody asked for. */
  'unrequested',
  /** A JT/T 1078 stream from another address than its truck's authenticated 808 connection. */
  'not_from_truck',
] as const;
export type TPortRefusal = (typeof PORT_REFUSALS)[number];

/** Why the console refused an alarm file a dashcam offered (T/JSATL12 0x1210 / 0x1211). */
export const ALARM_FILE_REFUSALS = [
  /** 0x1210 of an alarm the console did not ask files of (no 0x9208, wrong alarm number). */
  'unknown_alarm',
  /** A file the connection's 0x1210 did not list, or listed with another size. */
  'not_announced',
  /** The same file is coming on another connection (the device sends it again later). */
  'in_progress',
  /** As many files of the alarm as it announced are stored or coming already. */
  'too_many_files',
  /** Larger than ALARM_FILE_MAX_MB. */
  'file_too_large',
  /** The alarm's files would pass ALARM_FILES_PER_ALARM_MB. */
  'alarm_full',
  /** The truck's files of the last 24 hours would pass ALARM_FILES_PER_TRUCK_DAY_MB. */
  'truck_day_full',
  /** All alarm files kept would pass ALARM_FILES_TOTAL_MB. */
  'total_full',
  /** The connection offered more bytes or open files than one connection may. */
  'connection_full',
] as const;
export type TAlarmFileRefusal = (typeof ALARM_FILE_REFUSALS)[number];

/** Alarm files since start on this instance: stored, sent again (kept once), refused by reason. */
export const ZAlarmFileCounts = z.object({
  stored: z.number().int(),
  repeated: z.number().int(),
  refused: z.record(z.enum(ALARM_FILE_REFUSALS), z.number().int()),
});
export type TAlarmFileCounts = z.infer<typeof ZAlarmFileCounts>;

/** One device port as `/api/health` shows it. */
export const ZDevicePortStatus = z.object({
  port: z.enum(DEVICE_PORTS),
  connections: z.number().int(),
  max_connections: z.number().int(),
  max_per_address: z.number().int(),
  /** At its cap now, or shed a connection to stay under it in the last few seconds. */
  saturated: z.boolean(),
  /** Connections closed since start, by reason. */
  refused: z.record(z.enum(PORT_REFUSALS), z.number().int()),
});
export type TDevicePortStatus = z.infer<typeof ZDevicePortStatus>;

/** GET /api/health: 200 with status `ok`, or 503 with status `unavailable` and its reasons. */
export const ZHealthResponse = envelope(
  z.object({
    status: z.enum(['ok', 'unavailable']),
    /** Each reason found once (what a monitor matches on). */
    reasons: z.array(z.enum(HEALTH_REASONS)),
    /** Each problem with what it concerns. */
    problems: z.array(ZHealthProblem),
    database: z.enum(['pglite', 'postgres']),
    uptime_s: z.number(),
    /** Since start: fixes whose attributes were cut to the stored limits, and values dropped. */
    dropped_attributes: z.object({ fixes: z.number().int(), values: z.number().int() }),
    /**
     * Since start, what the device intake met: reports whose driver id (card, login) names
     * no driver, kept as an id; JT/T 808 frames with a wrong check code, taken (their
     * header read) or refused (JT808_STRICT_CHECK_CODE, or no header).
     */
    intake: z.object({
      unknown_driver_ids: z.number().int(),
      jt808_wrong_check_code: z.object({ taken: z.number().int(), refused: z.number().int() }),
    }),
    /** What this instance keeps to itself although the database may be shared (start-up log). */
    warnings: z.array(z.enum(INSTANCE_WARNINGS)),
    /** The device ports this instance listens on. */
    device_ports: z.array(ZDevicePortStatus),
    /** Alarm files dashcams offered this instance since start (the caps' refusals). */
    alarm_files: ZAlarmFileCounts,
    /** The journey feed to the authority (the transmission page's figures); null: unknown. */
    authority_feed: z
      .object({
        enabled: z.boolean(),
        failure: z.string().nullable(),
        /** When the authority's broker last confirmed a message; null: never. */
        last_confirmed_at: z.string().nullable(),
        backlog: z.number().int(),
        oldest_waiting_s: z.number().nullable(),
        /** Received → confirmed, p95 of the last 15 minutes' way points. */
        p95_lag_s: z.number().nullable(),
        /** Trucks reporting that forwarded nothing for over 2 minutes. */
        silent_trucks: z.number().int(),
      })
      .nullable(),
  }),
);
export type THealth = z.infer<typeof ZHealthResponse>['data'];

/** GET /api/config: settings the web app needs before sign-in; nothing secret. */
export const ZClientConfig = z.object({
  tms_url: z.string().nullable(),
  product_slug: z.string(),
  time_zone: z.string(),
  map_style_url: z.string().nullable(),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;
export const ZClientConfigResponse = envelope(ZClientConfig);
