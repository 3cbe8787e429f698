import type { TDeviceAlarm } from '@fleet/contracts';

/**
 * Active-safety alarms of the Jiangsu extension of JT/T 808 (T/JSATL12-2017, "苏标"), carried
 * as additional items of a location report: 0x64 ADAS, 0x65 DSM (driver monitoring), 0x66
 * TPMS (tyre pressure), 0x67 BSD (blind spot). Layouts as yezhihao/jt808-server reads them
 * (jtt808-protocol/.../transform/attribute/AlarmADAS.java, AlarmDSM, AlarmTPMS, AlarmBSD,
 * and jsatl12/AlarmId.java, commit 1606313632a502f3b302f5c99da9c6bb2e45036b).
 */
export interface SafetyAlarm {
  source: 'adas' | 'dsm' | 'tpms' | 'bsd';
  /** The alarm in the console's words (DEVICE_ALARMS). */
  alarm: TDeviceAlarm;
  /** 0 not applicable (events), 1 start, 2 end. */
  state: number;
  /** The 16-byte alarm identification as sent: names the alarm's files in 0x9208/0x1210. */
  identification: Buffer;
  /** The identification in hex: the alarm's key in the console. */
  key: string;
  /** Files the device holds for the alarm (byte 14 of the identification). */
  attachments: number;
}

/** Bytes of the alarm identification (terminal id 7, BCD time 6, serial 1, count 1, reserved 1). */
export const ALARM_IDENTIFICATION_BYTES = 16;

/** Offset of the identification in each item: alarm id (4), state (1), then per source. */
const IDENTIFICATION_AT: Record<number, number> = {
  // type, level, front speed, front distance, deviation, sign type, sign data (7 bytes)
  0x64: 5 + 7 + 1 + 2 + 4 + 4 + 6 + 2,
  // type, level, fatigue, reserved 4 (7 bytes)
  0x65: 5 + 7 + 1 + 2 + 4 + 4 + 6 + 2,
  // no type: speed, altitude, lat, lon, time, status
  0x66: 5 + 1 + 2 + 4 + 4 + 6 + 2,
  // type (1 byte)
  0x67: 5 + 1 + 1 + 2 + 4 + 4 + 6 + 2,
};

const SOURCES = { 0x64: 'adas', 0x65: 'dsm', 0x66: 'tpms', 0x67: 'bsd' } as const;

const ADAS: Record<number, TDeviceAlarm> = {
  0x01: 'forwardCollision',
  0x02: 'laneDeparture',
  0x03: 'headwayWarning',
  0x04: 'pedestrianCollision',
  0x05: 'laneChange',
  0x06: 'roadSignOverrun',
  0x07: 'obstacle',
  0x10: 'roadSign',
  0x11: 'activeCapture',
};

const DSM: Record<number, TDeviceAlarm> = {
  0x01: 'fatigueDriving',
  0x02: 'phoneCall',
  0x03: 'smoking',
  0x04: 'distraction',
  0x05: 'driverAbnormal',
  0x10: 'activeCapture',
  0x11: 'driverChange',
};

/** True for the additional item ids of the active-safety extension. */
export const isSafetyItem = (id: number): boolean => id >= 0x64 && id <= 0x67;

/**
 * One active-safety item (`length` bytes at `at` of `body`), or null when it is too short
 * for its layout. Types the extension leaves to vendors are `general`.
 */
export function readSafetyItem(
  id: number,
  body: Buffer,
  at: number,
  length: number,
): SafetyAlarm | null {
  const idAt = IDENTIFICATION_AT[id];
  if (idAt === undefined || length < idAt + ALARM_IDENTIFICATION_BYTES) return null;
  const source = SOURCES[id as keyof typeof SOURCES];
  const type = body[at + 5]!;
  const alarm: TDeviceAlarm =
    source === 'adas'
      ? (ADAS[type] ?? 'general')
      : source === 'dsm'
        ? (DSM[type] ?? 'general')
        : source === 'tpms'
          ? 'tirePressure'
          : 'blindSpot';
  const identification = Buffer.from(
    body.subarray(at + idAt, at + idAt + ALARM_IDENTIFICATION_BYTES),
  );
  return {
    source,
    alarm,
    state: body[at + 4]!,
    identification,
    key: identification.toString('hex'),
    attachments: identification[14]!,
  };
}
