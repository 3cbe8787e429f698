import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import type { z } from 'zod';
import { AppError } from './app-error.js';

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

/** Validates collected fields with a contract schema; errors name the field as JSON ones do. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(
    'VALIDATION_FAILED',
    details.map((d) => (d.field ? `${d.field}: ${d.message}` : d.message)).join('; '),
    details,
  );
}
