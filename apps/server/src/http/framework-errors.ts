import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TErrorCode } from '@fleet/contracts';
import { errorBody, toAppError } from './error-handler.js';
import { AppError } from './app-error.js';

/**
 * Errors Fastify finds before a route is chosen (a bad percent-encoding in the path, a path
 * parameter over `maxParamLength`: 414), in the same `{error: {code, message}}` shape.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError = toAppError(error);
  void reply.status(appError.status).send(errorBody(appError));
}

/** What Node's HTTP parser refuses, by its error code. */
const CLIENT_ERRORS: Record<string, [TErrorCode, string]> = {
  HPE_HEADER_OVERFLOW: ['HEADERS_TOO_LARGE', 'The request line and headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: ['REQUEST_TIMEOUT', 'The request took too long to arrive'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: ['PAYLOAD_TOO_LARGE', 'The chunk extensions are too large'],
};

/**
 * A request Node's HTTP parser could not read (headers over 16 KB: 431, a request that never
 * finished: 408, anything else: 400). No request or reply exists yet, so the answer is
 * written on the socket, as Fastify's own handler does, then the connection ends.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    'VALIDATION_FAILED',
    'The request is not valid HTTP',
  ];
  const appError = new AppError(code, message);
  const text = JSON.stringify(errorBody(appError));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
