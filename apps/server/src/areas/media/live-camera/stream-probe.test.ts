import { describe, expect, it } from 'vitest';
import { classifyFailure } from './stream-probe.js';

describe('classifyFailure', () => {
  it('calls unreachable cameras offline and refused credentials an error', () => {
    expect(classifyFailure('rtsp://x: Connection refused').state).toBe('offline');
    expect(classifyFailure('method DESCRIBE failed: 404 Not Found').state).toBe('offline');
    expect(classifyFailure('method DESCRIBE failed: 401 Unauthorized').state).toBe('error');
    expect(classifyFailure('Invalid data found when processing input').state).toBe('error');
  });
});
