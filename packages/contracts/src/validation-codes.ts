/**
 * Machine codes of field problems (issues 14 and 16). A 400 VALIDATION_FAILED, a 409 that
 * names a field and an import's row errors carry `{field, code, params, message}`; the web
 * translates by `code` and `params`, the English `message` is for API users.
 *
 * A schema rule that no zod issue kind names by itself declares its code: a regex or a
 * refine whose message is the code (`.regex(PATTERN, 'plate')`), or a custom issue with
 * `params: {code, ...}`. Everything else is read from the zod issue kind.
 */
type TParams = Record<string, string | number>;
type TText = (params: TParams) => string;

const VALIDATION_MESSAGES = {
  required: () => 'is required',
  invalid: () => 'is invalid',
  text: () => 'must be text',
  number: () => 'must be a number',
  whole_number: () => 'must be a whole number',
  boolean: () => 'must be true or false',
  list: () => 'must be a list',
  too_short: (p) => `must be at least ${p.min} characters`,
  too_long: (p) => `must be at most ${p.max} characters`,
  min: (p) => `must be at least ${p.min}`,
  max: (p) => `must be at most ${p.max}`,
  more_than: (p) => `must be greater than ${p.min}`,
  less_than: (p) => `must be less than ${p.max}`,
  between: (p) => `must be a number between ${p.min} and ${p.max}`,
  too_few: (p) => `must hold at least ${p.min} items`,
  too_many: (p) => `must hold at most ${p.max} items`,
  multiple_of: (p) => `must be a multiple of ${p.step}`,
  one_of: (p) => `must be one of ${p.options}`,
  unknown_keys: (p) => `has unknown keys: ${p.keys}`,
  format: () => 'has the wrong format',
  email: () => 'must be a valid email address',
  phone: () => 'must be a phone number',
  url: () => 'must be a URL',
  camera_url: () => 'must be an rtsp://, rtmp:// or http(s)://….m3u8 URL',
  camera_host_internal: (p) =>
    `points at ${p.address} (${p.host}), a loopback, private or link-local address; only CAMERA_ALLOWED_HOSTS may name one`,
  amqp_url: () => 'must be an amqp:// or amqps:// URL',
  push_service: () => 'is not a push service the console sends to (PUSH_SERVICE_HOSTS)',
  tax_code: () => 'must be a tax code of 10 or 13 digits',
  set_by_environment: () => 'is set by the environment on this server',
  feed_nothing_to_send: () => "nothing to send yet: enter the company's tax code or add a truck",
  host: () => 'must be an IP address or host name',
  rtsp_template: () => 'a generic RTSP channel needs an rtsp:// template with {start} and {end}',
  date: () => 'must be a date YYYY-MM-DD',
  date_time: () => 'must be a time YYYY-MM-DD HH:mm:ss',
  cell_date_time: () => 'must be a date and time, e.g. 2025-11-20 08:30 or 20/11/2025 08:30',
  after_start: (p) => `must be after ${p.start ?? 'the start'}`,
  not_before_start: (p) => `must not be before ${p.start ?? 'the start'}`,
  within_days: (p) => `must be within ${p.days} days of the start`,
  within_hours: (p) => `the range may cover at most ${p.hours} hours`,
  within_recording: () => 'must be within the recording',
  already_ended: () => 'the assignment already ended before that',
  time_zone_offset: () => 'must be an offset such as +07:00 or +08:00',
  plate: () => 'must be a Vietnamese plate such as 51D-123.45',
  vin: () => 'must be a VIN of 17 letters and digits (no I, O or Q)',
  device_id: () => 'must be 1 to 64 letters, digits, dot, colon, dash or underscore',
  username: () => 'must be 3 to 64 letters, digits, dot, dash or underscore',
  role_name: () => 'must be 2 to 40 lower-case letters, digits or underscore',
  no_control_characters: () => 'must not contain control characters',
  nul_character: () => 'must not contain a NUL character (U+0000)',
  nested_too_deep: (p) => `is nested deeper than ${p.max} levels`,
  kilometres: () => 'must be a number of km, 0 or more',
  legal_minimum: (p) => `must be at least ${p.min} months (legal minimum)`,
  not_above: (p) => `must not exceed ${p.other}`,
  rising: (p) => `must rise above ${p.other}`,
  repeated: () => 'each channel may appear once',
  no_url_for_dashcam: () => 'a JT/T 1078 camera takes no URL',
  plate_or_vehicle_type: () => 'give either a plate or a vehicle type',
  role_or_username: () => 'give either role or username',
  licence_holder: () => 'a driver licence names a username, other papers a plate',
  taken: () => 'is already used',
  overlaps: () => 'overlaps another assignment',
  wrong_password: () => 'is wrong',
  common_password: () => 'is one of the most common passwords or too easy to guess: choose another',
  not_a_user: () => 'is not a user',
  not_an_inspector: () => 'is not an account of the inspector role',
  not_a_role: () => 'does not exist',
  not_a_point: () => 'is not a map point',
  not_your_truck: (p) => `no truck with plate "${p.plate}" among your trucks`,
  column_missing: () => 'column is missing',
  no_points: () => 'holds no map points',
  too_many_points: (p) => `holds more than ${p.max} map points`,
  no_trips: () => 'holds no trips',
  too_many_trips: (p) => `holds more than ${p.max} trips`,
  point_geometry: (p) => `must be a Point, not ${p.kind}`,
  not_xml: () => 'is not well-formed XML',
  unreadable_csv: (p) => `cannot be read as CSV: ${p.reason}`,
  cut_short: () => 'the upload was cut short before the file ended',
} satisfies Record<string, TText>;

export type TValidationCode = keyof typeof VALIDATION_MESSAGES;
export const VALIDATION_CODES = Object.keys(VALIDATION_MESSAGES) as TValidationCode[];

export const isValidationCode = (value: unknown): value is TValidationCode =>
  typeof value === 'string' && Object.hasOwn(VALIDATION_MESSAGES, value);

/** One problem of one field: what `details` of a VALIDATION_FAILED holds. */
export interface TFieldIssue {
  field: string;
  code: TValidationCode;
  params: TParams;
  message: string;
}

/** The English text of a code, for API users and logs. */
export const validationMessage = (code: TValidationCode, params: TParams = {}): string =>
  VALIDATION_MESSAGES[code](params);

export const fieldIssue = (
  field: string,
  code: TValidationCode,
  params: TParams = {},
): TFieldIssue => ({ field, code, params, message: validationMessage(code, params) });

/** What a refine or custom issue passes to declare its code (its message is the code). */
export const rule = (code: TValidationCode, params: TParams = {}) => ({
  message: code,
  params: { ...params, code },
});

/** The parts of a zod 4 issue read here (fastify-type-provider-zod keeps them as well). */
export interface TZodIssueLike {
  readonly code?: string;
  readonly path?: readonly PropertyKey[];
  readonly message?: string;
  readonly expected?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly format?: string;
  readonly values?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly divisor?: number | bigint;
  readonly params?: Record<string, unknown>;
  readonly errors?: readonly (readonly TZodIssueLike[])[];
  readonly input?: unknown;
}

type TCoded = [TValidationCode, TParams?];

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const INVALID_TYPE: Record<string, TValidationCode> = {
  string: 'text',
  number: 'number',
  bigint: 'number',
  int: 'whole_number',
  boolean: 'boolean',
  array: 'list',
};

function sizeCode(issue: TZodIssueLike, small: boolean): TCoded {
  const bound = Number(small ? issue.minimum : issue.maximum);
  const key = small ? 'min' : 'max';
  switch (issue.origin ?? '') {
    case 'string':
      if (small && bound === 1) return ['required'];
      return [small ? 'too_short' : 'too_long', { [key]: bound }];
    case 'array':
    case 'set':
      return [small ? 'too_few' : 'too_many', { [key]: bound }];
    default:
      if (issue.inclusive === false) return [small ? 'more_than' : 'less_than', { [key]: bound }];
      return [small ? 'min' : 'max', { [key]: bound }];
  }
}

/** A union's most telling alternative: a broken rule rather than "not this literal". */
function unionIssue(issue: TZodIssueLike): TZodIssueLike | null {
  const all = (issue.errors ?? []).flat();
  const telling = all.find((i) => i.code !== 'invalid_type' && i.code !== 'invalid_value');
  const chosen = telling ?? all[0];
  return chosen ? { ...chosen, path: [...(issue.path ?? []), ...(chosen.path ?? [])] } : null;
}

const text = (value: unknown) => String(value);

function codeOfKind(issue: TZodIssueLike, missing: boolean): TCoded {
  switch (issue.code ?? '') {
    case 'invalid_type':
      return missing ? ['required'] : [INVALID_TYPE[issue.expected ?? ''] ?? 'invalid'];
    case 'too_small':
      return sizeCode(issue, true);
    case 'too_big':
      return sizeCode(issue, false);
    case 'invalid_format':
      if (issue.format === 'email') return ['email'];
      if (issue.format === 'url') return ['url'];
      return ['format'];
    case 'invalid_value':
      return ['one_of', { options: (issue.values ?? []).map(text).join(', ') }];
    case 'not_multiple_of':
      return ['multiple_of', { step: Number(issue.divisor) }];
    case 'unrecognized_keys':
      return ['unknown_keys', { keys: (issue.keys ?? []).join(', ') }];
    default:
      return ['invalid'];
  }
}

function declaredParams(issue: TZodIssueLike): TParams {
  const params: TParams = {};
  for (const [key, value] of Object.entries(issue.params ?? {})) {
    if (key !== 'code' && (typeof value === 'string' || typeof value === 'number'))
      params[key] = value;
  }
  return params;
}

/**
 * The coded form of a zod 4 issue. `input` is the value that was parsed, so that a field
 * that is absent reads as `required` rather than "expected string" (zod keeps no input in
 * its issues unless asked).
 */
export function issueOf(zodIssue: TZodIssueLike, input?: unknown): TFieldIssue {
  const issue = (zodIssue.code === 'invalid_union' && unionIssue(zodIssue)) || zodIssue;
  const path = issue.path ?? [];
  const field = path.map(String).join('.');
  const value = 'input' in issue ? issue.input : valueAt(input, path);
  const [kindCode, kindParams = {}] = codeOfKind(issue, value === undefined || value === null);
  const declared = issue.params?.code ?? issue.message;
  if (isValidationCode(declared)) {
    return fieldIssue(field, declared, { ...kindParams, ...declaredParams(issue) });
  }
  return fieldIssue(field, kindCode, kindParams);
}

/** Every issue of a failed parse, coded. */
export const issuesOf = (issues: readonly TZodIssueLike[], input?: unknown): TFieldIssue[] =>
  issues.map((issue) => issueOf(issue, input));
