import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { issuesOf } from '@fleet/contracts';
import { AppError, validationFailed } from './app-error.js';
import { nulError, nulField } from './input-guard.js';

/**
 * Reads a multipart body in arrival order: text fields are collected, each file part is
 * handed to `onFile` at once (its stream must be consumed before the next part arrives).
 */
export async function readMultipart(
  request: FastifyRequest,
  onFile: (file: MultipartFile) => Promise<void>,
  limits: { fileSize: number; files: number },
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for await (const part of request.parts({ limits })) {
    if (part.type === 'file') await onFile(part);
    else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
  }
  return fields;
}

/**
 * Validates collected fields with a contract schema, after refusing NUL bytes as the JSON
 * guard does; errors name the field as JSON ones do.
 */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const nul = nulField(fields);
  if (nul !== null) throw nulError(nul);
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw validationFailed(issuesOf(result.error.issues, fields));
}

/** A file part whose body ended before its boundary: the client sent a cut-short form. */
export const cutShort = () =>
  new AppError(
    'VALIDATION_FAILED',
    'The upload was cut short before the file ended; send it again',
  );

/**
 * Busboy's errors for a body that is not the multipart it claims to be; they carry no code,
 * only these messages. Answered as a 400 instead of a 500, as is a premature close of the
 * upload stream of a multipart request.
 */
const MALFORMED = [
  'Multipart: Boundary not found',
  'Boundary required',
  'Missing Content-Type-header.',
  'Unsupported Content-Type.',
  'The needle cannot be an empty String/Buffer.',
  'The needle cannot have a length bigger than 256.',
  'Unexpected end of multipart data',
];

export function malformedMultipart(
  error: { message?: unknown; code?: unknown },
  inMultipart: boolean,
): AppError | null {
  // An upload stream read after busboy destroyed it for a body that ended inside the file.
  if (inMultipart && error.code === 'ERR_STREAM_PREMATURE_CLOSE') return cutShort();
  if (error.code !== undefined || typeof error.message !== 'string') return null;
  if (
    !MALFORMED.includes(error.message) &&
    !error.message.endsWith('unexpected end of multipart data')
  )
    return null;
  return new AppError(
    'VALIDATION_FAILED',
    'The multipart body is malformed (no or bad boundary, or cut short); send the form again',
  );
}
