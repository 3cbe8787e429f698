import { describe, expect, it } from 'vitest';
import { wordedParams } from './warning-params';

describe('worded params of warnings and notices', () => {
  it('shows times and dates DD/MM/YYYY, whatever the language', () => {
    const params = { channel: '10.0.0.5:1', start: '2026-11-20 09:00:00', day: '2026-11-20' };
    for (const language of ['vi', 'en'] as const) {
      expect(wordedParams({ params }, language)).toMatchObject({
        channel: '10.0.0.5:1',
        start: '20/11/2026 09:00:00',
        day: '20/11/2026',
      });
    }
  });
});
