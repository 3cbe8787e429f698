import {
  MEDIA_MAX_QUERY_DAYS,
  type TDeviceRecording,
  type TTruck,
  ZDeviceRecordingListRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, invalidField, notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { CameraService } from '../../media/index.js';
import type { TerminalRegistry } from '../jt808/terminal-registry.js';
import { TERMINAL } from '../jt808/terminal-messages.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import { queryResources, VIDEO_PLATFORM, VIDEO_TERMINAL } from './platform-bodies.js';
import { readResourceList } from './resource-list.js';

/** A dashcam searching its SD card takes longer than a plain command. */
const QUERY_ANSWER_MS = 15_000;

export interface Dashcam {
  truck: TTruck;
  deviceId: string;
  channel: number;
}

interface Deps {
  terminals: TerminalRegistry;
  trucks: TruckService;
  cameras: CameraService;
  /** Minutes east of UTC of the terminal's clock. */
  offsetOf: (deviceId: string) => Promise<number>;
  time: TimeFormat;
  answerMs?: number;
}

/**
 * The recordings a jt1078 camera keeps on the dashcam's own storage: a 0x9205 over the
 * truck's JT/T 808 connection, answered by the 0x1205 that carries its serial. The truck
 * must be granted (404 otherwise, as every truck route) and the channel a dashcam camera.
 */
export function deviceRecordings(deps: Deps) {
  /** The truck's dashcam behind a jt1078 camera the actor may see. */
  async function dashcamOf(actor: Actor, plate: string, channel: number): Promise<Dashcam> {
    const truck = await deps.trucks.visibleByPlate(actor, plate);
    const source = await deps.cameras.liveSourceOf(truck.id, channel);
    if (!source || typeof source === 'string' || source.kind !== 'jt1078')
      throw notFound('A dashcam camera on this channel');
    return { truck, deviceId: source.deviceId, channel };
  }

  /** A wire range [from, to] within the media history's longest span. */
  function rangeOf(fromText: string, toText: string): [Date, Date] {
    const from = deps.time.fromWire(fromText);
    const to = deps.time.fromWire(toText);
    if (!from || !to) throw invalidField('end_time', 'date_time');
    if (to <= from) throw invalidField('end_time', 'after_start');
    if (to.getTime() - from.getTime() > MEDIA_MAX_QUERY_DAYS * 86_400_000)
      throw invalidField('end_time', 'within_days', { days: MEDIA_MAX_QUERY_DAYS });
    return [from, to];
  }

  return {
    dashcamOf,
    rangeOf,

    /** POST /api/media/device-recordings */
    async list(
      actor: Actor,
      input: z.output<typeof ZDeviceRecordingListRequest>,
    ): Promise<TDeviceRecording[]> {
      const [from, to] = rangeOf(input.start_time, input.end_time);
      const cam = await dashcamOf(actor, input.truck_plate, input.channel);
      const offset = await deps.offsetOf(cam.deviceId);
      const reply = await deps.terminals
        .request(
          cam.deviceId,
          VIDEO_PLATFORM.queryResources,
          queryResources(cam.channel, from, to, offset),
          {
            replyIds: [VIDEO_TERMINAL.resourceList, TERMINAL.generalResponse],
            timeoutMs: deps.answerMs ?? QUERY_ANSWER_MS,
          },
        )
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'TERMINAL_TIMEOUT')
            throw new AppError('DEVICE_TIMEOUT', 'The dashcam did not list its recordings in time');
          throw error;
        });
      if (reply.msgId === TERMINAL.generalResponse)
        throw new AppError('TERMINAL_REFUSED', 'The dashcam cannot list its recordings');
      const list = readResourceList(reply.body, offset);
      if (!list) throw new AppError('TERMINAL_REFUSED', 'The dashcam sent an unreadable list');
      return list.resources
        .filter((item) => item.channel === cam.channel || item.channel === 0)
        .sort((a, b) => a.start.getTime() - b.start.getTime())
        .map((item) => ({
          channel: item.channel || cam.channel,
          start_time: deps.time.toWire(item.start),
          end_time: deps.time.toWire(item.end),
          alarm_flags: item.alarmFlags,
          media_type: item.mediaType,
          stream_type: item.streamType,
          storage_type: item.storageType,
          size: item.size,
        }));
    },
  };
}

export type DeviceRecordings = ReturnType<typeof deviceRecordings>;
