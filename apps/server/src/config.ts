import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, JT808_TIME_ZONE_PATTERN } from '@fleet/contracts';
import { ZTrustProxy } from './http/trust-proxy.js';
import { allowedHostsOf, isHostEntry, isSnapshotInterval } from './areas/media/index.js';
import { keyBytes } from './areas/platform/index.js';

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = z.url().optional();
const connectionCap = z.coerce.number().int().min(1).max(1_000_000);
const megabytes = z.coerce.number().int().min(1).max(100_000_000);
const seconds = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Environment of the console (architecture.md "Configuration"); a bad value stops start-up. */
const ZConfig = z
  .object({
    PORT: port.default(8080),
    HOST: z.string().min(1).default('0.0.0.0'),
    // Proxies whose X-Forwarded-For names the client; unset: the socket address counts.
    TRUST_PROXY: ZTrustProxy.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    TZ_COMPANY: z
      .string()
      .refine(isTimeZone, 'must be an IANA time zone')
      .default(DEFAULT_TIME_ZONE),
    PRODUCT_SLUG: z
      .string()
      .regex(/^[a-z][a-z0-9-]{1,30}$/, 'must be lower-case letters, digits or dashes')
      .default('fleet'),
    TMS_URL: optionalUrl,
    // Run from the sources only: a folder with the worker threads' bundles made from them by
    // `scripts/build.mjs --into` (the server's tests make one per run: worker-thread.ts).
    WORKER_BUNDLE_DIR: z.string().min(1).optional(),
    // Where staff open the console (e.g. https://fleet.example.vn): alert mails link to it.
    // Unset: their links are paths on the console.
    PUBLIC_URL: z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional(),
    // Company name in the headers of the standard report exports.
    COMPANY_NAME: z.string().min(1).max(200).default('Công ty vận tải'),
    OSMAND_PORT: port.default(5055),
    // JT/T 808 terminals (dashcams, trackers) over TCP; 0 turns the port off.
    JT808_PORT: port.default(6808),
    // A JT/T 808 frame with a wrong check code is taken when its header reads (as Traccar does:
    // some firmware gets the code wrong) and counted in /api/health; true refuses it.
    JT808_STRICT_CHECK_CODE: z
      .enum(['0', '1', 'false', 'true'])
      .transform((v) => v === '1' || v === 'true')
      .default(false),
    // The clock of JT/T 808 terminals (the standard's Beijing time); a terminal may have its own.
    JT808_TIME_ZONE: z
      .string()
      .regex(JT808_TIME_ZONE_PATTERN, 'must be an offset such as +08:00 or +07:00')
      .default('+08:00'),
    // JT/T 1078 video of dashcams (live and recorded) over TCP; 0 turns the port off.
    JT1078_PORT: port.default(6809),
    // Alarm attachments (active-safety files, T/JSATL12) over TCP; 0 turns the port off.
    // Dashcams are sent JT1078_PUBLIC_HOST and this port in 0x9208.
    JT808_ATTACHMENT_PORT: port.default(6810),
    // The host name or address dashcams reach JT1078_PORT at (sent to them in 0x9101); unset:
    // no video is asked for.
    JT1078_PUBLIC_HOST: z
      .string()
      .regex(/^[A-Za-z0-9.-]{1,255}$/, 'must be a host name or an IPv4 address')
      .optional(),
    // Connection caps of the device ports (docs/security.md, "Device ports"). Unset: shares of
    // the process's open-file limit, leaving headroom for HTTP and the database.
    JT808_MAX_CONNECTIONS: connectionCap.optional(),
    JT808_MAX_PER_ADDRESS: connectionCap.optional(),
    OSMAND_MAX_CONNECTIONS: connectionCap.optional(),
    OSMAND_MAX_PER_ADDRESS: connectionCap.optional(),
    JT1078_MAX_CONNECTIONS: connectionCap.optional(),
    JT1078_MAX_PER_ADDRESS: connectionCap.optional(),
    JT808_ATTACHMENT_MAX_CONNECTIONS: connectionCap.optional(),
    JT808_ATTACHMENT_MAX_PER_ADDRESS: connectionCap.optional(),
    // Caps on the files dashcams upload for their alarms (docs/security.md, "Alarm files"):
    // one file, one alarm's files, one truck's files of the last 24 hours, all files kept.
    ALARM_FILE_MAX_MB: megabytes.default(64),
    ALARM_FILES_PER_ALARM_MB: megabytes.default(128),
    ALARM_FILES_PER_TRUCK_DAY_MB: megabytes.default(1024),
    ALARM_FILES_TOTAL_MB: megabytes.default(20 * 1024),
    // Seconds a device connection has to send its first valid frame before it is closed.
    DEVICE_FIRST_FRAME_S: z.coerce.number().int().min(1).max(60).default(5),
    MAP_STYLE_URL: z.string().min(1).optional(),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    // Web push (VAPID) keys, base64url; unset: generated once and kept in the database. Both or
    // neither. The subject is how a push service reaches the sender (mailto: or https:).
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, base64url')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key, base64url')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
      .optional(),
    // Hosts of the push services browsers subscribe at (`*.` for any subdomain); a subscription
    // elsewhere is refused, so users cannot make the server post to any address.
    PUSH_SERVICE_HOSTS: z
      .string()
      .default(
        'fcm.googleapis.com,*.push.services.mozilla.com,*.notify.windows.com,*.push.apple.com',
      ),
    // A PEM file of a certificate authority to trust for push services besides the usual ones
    // (a push gateway of the company's own).
    PUSH_SERVICE_CA: z.string().min(1).optional(),
    // Zalo ZNS alerts (decisions.md "Zalo and SMS alerts"): set here, the admin screen shows
    // them and cannot change them. The refresh token is taken once, then renewed and kept
    // (sealed) in the database; a different one set here replaces it.
    ZALO_APP_ID: z.string().min(1).optional(),
    ZALO_SECRET_KEY: z.string().min(1).optional(),
    ZALO_REFRESH_TOKEN: z.string().min(1).optional(),
    ZALO_TEMPLATE_ID: z.string().min(1).optional(),
    ZALO_OA_ID: z.string().min(1).optional(),
    ZALO_API_URL: z.url().default('https://business.openapi.zalo.me'),
    ZALO_OAUTH_URL: z.url().default('https://oauth.zaloapp.com'),
    ZALO_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(60),
    // SMS alerts through eSMS.vn's JSON API (or a gateway that speaks it).
    SMS_URL: z.url().optional(),
    SMS_API_KEY: z.string().min(1).optional(),
    SMS_SECRET_KEY: z.string().min(1).optional(),
    SMS_BRANDNAME: z.string().min(1).optional(),
    SMS_TYPE: z
      .string()
      .regex(/^\d{1,2}$/)
      .default('2'),
    SMS_PER_MINUTE: z.coerce.number().int().min(1).max(6000).default(60),
    // Where the other instances reach this one (live camera proxy), e.g. http://10.0.0.5:8080.
    // Unset: the listening address, or the first external one when listening on all.
    INTERNAL_URL: z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional(),
    // A Nominatim-compatible reverse endpoint (Nominatim or Photon `/reverse`); unset: addresses
    // come from the company's map points and the embedded GeoNames places only.
    GEOCODER_URL: z
      .url()
      .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
      .optional(),
    GEOCODER_KIND: z.enum(['nominatim', 'photon']).default('nominatim'),
    // Requests per second to the geocoder from this instance (Nominatim's public policy: 1).
    GEOCODER_RATE: z.coerce.number().min(0.1).max(100).default(1),
    // The authority feed (TT 09/2015, TT 71/2024): the authority's AMQP broker; unset: off
    // unless an admin sets it in the console (Settings → Authority feed).
    AUTHORITY_FEED_URL: z
      .string()
      .regex(/^amqps?:\/\/\S+$/, 'must be an amqp:// or amqps:// URL')
      .optional(),
    AUTHORITY_FEED_EXCHANGE: z.string().min(1).default('ufms.all'),
    AUTHORITY_FEED_ROUTING_KEY: z.string().default(''),
    AUTHORITY_FEED_PROVIDER_ID: z.string().default(''),
    FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
    FFPROBE_PATH: z.string().min(1).default('ffprobe'),
    // Path-style addressing for S3-compatible servers (MinIO, s3rver); AWS itself needs neither.
    S3_FORCE_PATH_STYLE: z
      .enum(['0', '1', 'false', 'true'])
      .transform((v) => v === '1' || v === 'true')
      .default(true),
    // Signs media links; every instance must share it. Unset: generated once in DATA_DIR.
    MEDIA_URL_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    MEDIA_URL_TTL_S: z.coerce.number().int().min(30).max(86_400).default(3600),
    // Hosts, addresses and CIDR ranges camera and NVR sources may name although they are (or
    // resolve to) loopback, private or link-local addresses; unset: none (docs/security.md).
    CAMERA_ALLOWED_HOSTS: z
      .string()
      .refine(
        (v) => allowedHostsOf(v).every(isHostEntry),
        'must be host names, IP addresses or CIDR ranges, separated by commas',
      )
      .optional(),
    // Encrypts camera source URLs (32 bytes as 64 hex or base64). Unset: generated in DATA_DIR.
    CAMERA_KEY: z
      .string()
      .refine((v) => keyBytes(v) !== null, 'must be 32 bytes as 64 hex digits or base64')
      .optional(),
    // Several instances on one PostgreSQL (README, "Several instances"): how soon a live
    // instance takes over what a dead one held. Shorter means sooner takeovers and more
    // database work; tests shorten them for the console processes they kill.
    // A truck whose committed fixes nobody processed for this long is taken over (looked for
    // every half of it).
    MOTION_ORPHANED_AFTER_S: seconds(2, 3600).default(20),
    // A running job's lease (recorder downloads, mails, checks): beaten every quarter of it,
    // expired ones looked for every half; a dead instance's job runs elsewhere after about 1.5
    // leases and its retry delay.
    JOB_LEASE_S: seconds(2, 3600).default(20),
    // A live camera remux's lease, renewed every quarter of it (at most every 5 s): a dead
    // owner's channel is taken over by the next viewer's instance within about this.
    LIVE_CAMERA_LEASE_S: seconds(2, 3600).default(20),
    // A live camera remux stops this long after the last viewer's request on any instance.
    LIVE_CAMERA_IDLE_S: seconds(5, 3600).default(30),
    // Snapshots of moving trucks' cameras with a live source; 0 turns them off.
    SNAPSHOT_INTERVAL_MIN: z.coerce
      .number()
      .min(0)
      .max(24 * 60)
      .refine(isSnapshotInterval, 'must be 0 or divide an hour or a day (minutes)')
      .default(4),
    // When the daily retention purge runs, HH:MM company time; `off` schedules none.
    RETENTION_PURGE_AT: z
      .string()
      .regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|off)$/, 'must be HH:MM or off')
      .default('03:30'),
    // Below this much room on the disk of the embedded database or the files folder,
    // /api/health answers 503 `storage_full` (PostgreSQL needs a whole WAL segment, 16 MB).
    STORAGE_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(64),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    WEB_DIR: z.string().min(1).optional(),
    // The demo company of `npm run demo`; never on unless asked.
    DEMO_FLEET: z
      .enum(['0', '1', 'false', 'true'])
      .transform((v) => v === '1' || v === 'true')
      .default(false),
    DEMO_INTERVAL_S: z.coerce.number().int().min(10).max(600).default(10),
  })
  .refine(
    (c) => !c.ZALO_APP_ID || (c.ZALO_SECRET_KEY && c.ZALO_REFRESH_TOKEN && c.ZALO_TEMPLATE_ID),
    {
      message: 'ZALO_APP_ID needs ZALO_SECRET_KEY, ZALO_REFRESH_TOKEN and ZALO_TEMPLATE_ID',
      path: ['ZALO_APP_ID'],
    },
  )
  .refine((c) => !c.SMS_URL || (c.SMS_API_KEY && c.SMS_SECRET_KEY), {
    message: 'SMS_URL needs SMS_API_KEY and SMS_SECRET_KEY',
    path: ['SMS_URL'],
  })
  .refine((c) => !c.VAPID_PUBLIC_KEY === !c.VAPID_PRIVATE_KEY, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
    path: ['VAPID_PRIVATE_KEY'],
  });

export type TConfig = z.infer<typeof ZConfig> & { dataDir: string };

export class ConfigError extends Error {}

/** Reads the environment; unset and empty values take their defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const present = Object.fromEntries(
    Object.keys(ZConfig.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}
