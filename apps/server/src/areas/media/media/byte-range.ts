import type { TByteRange } from '../../platform/index.js';

/**
 * Reads an HTTP Range header against a file of `size` bytes (RFC 9110 §14.1.2): one range
 * only (players ask for one); `null` = serve the whole file; `'unsatisfiable'` = 416.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): TByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // A malformed or multi-range header is ignored, as the RFC allows: the whole file is sent.
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
