import { describe, expect, it } from 'vitest';
import { wireOfLocalInput } from './local-input-time';

describe('wireOfLocalInput', () => {
  it('turns datetime-local values into wire times', () => {
    expect(wireOfLocalInput('2025-11-20T08:05')).toBe('2025-11-20 08:05:00');
    expect(wireOfLocalInput('2025-11-20T08:05:30')).toBe('2025-11-20 08:05:30');
    expect(wireOfLocalInput('')).toBeNull();
    expect(wireOfLocalInput('20/11/2025 08:05')).toBeNull();
  });
});
