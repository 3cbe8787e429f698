/** Terminals write text in GBK (GB 2312 and ASCII, as JT/T 808 says). */
const gbk = new TextDecoder('gbk');

/** NUL and space: what vendors pad fixed-width fields with, on either side. */
const isPadding = (byte: number | undefined) => byte === 0x00 || byte === 0x20;

/**
 * Text of `buffer[start, end)`: GBK, without a vendor's padding. Fixed-width fields come
 * padded with NUL or spaces on the right (the standard's way) or on the left (as SmallChi's
 * JT808 and QuecPython's jtt808 write them), so leading padding is skipped, the text ends
 * at the NUL after it, and spaces around it are trimmed.
 */
export function readText(buffer: Buffer, start: number, end: number): string {
  const stop = Math.min(end, buffer.length);
  let from = start;
  while (from < stop && isPadding(buffer[from])) from += 1;
  if (from >= stop) return '';
  const nul = buffer.indexOf(0, from);
  const text = gbk.decode(buffer.subarray(from, nul >= 0 && nul < stop ? nul : stop));
  // PostgreSQL stores no NUL and the replacement character says nothing.
  return text.replace(/[\p{Cc}\ufffd]/gu, '').trim();
}

/**
 * Text for a terminal's screen: Vietnamese letters lose their marks (đ → d), as GBK has
 * none of them and drivers read unaccented Vietnamese; anything else outside ASCII becomes
 * '?'. At most `maxBytes`.
 */
export function terminalText(text: string, maxBytes: number): Buffer {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e\n]/g, '?');
  return Buffer.from(folded.slice(0, maxBytes), 'latin1');
}

/** A fixed-width field of ASCII text (0-padded), as 0x0100 and 0x0702 carry. */
export const readAscii = (buffer: Buffer, start: number, end: number): string =>
  readText(buffer, start, end).replace(/[^\x20-\x7e]/g, '');
