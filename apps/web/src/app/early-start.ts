import { PAGES, type TPageKey } from '@fleet/contracts';
import { loadMaplibre, prestartClusterWorker } from '@/components/map';
import { clientConfigOnce } from '@/lib/client-config';
import { warmUpLiveFeed } from '@/lib/live';
import { storage } from '@/lib/storage';
import { preloadPageScreen } from './routes';

/** Screens that draw the live trucks on a map as soon as they show. */
const LIVE_MAP_PAGES: ReadonlySet<TPageKey> = new Set(['location']);
/** Screens that read the live trucks (counts, lists). */
const LIVE_PAGES: ReadonlySet<TPageKey> = new Set(['location', 'overview', 'live-camera']);

/**
 * What the page being opened needs, started while the app's own code still runs: its
 * screen's chunk, and for a signed-in visit to a live screen the trucks (socket and list),
 * the install's config (the map style), the map library and its cluster worker. Otherwise each would start only
 * after the session check, the screen's chunk and its first render, one after another
 * (issue 34: /location drew 5,000 trucks ~1.3 s after navigation, the data ~760 ms of it).
 * Nothing here decides anything: a visitor who may not see the page is refused as before,
 * and what was started for nothing is dropped.
 */
export function startEarly(pathname: string): void {
  const page = PAGES.find((p) => p.screen && p.path === pathname);
  if (!page || !storage.token()) return;
  const key = page.key;
  preloadPageScreen(key);
  if (LIVE_PAGES.has(key)) warmUpLiveFeed();
  if (LIVE_MAP_PAGES.has(key)) {
    clientConfigOnce().catch(() => undefined);
    loadMaplibre().catch(() => undefined);
    prestartClusterWorker();
  }
}
