/**
 * Limits of the free-form JSON a device may have stored with a fix (`positions.attributes`).
 * A device is not signed in and cannot be asked to resend, so nothing here refuses a fix:
 * what is too deep or too big is dropped and counted (`droppedAttributes`, in /api/health).
 * PGlite's jsonb input recurses per level and a 1,500-deep value crashed the database.
 */
export const ATTRIBUTE_MAX_DEPTH = 8;
export const ATTRIBUTE_MAX_BYTES = 4096;

/** Since this process started: fixes whose attributes were cut, and the values dropped. */
const counts = { fixes: 0, values: 0 };
export const droppedAttributes = (): { fixes: number; values: number } => ({ ...counts });

/** A lone UTF-16 surrogate: JSON.stringify escapes it and PostgreSQL's jsonb refuses that. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// eslint-disable-next-line no-control-regex -- NUL is what is looked for
const NUL_OR_SURROGATE = /[\u0000\ud800-\udfff]/;

/** Text as PostgreSQL stores it: no NUL (U+0000), no lone surrogate. */
export function storableText(text: string): string {
  // Nearly all text has neither: one scan, no copy.
  if (!NUL_OR_SURROGATE.test(text)) return text;
  return text.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\ufffd');
}

/**
 * The attributes as they may be stored: containers deeper than ATTRIBUTE_MAX_DEPTH are
 * dropped, NUL bytes stripped from keys and strings, and top-level entries that would take
 * the serialized object past ATTRIBUTE_MAX_BYTES dropped in order.
 */
export function storableAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  const dropped = { values: 0 };
  const kept = record();
  let bytes = 2; // the braces
  for (const key in attributes) {
    const value = copy(attributes[key], 1, dropped);
    if (value === undefined) continue;
    const name = storableText(key);
    const entry = jsonBytes(name) + 1 + jsonBytes(value);
    const comma = bytes > 2 ? 1 : 0;
    if (bytes + comma + entry > ATTRIBUTE_MAX_BYTES) {
      dropped.values += 1;
      continue;
    }
    kept[name] = value;
    bytes += comma + entry;
  }
  if (dropped.values > 0) {
    counts.fixes += 1;
    counts.values += dropped.values;
  }
  return kept;
}

/** No prototype, so a `__proto__` key a device sends is a key like any other. */
const record = () => Object.create(null) as Record<string, unknown>;
/** Printable ASCII that JSON writes as it is (no quote, backslash or control character). */
const PLAIN_ASCII = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * Bytes of `value` in JSON. Every fix asks for each of its attributes, so the usual ones (a
 * number, a flag, plain text) are counted without serializing them.
 */
function jsonBytes(value: unknown): number {
  if (typeof value === 'number') return String(value).length;
  if (value === null || value === true) return 4;
  if (value === false) return 5;
  if (typeof value === 'string' && PLAIN_ASCII.test(value)) return value.length + 2;
  return Buffer.byteLength(JSON.stringify(value) ?? 'null');
}

/** A JSON-safe copy of `value` found at `depth` (1 = a top-level attribute); undefined drops it. */
function copy(value: unknown, depth: number, dropped: { values: number }): unknown {
  if (typeof value === 'string') return storableText(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value !== 'object') return undefined;
  if (depth >= ATTRIBUTE_MAX_DEPTH) {
    dropped.values += 1;
    return undefined;
  }
  if (Array.isArray(value)) {
    const items: unknown[] = [];
    for (const item of value) {
      const kept = copy(item, depth + 1, dropped);
      items.push(kept === undefined ? null : kept);
    }
    return items;
  }
  const object = record();
  for (const key in value) {
    const kept = copy((value as Record<string, unknown>)[key], depth + 1, dropped);
    if (kept !== undefined) object[storableText(key)] = kept;
  }
  return object;
}
