import {
  fieldIssue,
  type TErrorCode,
  type TFieldIssue,
  type TValidationCode,
} from '@fleet/contracts';

const STATUS: Record<TErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  WRONG_PASSWORD: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  USERNAME_TAKEN: 409,
  ROLE_EXISTS: 409,
  ROLE_IN_USE: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  IMPORT_ROWS_INVALID: 400,
  IMPORT_HEADERS_INVALID: 400,
  IMPORT_TOO_MANY_TRIPS: 413,
  IMPORT_TOO_MANY_POINTS: 413,
  IMPORT_UNPACKED_TOO_LARGE: 413,
  IMPORT_BUSY: 503,
  // A camera or NVR opened on request failed: the gateway's answers, not the console's fault.
  CAMERA_UNREACHABLE: 502,
  CAMERA_TIMEOUT: 504,
  // The instance running a live remux stopped answering; another takes it over shortly.
  LIVE_STREAM_MOVING: 503,
  // A JT/T 808 terminal is not connected (409: nothing to send it to now), did not answer
  // in time, or answered that it cannot do it.
  TERMINAL_OFFLINE: 409,
  TERMINAL_TIMEOUT: 504,
  TERMINAL_REFUSED: 502,
  // This instance cannot take a dashcam's video: JT1078_PORT is off or JT1078_PUBLIC_HOST unset.
  DEVICE_VIDEO_OFF: 503,
  // The dashcam is connected but did not answer a query of its own storage in time (0x9205):
  // the request may simply be repeated, nothing on the console failed.
  DEVICE_TIMEOUT: 424,
  INTERNAL: 500,
};

/** An error a person can act on; its code and message reach the client as they are. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: TErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} was not found`);
/** `plate: is already used; name: is required`, the English summary of field issues. */
export const issuesText = (issues: readonly TFieldIssue[]) =>
  issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; ');

/** A 400 whose `details` name each field at fault with its code (validation-codes.ts). */
export const validationFailed = (issues: TFieldIssue[]) =>
  new AppError('VALIDATION_FAILED', issuesText(issues) || 'The request is invalid', issues);

/** A 400 naming the one request field at fault, as the web shows it beside that field. */
export const invalidField = (
  field: string,
  code: TValidationCode,
  params?: Record<string, string | number>,
) => validationFailed([fieldIssue(field, code, params)]);
export const forbidden = () =>
  new AppError('FORBIDDEN', 'You do not have permission for this action');
export const unauthorized = () =>
  new AppError('UNAUTHORIZED', 'Sign in to continue: the session is missing or has expired');

/** A 429 that says when to try again: its seconds go out as the Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterS: number,
    message: string,
  ) {
    super('RATE_LIMITED', message);
  }
}
