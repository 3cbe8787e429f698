/** Error codes that travel to the client in `{error: {code, message, details}}`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'USERNAME_TAKEN',
  'ROLE_EXISTS',
  'ROLE_IN_USE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RANGE_NOT_SATISFIABLE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'RATE_LIMITED',
  'IMPORT_ROWS_INVALID',
  'IMPORT_HEADERS_INVALID',
  'IMPORT_TOO_MANY_TRIPS',
  'IMPORT_TOO_MANY_POINTS',
  'IMPORT_UNPACKED_TOO_LARGE',
  'IMPORT_BUSY',
  'CAMERA_UNREACHABLE',
  'CAMERA_TIMEOUT',
  'LIVE_STREAM_MOVING',
  'TERMINAL_OFFLINE',
  'TERMINAL_TIMEOUT',
  'TERMINAL_REFUSED',
  'DEVICE_VIDEO_OFF',
  'DEVICE_TIMEOUT',
  'INTERNAL',
] as const;

export type TErrorCode = (typeof ERROR_CODES)[number];

export interface TErrorBody {
  error: { code: TErrorCode; message: string; details?: unknown };
}
