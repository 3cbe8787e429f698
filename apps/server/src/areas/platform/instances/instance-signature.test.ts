import { describe, expect, it } from 'vitest';
import { instanceSignature } from './instance-signature.js';

describe('instanceSignature', () => {
  it('accepts its own signature of a path for a minute, and nothing else', () => {
    let now = 1_700_000_000_000;
    const signer = instanceSignature('a shared secret of thirty-two characters', () => now);
    const header = signer.sign('/api/internal/live-camera/1/1/status');
    expect(signer.verify('/api/internal/live-camera/1/1/status', header)).toBe(true);
    expect(signer.verify('/api/internal/live-camera/1/2/status', header)).toBe(false);
    expect(signer.verify('/api/internal/live-camera/1/1/status', undefined)).toBe(false);
    const stranger = instanceSignature('another secret of thirty-two characters', () => now);
    expect(stranger.verify('/api/internal/live-camera/1/1/status', header)).toBe(false);
    now += 61_000;
    expect(signer.verify('/api/internal/live-camera/1/1/status', header)).toBe(false);
  });
});
