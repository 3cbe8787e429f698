import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyBaseLogger } from 'fastify';
import { ZLiveStreamStatus, type TLiveStreamStatus } from '@fleet/contracts';
import { redactSecrets } from '../../../redact-secrets.js';
import { INSTANCE_SIGNATURE_HEADER, type InstanceSignature } from '../../platform/index.js';

export const internalPath = (truckId: number, channel: number, name: string) =>
  `/api/internal/live-camera/${truckId}/${channel}/${name}`;

export interface StreamFile {
  stream: Readable;
  length: number | null;
}

export type TProxyAnswer<T> =
  | { kind: 'ok'; value: T }
  /** The owner answered but does not run the stream (or has no such file). */
  | { kind: 'missing' }
  /** The owner could not be reached or failed: it may be dying. */
  | { kind: 'unreachable' };

/**
 * Asks the instance that runs a remux for its state, playlist and segments over HTTP,
 * signed with the instances' shared secret. Owner URLs come from the lease table; they
 * carry no credential, and a failure is logged once per owner until it answers again.
 */
export function remuxProxy(options: {
  signature: InstanceSignature;
  log?: FastifyBaseLogger;
  statusTimeoutMs?: number;
  fileTimeoutMs?: number;
}) {
  const failing = new Set<string>();

  async function get(ownerUrl: string, path: string, timeoutMs: number) {
    try {
      const response = await fetch(new URL(path, ownerUrl), {
        headers: { [INSTANCE_SIGNATURE_HEADER]: options.signature.sign(path) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status < 500) failing.delete(ownerUrl);
      else noteFailure(ownerUrl, `HTTP ${response.status}`);
      return response;
    } catch (error) {
      // fetch's own message is "fetch failed"; its cause names the reason (ECONNREFUSED…).
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      noteFailure(ownerUrl, cause instanceof Error ? cause.message : String(cause));
      return null;
    }
  }

  function noteFailure(ownerUrl: string, reason: string): void {
    if (failing.has(ownerUrl)) return;
    failing.add(ownerUrl);
    options.log?.warn(
      { owner: redactSecrets(ownerUrl), reason: redactSecrets(reason) },
      'live camera: the instance running the remux does not answer',
    );
  }

  return {
    async status(
      ownerUrl: string,
      truckId: number,
      channel: number,
    ): Promise<TProxyAnswer<TLiveStreamStatus>> {
      const path = internalPath(truckId, channel, 'status');
      const response = await get(ownerUrl, path, options.statusTimeoutMs ?? 3000);
      if (!response || response.status >= 500) return { kind: 'unreachable' };
      if (response.status !== 200) return { kind: 'missing' };
      const parsed = ZLiveStreamStatus.safeParse(await response.json().catch(() => null));
      return parsed.success ? { kind: 'ok', value: parsed.data } : { kind: 'unreachable' };
    },

    async file(
      ownerUrl: string,
      truckId: number,
      channel: number,
      name: string,
    ): Promise<TProxyAnswer<StreamFile>> {
      const path = internalPath(truckId, channel, name);
      const response = await get(ownerUrl, path, options.fileTimeoutMs ?? 10_000);
      if (!response || response.status >= 500) return { kind: 'unreachable' };
      if (response.status !== 200 || !response.body) {
        await response.body?.cancel();
        return { kind: 'missing' };
      }
      const length = Number(response.headers.get('content-length'));
      return {
        kind: 'ok',
        value: {
          stream: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
          length: Number.isFinite(length) && length > 0 ? length : null,
        },
      };
    },
  };
}

export type RemuxProxy = ReturnType<typeof remuxProxy>;
