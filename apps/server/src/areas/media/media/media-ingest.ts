import type { FastifyRequest } from 'fastify';
import { issueOf, ZMediaIngestFields } from '@fleet/contracts';
import { AppError, invalidField, validationFailed } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import {
  type DeviceDirectory,
  deviceKeyGuard,
  deviceOf,
  type DeviceService,
} from '../../fleet/index.js';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, type MediaIntake } from './media-intake.js';

interface Deps {
  devices: DeviceService;
  directory: DeviceDirectory;
  intake: MediaIntake;
  time: TimeFormat;
}

/**
 * Device uploads (api.md "Media"): header `x-device-key`, multipart fields `channel`,
 * `time` and `file`. The fields come first (as every multipart client sends them in order),
 * so the file streams straight into storage as it arrives.
 */
export function mediaIngest({ devices, directory, intake, time }: Deps) {
  async function truckOf(request: FastifyRequest): Promise<number> {
    const deviceId = deviceOf(request);
    const truckId = await directory.truckOf(deviceId);
    if (truckId === null)
      throw new AppError('NOT_FOUND', `Device ${deviceId} is not attached to a truck`);
    return truckId;
  }

  return {
    /** The uploads' guard (access `device_key`): the key names the uploading device. */
    guard: deviceKeyGuard(devices),

    async accept(kind: 'videos' | 'images', request: FastifyRequest): Promise<number> {
      const truckId = await truckOf(request);
      if (!request.isMultipart())
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data with a file');
      const maxBytes = kind === 'videos' ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES;
      const fields: Record<string, string> = {};
      let id: number | null = null;
      for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: 1 } })) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== 'file' || id !== null) {
          part.file.resume();
          continue;
        }
        const parsed = ZMediaIngestFields.safeParse(fields);
        if (!parsed.success) {
          part.file.resume();
          const issue = issueOf(parsed.error.issues[0]!, fields);
          throw validationFailed([
            { ...issue, message: `${issue.message} (send it before the file)` },
          ]);
        }
        const at = time.fromWire(parsed.data.time)!;
        id = await store(kind, truckId, parsed.data.channel, at, part.file);
      }
      if (id === null) throw invalidField('file', 'required');
      return id;
    },
  };

  function store(
    kind: 'videos' | 'images',
    truckId: number,
    channel: number,
    at: Date,
    body: NodeJS.ReadableStream,
  ): Promise<number> {
    const input = { truckId, channel, body: body as never };
    return kind === 'videos'
      ? intake.video({ ...input, startTime: at, source: 'device' })
      : intake.image({ ...input, takenAt: at, source: 'device' });
  }
}

export type MediaIngest = ReturnType<typeof mediaIngest>;
