const LOCAL_STYLE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?$/;

/**
 * A device timestamp: epoch seconds, epoch milliseconds, ISO 8601, or
 * `yyyy-MM-dd HH:mm:ss` (read as UTC, as the Traccar server reads it). Null when unreadable.
 */
export function parseDeviceTime(value: unknown): Date | null {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return fromEpoch(Number(text));
  const local = LOCAL_STYLE.exec(text);
  if (local) {
    const [, y, mo, d, h, mi, s, ms] = local.map(Number);
    return new Date(Date.UTC(y!, mo! - 1, d, h, mi, s, ms ? Number(local[7]!.padEnd(3, '0')) : 0));
  }
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const parsed = Date.parse(text);
    return Number.isNaN(parsed) ? null : new Date(parsed);
  }
  return null;
}

function fromEpoch(value: number): Date | null {
  if (!Number.isFinite(value) || value <= 0) return null;
  // Seconds until the year 2286; anything larger is milliseconds.
  return new Date(value < 1e10 ? Math.round(value * 1000) : Math.round(value));
}
