import fs from 'node:fs';
import path from 'node:path';

const FILE = 'demo-fleet.json';
/** Replaying more than this on a start takes too long; the demo then begins a new history. */
const MAX_REPLAY_MS = 7 * 24 * 3600 * 1000;

/**
 * When the demo history begins. Kept in DATA_DIR so a restart replays the same simulated
 * days (the console ignores fixes it already has) instead of teleporting every truck.
 */
export function demoAnchor(
  dataDir: string,
  now: number,
  backfillMs: number,
): { anchor: number; fresh: boolean } {
  const file = path.join(dataDir, FILE);
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { anchor?: unknown };
    const anchor = typeof saved.anchor === 'string' ? Date.parse(saved.anchor) : NaN;
    if (Number.isFinite(anchor) && anchor <= now && now - anchor <= MAX_REPLAY_MS) {
      return { anchor, fresh: false };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' && !(error instanceof SyntaxError)) {
      throw error;
    }
  }
  // On the 10 s grid of the simulation, so fix times are whole seconds.
  const anchor = Math.floor((now - backfillMs) / 10_000) * 10_000;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ anchor: new Date(anchor).toISOString() })}\n`);
  return { anchor, fresh: true };
}
