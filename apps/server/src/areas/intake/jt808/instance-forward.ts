import crypto from 'node:crypto';
import {
  ENDPOINTS,
  ERROR_CODES,
  ZJt808RelayReply,
  type TJt808RelayRequest,
} from '@fleet/contracts';
import { AppError } from '../../../http/app-error.js';
import { INSTANCE_SIGNATURE_HEADER, type InstanceSignature } from '../../platform/index.js';
import type { ForwardRequest } from './terminal-registry.js';
import type { TerminalBody } from './terminal-connection.js';

export const INTERNAL_REQUEST_PATH = ENDPOINTS.terminalRelay.path;

/**
 * What the signature covers besides the path: every field, so a captured header cannot
 * carry another command (the live camera's signature covers a path and its expiry only).
 */
export function forwardedDigest(request: TJt808RelayRequest): string {
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
    const request: TJt808RelayRequest = {
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
      const reply = ZJt808RelayReply.parse((answer as { data?: unknown })?.data);
      return {
        msgId: reply.msg_id,
        body: Buffer.from(reply.body, 'hex'),
        address: reply.address ?? null,
      };
    }
    const error = (answer as { error?: { code?: string; message?: string } } | null)?.error;
    const code = ERROR_CODES.find((c) => c === error?.code) ?? 'TERMINAL_OFFLINE';
    throw new AppError(code, error?.message ?? 'The terminal could not be reached');
  };
}

/** A forwarded body back into bytes. */
export const bodyOf = (body: TJt808RelayRequest['body']): TerminalBody =>
  typeof body === 'string'
    ? Buffer.from(body, 'hex')
    : { legacy: Buffer.from(body.legacy, 'hex'), v2019: Buffer.from(body.v2019, 'hex') };
