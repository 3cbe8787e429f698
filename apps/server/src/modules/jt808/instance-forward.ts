import crypto from 'node:crypto';
import { z } from 'zod';
import { ERROR_CODES } from '@fleet/contracts';
import { AppError } from '../../http/app-error.js';
import {
  INSTANCE_SIGNATURE_HEADER,
  type InstanceSignature,
} from '../live-camera/instance-signature.js';
import type { ForwardRequest } from './terminal-registry.js';
import type { TerminalBody } from './terminal-connection.js';

export const INTERNAL_REQUEST_PATH = '/api/internal/jt808/request';

const hex = z.string().regex(/^(?:[0-9a-f]{2}){0,1023}$/);
/** A command forwarded to the instance holding the terminal's connection. */
export const ZForwardedRequest = z.object({
  device_id: z.string().min(1).max(64),
  msg_id: z.number().int().min(0).max(0xffff),
  body: z.union([hex, z.object({ legacy: hex, v2019: hex })]),
  reply_ids: z.array(z.number().int().min(0).max(0xffff)).min(1).max(8),
  timeout_ms: z.number().int().min(1).max(60_000),
});
export type TForwardedRequest = z.infer<typeof ZForwardedRequest>;
export const ZForwardedReply = z.object({ msg_id: z.number().int(), body: hex });

/**
 * What the signature covers besides the path: every field, so a captured header cannot
 * carry another command (the live camera's signature covers a path and its expiry only).
 */
export function forwardedDigest(request: TForwardedRequest): string {
  const body =
    typeof request.body === 'string'
      ? request.body
      : `${request.body.legacy}/${request.body.v2019}`;
  const text = [
    request.device_id,
    request.msg_id,
    body,
    request.reply_ids.join(','),
    request.timeout_ms,
  ].join('\n');
  return `${INTERNAL_REQUEST_PATH}#${crypto.createHash('sha256').update(text).digest('base64url')}`;
}

const hexOf = (body: TerminalBody) =>
  Buffer.isBuffer(body)
    ? body.toString('hex')
    : { legacy: body.legacy.toString('hex'), v2019: body.v2019.toString('hex') };

/**
 * Forwards a terminal request to the instance that holds the connection, signed with the
 * secret the instances share. That instance's error (offline, timeout…) comes back as the
 * same AppError; an instance that cannot be reached means the terminal is offline for now
 * (it reconnects to a live instance).
 */
export function instanceForward(signature: InstanceSignature): ForwardRequest {
  return async (url, deviceId, msgId, body, options) => {
    const request: TForwardedRequest = {
      device_id: deviceId,
      msg_id: msgId,
      body: hexOf(body),
      reply_ids: [...options.replyIds],
      timeout_ms: options.timeoutMs,
    };
    let response: Response;
    try {
      response = await fetch(new URL(INTERNAL_REQUEST_PATH, url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [INSTANCE_SIGNATURE_HEADER]: signature.sign(forwardedDigest(request)),
        },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(options.timeoutMs + 5_000),
      });
    } catch {
      throw new AppError('TERMINAL_OFFLINE', 'The instance holding the terminal does not answer');
    }
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const reply = ZForwardedReply.parse((answer as { data?: unknown })?.data);
      return { msgId: reply.msg_id, body: Buffer.from(reply.body, 'hex') };
    }
    const error = (answer as { error?: { code?: string; message?: string } } | null)?.error;
    const code = ERROR_CODES.find((c) => c === error?.code) ?? 'TERMINAL_OFFLINE';
    throw new AppError(code, error?.message ?? 'The terminal could not be reached');
  };
}

/** A forwarded body back into bytes. */
export const bodyOf = (body: TForwardedRequest['body']): TerminalBody =>
  typeof body === 'string'
    ? Buffer.from(body, 'hex')
    : { legacy: Buffer.from(body.legacy, 'hex'), v2019: Buffer.from(body.v2019, 'hex') };
