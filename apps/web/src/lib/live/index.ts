/** Live truck positions: the shared store, the hooks that read it, the connection chip. */
export { LiveTruckStore, type TStatusCounts } from './live-store';
export type { TLiveConnectionState } from './live-connection';
export type { TLiveStatus } from './live-feed';
export { useLiveTrucks, useStoreSize, useStoreValue, useStoreVersion } from './use-live';
export { LiveIndicator } from './live-indicator';
