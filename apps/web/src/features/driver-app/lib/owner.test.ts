import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { staysQueued } from './owner';

const answer = (status: number) => new ApiError(status, 'X', `answered ${status}`);

describe('staysQueued', () => {
  it('keeps an item the server did not settle: offline, the session ended, the server unwell or busy', () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503, 504])
      expect(staysQueued(answer(status)), String(status)).toBe(true);
  });

  it("drops an item on the server's last word about it", () => {
    for (const status of [400, 403, 404, 409, 413, 415, 422])
      expect(staysQueued(answer(status)), String(status)).toBe(false);
    expect(staysQueued(new Error('the answer did not match its schema'))).toBe(false);
  });
});
