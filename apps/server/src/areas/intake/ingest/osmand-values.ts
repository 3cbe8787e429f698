import { storableText } from './device-attributes.js';

/** Values as the OsmAnd protocol's senders write them: form text, or JSON of the same keys. */
export type TFields = Record<string, unknown>;

export const isRecord = (value: unknown): value is TFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** NUL bytes are dropped: a phone that sends one still has its fix stored. */
export function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = storableText(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** Trucks' device ids have at most 64 characters (ZDeviceId); a longer one names none. */
export function deviceIdOf(value: unknown): string | null {
  const id = text(value);
  return id !== null && id.length <= 64 ? id : null;
}

export function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

export function bool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return null;
}

/** A battery level in per cent; the apps send -1 when they do not know it. */
export function percent(value: number | null): number | null {
  return value === null || value < 0 ? null : Math.round(value * 100) / 100;
}

/** A decimal number as Traccar reads one (no hex, no padding, no `Infinity`). */
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

/** Other keys keep Traccar's types: a number or a boolean when the text is one, else text. */
export function typedValue(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return DECIMAL.test(value) ? Number(value) : value;
}

/** Android reports -1 for an unknown bearing or accuracy. */
export const angle = (value: number | null) => (value === null || value < 0 ? null : value % 360);
export const positive = (value: number | null) => (value === null || value < 0 ? null : value);

/** The driver ids a message gives (its `driverUniqueId`), as the intake takes them. */
export const driverIdsOf = (value: unknown): string[] => {
  const id = text(value);
  return id === null ? [] : [id];
};
