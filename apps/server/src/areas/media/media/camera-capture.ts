import type { FastifyBaseLogger } from 'fastify';
import { ZRecordClipRequest } from '@fleet/contracts';
import type { z } from 'zod';
import { notFound } from '../../../http/app-error.js';
import { redactSecrets, secretsOfUrl } from '../../../redact-secrets.js';
import type { CameraService } from '../cameras/camera-service.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import { cameraError, FfmpegFailure } from './camera-failure.js';
import { CAMERA_ANSWER_S, recordClip, snapshotOf } from './ffmpeg-tools.js';
import type { MediaIntake } from './media-intake.js';
import type { MediaRepository } from './media-repository.js';

interface Deps {
  cameras: CameraService;
  trucks: TruckService;
  intake: MediaIntake;
  repository: MediaRepository;
  ffmpegPath: string;
  log: FastifyBaseLogger;
}

/**
 * Media the server takes itself from cameras' live sources: a clip on request, and a
 * snapshot of every camera of a moving truck once per interval.
 */
export function cameraCapture({ cameras, trucks, intake, repository, ffmpegPath, log }: Deps) {
  return {
    /** Records `seconds` of a camera's live source (copied, not re-encoded) as a video. */
    async record(actor: Actor, input: z.output<typeof ZRecordClipRequest>): Promise<number> {
      const truck = await trucks.visibleByPlate(actor, input.truck_plate);
      const url = await cameras.sourceUrlOf(truck.id, input.channel);
      if (!url) throw notFound('A live source of this camera');
      try {
        return await intake.video({
          truckId: truck.id,
          channel: input.channel,
          startTime: new Date(),
          body: recordClip(ffmpegPath, url, input.seconds),
          source: 'recording',
        });
      } catch (error) {
        // The camera, not the console, failed: 502/504 with what to check, never its URL.
        throw error instanceof FfmpegFailure ? cameraError(error, CAMERA_ANSWER_S) : error;
      }
    },

    /**
     * One round of timed snapshots. `slot` numbers the round; only the instance that claims
     * it takes the pictures, so several instances never take the same round twice.
     */
    async snapshotRound(slot: number): Promise<number> {
      if (!(await repository.claimSnapshotSlot(slot))) return 0;
      let taken = 0;
      for (const source of await cameras.movingSources()) {
        try {
          await intake.image({
            truckId: source.truckId,
            channel: source.channel,
            takenAt: new Date(),
            body: snapshotOf(ffmpegPath, source.url),
            source: 'snapshot',
          });
          taken += 1;
        } catch (error) {
          // One unreachable camera must not stop the others; its credentials are never logged.
          const reason = redactSecrets((error as Error).message, secretsOfUrl(source.url));
          log.warn(
            { truckId: source.truckId, channel: source.channel, err: reason },
            'camera snapshot failed',
          );
        }
      }
      return taken;
    },
  };
}

export type CameraCapture = ReturnType<typeof cameraCapture>;
