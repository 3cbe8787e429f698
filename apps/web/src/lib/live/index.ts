/** Live truck positions: the shared store, the hooks that read it, the connection chip. */
export { LiveTruckStore, type TStatusCounts } from './live-store';
export type { TLiveConnectionState } from './live-connection';
import { liveFeed } from './live-feed';
export type { TLiveStatus } from './live-feed';
export { useLiveTrucks, useStoreSize, useStoreValue, useStoreVersion } from './use-live';
export { LiveIndicator } from './live-indicator';

/** Opens the live feed ahead of a screen that will read it (app/early-start.ts). */
export const warmUpLiveFeed = (): void => liveFeed.warmUp();
