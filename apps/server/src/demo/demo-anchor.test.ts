import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoAnchor } from './demo-anchor.js';

const HOUR = 3600_000;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-anchor-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('demo anchor', () => {
  it('starts the history 6 h back on the 10 s grid and keeps it for the next start', () => {
    const dir = tempDir();
    const now = Date.UTC(2025, 2, 4, 8, 30, 17, 250);
    const first = demoAnchor(dir, now, 6 * HOUR);
    expect(first).toEqual({ anchor: Date.UTC(2025, 2, 4, 2, 30, 10), fresh: true });
    expect(demoAnchor(dir, now + 2 * 24 * HOUR, 6 * HOUR)).toEqual({
      anchor: first.anchor,
      fresh: false,
    });
  });

  it('begins a new history when the old one is over a week old or unreadable', () => {
    const dir = tempDir();
    const now = Date.UTC(2025, 2, 4, 8, 0, 0);
    const old = demoAnchor(dir, now, 6 * HOUR).anchor;
    const later = now + 8 * 24 * HOUR;
    expect(demoAnchor(dir, later, 6 * HOUR)).toEqual({ anchor: later - 6 * HOUR, fresh: true });
    expect(old).not.toBe(later - 6 * HOUR);
    fs.writeFileSync(path.join(dir, 'demo-fleet.json'), 'not json');
    expect(demoAnchor(dir, now, 6 * HOUR).fresh).toBe(true);
  });
});
