import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { issueOf, type TErrorBody, type TErrorCode, type TZodIssueLike } from '@fleet/contracts';
import { AppError, RateLimitedError, validationFailed } from './app-error.js';
import { malformedMultipart } from './multipart-form.js';

const FASTIFY_CODES: Record<string, TErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_PARTS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_FIELDS_LIMIT: 'PAYLOAD_TOO_LARGE',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

function body(code: TErrorCode, message: string, details?: unknown): TErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** What a schema of the route refused, with the value it read (so absent fields read `required`). */
function schemaIssues(error: FastifyError, request?: FastifyRequest) {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const context = error.validationContext;
  const input =
    request && (context === 'body' || context === 'querystring' || context === 'params')
      ? { body: request.body, querystring: request.query, params: request.params }[context]
      : undefined;
  return error.validation.map((item) => {
    const path = item.instancePath.split('/').slice(1).filter(Boolean);
    const issue: TZodIssueLike = {
      ...item.params,
      code: item.keyword,
      path,
      message: item.message,
    };
    return issueOf(issue, input);
  });
}

export function toAppError(
  error: FastifyError,
  inMultipart = false,
  request?: FastifyRequest,
): AppError {
  if (error instanceof AppError) return error;
  const multipart = malformedMultipart(error, inMultipart);
  if (multipart) return multipart;
  const issues = schemaIssues(error, request);
  if (issues) return validationFailed(issues);
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped, error.message);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    if (error.statusCode === 404) return new AppError('NOT_FOUND', 'Not found');
    if (error.statusCode === 429) return new AppError('RATE_LIMITED', 'Too many requests');
    // Malformed JSON and the like: Fastify's own message names the problem, no internals.
    return new AppError('VALIDATION_FAILED', error.message);
  }
  return new AppError('INTERNAL', 'Something went wrong on the server; try again later');
}

/** Every error leaves as `{error: {code, message, details?}}`, never with a stack or path. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error, request.isMultipart(), request);
    const fields = { code: appError.code, status: appError.status };
    // A deliberate 5xx (a camera unreachable, imports busy) is an answer, not a server fault.
    if (appError === error && appError.status >= 500) request.log.warn(fields, appError.message);
    else if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info(fields, appError.message);
    if (appError instanceof RateLimitedError) {
      void reply.header('retry-after', String(appError.retryAfterS));
    }
    void reply
      .status(appError.status)
      .send(body(appError.code, appError.message, appError.details));
  });
}

export function errorBody(error: AppError): TErrorBody {
  return body(error.code, error.message, error.details);
}
