import { z } from 'zod';
import { envelope } from './common.js';
import { ZPlate } from './truck.js';
import { ZWireTime } from './tracking.js';
import { ZAddress } from './geocode.js';

/** Kinds of warning (api.md); every kind but `manual` is raised by the system. */
export const WARNING_TYPES = [
  'manual',
  'continuous_driving',
  'daily_driving',
  'weekly_driving',
  'overspeed',
  'lost_signal',
  'maintenance_due',
  'paper_expiring',
  'paper_expired',
  'geofence',
  'device_alarm',
  'terminal_claim',
  // The journey feed to the authority lags past the law's 2 minutes (TT 09/2015 art. 4).
  'authority_feed_late',
] as const;
export type TWarningType = (typeof WARNING_TYPES)[number];

/** The kinds' names in each language: the screens' words and the alert mails' alike. */
export const WARNING_TYPE_NAMES = {
  vi: {
    manual: 'Thủ công',
    continuous_driving: 'Lái xe liên tục',
    daily_driving: 'Lái xe trong ngày',
    weekly_driving: 'Lái xe trong tuần',
    overspeed: 'Quá tốc độ',
    lost_signal: 'Mất tín hiệu',
    maintenance_due: 'Đến hạn bảo dưỡng',
    paper_expiring: 'Giấy tờ sắp hết hạn',
    paper_expired: 'Giấy tờ đã hết hạn',
    geofence: 'Ra/vào điểm',
    device_alarm: 'Báo động thiết bị',
    terminal_claim: 'Mạo danh thiết bị',
    authority_feed_late: 'Truyền dữ liệu chậm',
  },
  en: {
    manual: 'Manual',
    continuous_driving: 'Continuous driving',
    daily_driving: 'Daily driving',
    weekly_driving: 'Weekly driving',
    overspeed: 'Overspeed',
    lost_signal: 'Lost signal',
    maintenance_due: 'Maintenance due',
    paper_expiring: 'Paper expiring',
    paper_expired: 'Paper expired',
    geofence: 'Point enter/exit',
    device_alarm: 'Device alarm',
    terminal_claim: 'Terminal claimed',
    authority_feed_late: 'Authority feed late',
  },
} as const satisfies Record<'vi' | 'en', Record<TWarningType, string>>;

/**
 * Alarms a tracker reports (`alarm` of OsmAnd, the alarm word of other protocols), in
 * Traccar's words so that devices set up for Traccar keep theirs. Any other word is `general`.
 */
export const DEVICE_ALARMS = [
  'general',
  'sos',
  'vibration',
  'movement',
  'lowspeed',
  'overspeed',
  'fallDown',
  'lowPower',
  'lowBattery',
  'fault',
  'powerOff',
  'powerOn',
  'door',
  'lock',
  'unlock',
  'geofence',
  'geofenceEnter',
  'geofenceExit',
  'gpsAntennaCut',
  'accident',
  'tow',
  'idle',
  'highRpm',
  'hardAcceleration',
  'hardBraking',
  'hardCornering',
  'laneChange',
  'fatigueDriving',
  'powerCut',
  'powerRestored',
  'jamming',
  'temperature',
  'parking',
  'bonnet',
  'footBrake',
  'fuelLeak',
  'tampering',
  'removing',
  // Active safety (JT/T 808 items 0x64–0x67, T/JSATL12): ADAS, driver monitoring, tyres, blind spot.
  'forwardCollision',
  'laneDeparture',
  'headwayWarning',
  'pedestrianCollision',
  'roadSignOverrun',
  'obstacle',
  'roadSign',
  'activeCapture',
  'phoneCall',
  'smoking',
  'distraction',
  'driverAbnormal',
  'driverChange',
  'tirePressure',
  'blindSpot',
] as const;
export type TDeviceAlarm = (typeof DEVICE_ALARMS)[number];

const ALARM_BY_LOWER = new Map<string, TDeviceAlarm>(
  DEVICE_ALARMS.map((a) => [a.toLowerCase(), a]),
);

/** A device's alarm word as one of DEVICE_ALARMS (case as Traccar writes it), else `general`. */
export const deviceAlarmOf = (word: string): TDeviceAlarm =>
  ALARM_BY_LOWER.get(word.trim().toLowerCase()) ?? 'general';

export const WARNING_STATUSES = ['new', 'seen', 'resolved'] as const;
export type TWarningStatus = (typeof WARNING_STATUSES)[number];

/** Largest photo attached to a warning. */
export const WARNING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Field of the photo in the multipart create/update body. */
export const WARNING_IMAGE_FIELD = 'image';

export const ZWarning = z.object({
  id_canh_bao: z.number().int(),
  /** The driver the warning is about, when known (the login). */
  username: z.string().nullable(),
  /** That driver's full name, when the account has one: what screens and exports show. */
  driver_name: z.string().nullable(),
  plate: z.string().nullable(),
  type: z.enum(WARNING_TYPES),
  content: z.string(),
  /** What a system warning's text is made of; the web words `type` with them. */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Served to signed-in users with the token header (`GET /api/warnings/:id/image`). */
  image_url: z.string().nullable(),
  /** Files the dashcam uploaded for the alarm (`GET /api/warnings/:id/attachments`). */
  attachments: z.number().int(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** Where it happened, in the user's language; null without a position. */
  address: ZAddress,
  time: z.string(),
  status: z.enum(WARNING_STATUSES),
  created_by: z.string().nullable(),
  resolved_by: z.string().nullable(),
});
export type TWarning = z.infer<typeof ZWarning>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** Multipart fields arrive as text: numbers are coerced, empty text means absent. */
const optionalNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : value),
    z.coerce.number().min(min).max(max).optional(),
  );

export const warningFields = {
  plate: ZPlate.nullish().or(z.literal('').transform(() => null)),
  username: optionalText(64),
  type: z.enum(WARNING_TYPES).default('manual'),
  content: z.string().trim().min(1, 'is required').max(2000),
  lat: optionalNumber(-90, 90),
  lon: optionalNumber(-180, 180),
  time: ZWireTime.optional().or(z.literal('').transform(() => undefined)),
};

export const ZCreateWarningRequest = z.object(warningFields);
export type TCreateWarningRequest = z.input<typeof ZCreateWarningRequest>;

export const ZUpdateWarningRequest = z.object({
  id_canh_bao: z.coerce.number().int(),
  ...z
    .object({
      ...warningFields,
      type: z.enum(WARNING_TYPES),
      status: z.enum(WARNING_STATUSES),
      /** `true` or `"true"`: drop the attached photo. */
      remove_image: z.preprocess((value) => value === true || value === 'true', z.boolean()),
    })
    .partial().shape,
});
export type TUpdateWarningRequest = z.input<typeof ZUpdateWarningRequest>;

export const ZWarningListRequest = z
  .object({
    /** The driver a warning is about (spec: `{username}`). */
    username: z.string().trim().max(64).optional(),
    plate: z.string().trim().max(20).optional(),
    type: z.enum(WARNING_TYPES).optional(),
    status: z.enum(WARNING_STATUSES).optional(),
    start_time: ZWireTime.optional(),
    end_time: ZWireTime.optional(),
  })
  .partial()
  .nullish();
export type TWarningListRequest = z.input<typeof ZWarningListRequest>;

export const ZDeleteWarningRequest = z.object({
  id_canh_bao: z.union([z.number().int(), z.array(z.number().int()).min(1).max(1000)]),
});

export const ZWarningResponse = envelope(ZWarning);
export const ZWarningListResponse = envelope(z.array(ZWarning));
export const ZDeleteWarningResponse = envelope(z.object({ deleted: z.number().int() }));

/** POST /api/warnings/today_counts: today's warnings (company day) by kind, every kind listed. */
export const ZWarningTodayCounts = z.object({
  /** Start of the company day counted from. */
  since: z.string(),
  total: z.number().int(),
  counts: z.record(z.enum(WARNING_TYPES), z.number().int()),
});
export type TWarningTodayCounts = z.infer<typeof ZWarningTodayCounts>;
export const ZWarningTodayCountsResponse = envelope(ZWarningTodayCounts);

/** GET /api/warnings/:id/image: the warning's photo. */
export const ZWarningImageParams = z.object({ id: z.coerce.number().int() });

/** How a warning's file is shown: inline picture, playable video or sound, or a download. */
export const ALARM_ATTACHMENT_KINDS = ['image', 'video', 'audio', 'file'] as const;

/** A file a dashcam uploaded for an active-safety alarm (JT/T 808, T/JSATL12 0x9208). */
export const ZAlarmAttachment = z.object({
  id: z.number().int(),
  /** The name the dashcam gave it (type_channel_alarm_serial_number.ext). */
  name: z.string(),
  kind: z.enum(ALARM_ATTACHMENT_KINDS),
  content_type: z.string(),
  size: z.number().int(),
  /** Short-lived signed link (works without the token header, for <img> and <video>). */
  url: z.string(),
});
export type TAlarmAttachment = z.infer<typeof ZAlarmAttachment>;
export const ZAlarmAttachmentListResponse = envelope(z.array(ZAlarmAttachment));
/** GET /api/warnings/:id/attachments: an id the database's integer column can hold. */
export const ZAlarmAttachmentListParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
});
