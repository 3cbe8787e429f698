import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '../../../http/app-error.js';
import { type BlobStore, intakeUpload } from '../../platform/index.js';
import { FfmpegFailure } from './camera-failure.js';
import { thumbnailOf } from './ffmpeg-tools.js';
import type { ImageRow, MediaRepository, TImageSource } from './media-repository.js';
import { teeToProbe, videoProbe } from './video-probe.js';

/** Largest video a device may send in one request. */
export const VIDEO_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 20 * 1024 * 1024;

const VIDEO_TYPES = ['video/mp4', 'video/mp2t'] as const;
const EXTENSION: Record<string, string> = { 'video/mp4': 'mp4', 'video/mp2t': 'ts' };

interface Deps {
  blobs: BlobStore;
  repository: MediaRepository;
  ffmpegPath: string;
  ffprobePath: string;
}

const notVideo = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a playable MP4 or MPEG-TS video');

/**
 * Takes media into the blob store: the type is judged by content, the body streams through
 * (a video is probed by ffprobe on the way, never held whole), and a row is written only
 * when everything is stored. On any failure nothing is left behind.
 */
export function mediaIntake({ blobs, repository, ffmpegPath, ffprobePath }: Deps) {
  const newKey = (kind: string, truckId: number, ext: string) =>
    `${kind}/${truckId}/${Date.now()}-${crypto.randomBytes(6).toString('hex')}.${ext}`;

  return {
    async video(input: {
      truckId: number;
      channel: number;
      startTime: Date;
      body: Readable;
      source: 'device' | 'recording';
    }): Promise<number> {
      const probe = videoProbe(ffprobePath);
      const key = newKey('videos', input.truckId, 'bin');
      let stored;
      try {
        stored = await intakeUpload(blobs, key, teeToProbe(input.body, probe), {
          accept: VIDEO_TYPES,
          maxBytes: VIDEO_MAX_BYTES,
          label: 'A video',
        });
      } catch (error) {
        probe.abort();
        throw error;
      }
      const { durationS } = await probe.result();
      if (durationS === null) {
        await blobs.delete(key);
        throw notVideo();
      }
      try {
        return await repository.insertVideo({
          truck_id: input.truckId,
          channel: input.channel,
          start_time: input.startTime,
          end_time: new Date(input.startTime.getTime() + durationS * 1000),
          duration_s: durationS,
          size: stored.size,
          content_type: stored.contentType,
          blob_key: key,
          source: input.source,
        });
      } catch (error) {
        await blobs.delete(key);
        throw error;
      }
    },

    async image(input: {
      truckId: number;
      channel: number;
      takenAt: Date;
      body: Readable;
      source: TImageSource;
      /** Where it was taken, when the upload says so (JT/T 808); else the truck's fix then. */
      position?: { lat: number; lon: number } | null;
      /** Below the devices' limit for uploads that are smaller by nature (a driver's photo). */
      maxBytes?: number;
      /** Writes the row (default: the image alone); a throw leaves nothing stored. */
      record?: (row: Omit<ImageRow, 'id'> & { source: TImageSource }) => Promise<number>;
    }): Promise<number> {
      const key = newKey('images', input.truckId, 'jpg');
      const thumbKey = key.replace(/\.jpg$/, '-thumb.jpg');
      const stored = await intakeUpload(blobs, key, input.body, {
        accept: ['image/jpeg'],
        maxBytes: input.maxBytes ?? IMAGE_MAX_BYTES,
        label: 'An image',
      });
      try {
        await blobs.put(thumbKey, thumbnailOf(ffmpegPath, await blobs.get(key)), 'image/jpeg');
        const where = input.position ?? (await repository.positionAt(input.truckId, input.takenAt));
        const record = input.record ?? ((row) => repository.insertImage(row));
        return await record({
          truck_id: input.truckId,
          channel: input.channel,
          taken_at: input.takenAt,
          lat: where?.lat ?? null,
          lon: where?.lon ?? null,
          size: stored.size,
          blob_key: key,
          thumb_key: thumbKey,
          source: input.source,
        });
      } catch (error) {
        await blobs.delete(key);
        await blobs.delete(thumbKey);
        // A JPEG header with a body ffmpeg cannot decode is not an image either.
        if (error instanceof FfmpegFailure)
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The file is not a readable JPEG image');
        throw error;
      }
    },
    extensionOf: (contentType: string) => EXTENSION[contentType] ?? 'bin',
  };
}

export type MediaIntake = ReturnType<typeof mediaIntake>;
