import type { TDevicePort } from '@fleet/contracts';
import type { TConfig } from '../../../config.js';
import { ASSUMED_FILE_LIMIT, openFileLimit } from './file-limit.js';

/** How many connections one device port holds, and how many unproven ones one address may. */
export interface PortLimits {
  maxConnections: number;
  maxPerAddress: number;
}

export interface DevicePortCaps {
  ports: Record<TDevicePort, PortLimits>;
  /** A connection without a valid frame this long after it opened is closed. */
  firstFrameMs: number;
  /** The process's open-file limit the defaults were taken from. */
  fileLimit: number;
  /** Files kept for HTTP, the database, blobs and ffmpeg: never given to device ports. */
  headroom: number;
  /** The caps set add up to more than the files left after the headroom. */
  overcommitted: boolean;
}

/**
 * Shares of the files left after the headroom: terminals hold their connection for good,
 * phones reconnect, streams and uploads last minutes. The shares add up to 1.
 */
const SHARE: Record<TDevicePort, number> = {
  jt808: 0.6,
  osmand: 0.25,
  jt1078: 0.1,
  jt808_attachments: 0.05,
};
/** Defaults never above these, whatever the file limit (memory is the next bound). */
const CEILING: Record<TDevicePort, number> = {
  jt808: 50_000,
  osmand: 20_000,
  jt1078: 2_000,
  jt808_attachments: 500,
};
/**
 * Unproven connections one address may hold. Mobile carriers put many SIMs behind one
 * address (CGNAT, a private APN); an authenticated terminal or an asked-for stream no longer
 * counts, so only strangers and reconnect storms meet these.
 */
const PER_ADDRESS: Record<TDevicePort, number> = {
  jt808: 256,
  osmand: 256,
  jt1078: 64,
  jt808_attachments: 32,
};

type CapConfig = Pick<
  TConfig,
  | 'JT808_MAX_CONNECTIONS'
  | 'JT808_MAX_PER_ADDRESS'
  | 'OSMAND_MAX_CONNECTIONS'
  | 'OSMAND_MAX_PER_ADDRESS'
  | 'JT1078_MAX_CONNECTIONS'
  | 'JT1078_MAX_PER_ADDRESS'
  | 'JT808_ATTACHMENT_MAX_CONNECTIONS'
  | 'JT808_ATTACHMENT_MAX_PER_ADDRESS'
  | 'DEVICE_FIRST_FRAME_S'
>;

/** A quarter of the limit, at least 256 and at most 4,096 files. */
export const headroomOf = (fileLimit: number) =>
  Math.min(4096, Math.max(256, Math.floor(fileLimit / 4)));

/** The caps of the device ports: the settings given, else shares of the open-file limit. */
export function devicePortCaps(
  config: CapConfig,
  fileLimit = openFileLimit() ?? ASSUMED_FILE_LIMIT,
): DevicePortCaps {
  const headroom = headroomOf(fileLimit);
  const budget = Math.max(0, fileLimit - headroom);
  const set: Record<TDevicePort, [number | undefined, number | undefined]> = {
    jt808: [config.JT808_MAX_CONNECTIONS, config.JT808_MAX_PER_ADDRESS],
    osmand: [config.OSMAND_MAX_CONNECTIONS, config.OSMAND_MAX_PER_ADDRESS],
    jt1078: [config.JT1078_MAX_CONNECTIONS, config.JT1078_MAX_PER_ADDRESS],
    jt808_attachments: [
      config.JT808_ATTACHMENT_MAX_CONNECTIONS,
      config.JT808_ATTACHMENT_MAX_PER_ADDRESS,
    ],
  };
  const ports = Object.fromEntries(
    (Object.keys(SHARE) as TDevicePort[]).map((port) => {
      const [max, perAddress] = set[port];
      const maxConnections =
        max ?? Math.max(1, Math.min(CEILING[port], Math.floor(budget * SHARE[port])));
      return [port, { maxConnections, maxPerAddress: perAddress ?? PER_ADDRESS[port] }];
    }),
  ) as Record<TDevicePort, PortLimits>;
  const total = Object.values(ports).reduce((sum, port) => sum + port.maxConnections, 0);
  return {
    ports,
    firstFrameMs: config.DEVICE_FIRST_FRAME_S * 1000,
    fileLimit,
    headroom,
    overcommitted: total > budget,
  };
}
