import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_MAX_BYTES, storableAttributes, storableText } from './device-attributes.js';

/** NUL is stripped before counting (tested with the fuzz of stored JSON). */
const noNul = (text: string) => !text.includes('\0');
const serializedBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe('storableAttributes', () => {
  it('keeps attributes that fit exactly and drops the entry that would pass the limit', () => {
    // {"a":"xxx…"} is 8 bytes around the text.
    const fits = { a: 'x'.repeat(ATTRIBUTE_MAX_BYTES - 8) };
    expect(serializedBytes(storableAttributes(fits))).toBe(ATTRIBUTE_MAX_BYTES);
    const over = { ...fits, b: 1 };
    expect(Object.keys(storableAttributes(over))).toEqual(['a']);
  });

  it('drops exactly the entries that would pass the limit, counting numbers, flags, null, escapes and non-ASCII text as JSON writes them', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ unit: 'grapheme', maxLength: 12 }).filter(noNul),
          fc.oneof(
            fc.double({ noNaN: true, noDefaultInfinity: true }),
            fc.integer(),
            fc.boolean(),
            fc.constant(null),
            fc.string({ unit: 'binary', maxLength: 400 }).filter(noNul),
            fc.string({ maxLength: 400 }).filter(noNul),
          ),
          { maxKeys: 12 },
        ),
        // A first entry filling most of the room, so the others meet the limit's edge.
        fc.integer({ min: ATTRIBUTE_MAX_BYTES - 600, max: ATTRIBUTE_MAX_BYTES - 10 }),
        (rest, fill) => {
          const attributes = { fill: 'x'.repeat(fill), ...rest };
          // The same greedy rule counted by serializing the entries kept so far.
          const expected: [string, unknown][] = [];
          for (const entry of Object.entries(attributes)) {
            const tried = JSON.stringify(Object.fromEntries([...expected, entry]));
            if (Buffer.byteLength(tried) <= ATTRIBUTE_MAX_BYTES) expected.push(entry);
          }
          expect(Object.entries(storableAttributes(attributes))).toEqual(expected);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('stores text without NUL and with lone surrogates replaced, other text as it is', () => {
    expect(storableText('29C12345')).toBe('29C12345');
    expect(storableText('\0\0TAIXE\0')).toBe('TAIXE');
    expect(storableText('a\ud800b\udc00')).toBe('a\ufffdb\ufffd');
    expect(storableText('Hà Nội 🚚')).toBe('Hà Nội 🚚');
  });
});
