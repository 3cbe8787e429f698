/** Terminals write text in GBK (GB 2312 and ASCII, as JT/T 808 says). */
const gbk = new TextDecoder('gbk');

/** Text of `buffer[start, end)`: GBK, cut at the first NUL, padding spaces trimmed. */
export function readText(buffer: Buffer, start: number, end: number): string {
  const stop = Math.min(end, buffer.length);
  if (start >= stop) return '';
  const nul = buffer.indexOf(0, start);
  const text = gbk.decode(buffer.subarray(start, nul >= 0 && nul < stop ? nul : stop));
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
