/**
 * A part of the app that cannot be fetched any more (a release replaced its file while this
 * tab was open, or the network dropped): the page is reloaded once to pick up the current
 * build; if that happened a moment ago and it fails again, the screen says so in words.
 */

const RELOADED_AT_KEY = 'chunk-reload-at';
/** A second failure within this long after the reload is not retried. */
const RETRY_WINDOW_MS = 30_000;

/** Browsers word it differently: Chromium, Firefox and Safari, and Vite's CSS preload. */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

interface Deps {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

/** Reloads unless a reload for this was done within the retry window; true when it did. */
export function reloadOnce({ storage, now, reload }: Deps): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(RELOADED_AT_KEY));
  } catch {
    // Blocked storage: reload once per page life at most (below), never in a loop.
  }
  if (Number.isFinite(last) && now() - last < RETRY_WINDOW_MS) return false;
  try {
    storage?.setItem(RELOADED_AT_KEY, String(now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

function browserDeps(): Deps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, now: () => Date.now(), reload: () => window.location.reload() };
}

/** Reloads the page once for a chunk that failed to load; false when that was tried already. */
export const reloadForChunk = (): boolean => reloadOnce(browserDeps());

/** Vite announces a failed preload before the import throws: reload then, once. */
export function listenForChunkFailures(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunk()) event.preventDefault();
  });
}
