import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type TLiveStreamKey } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

export function useLiveChannels() {
  return useQuery({
    queryKey: ['live-camera', 'channels'],
    queryFn: async () => (await call(ENDPOINTS.liveCameraChannels)).data,
    staleTime: 60_000,
  });
}

/**
 * Opens the streams of the tiles and keeps them open: asked every half second while one is
 * still connecting, then every 10 s (the server stops a stream 30 s after its last viewer).
 */
export function useLiveStreams(keys: TLiveStreamKey[]) {
  return useQuery({
    queryKey: ['live-camera', 'streams', keys],
    enabled: keys.length > 0,
    queryFn: async () => (await call(ENDPOINTS.liveCameraStreams, { streams: keys })).data,
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.state === 'connecting') ? 500 : 10_000,
    refetchIntervalInBackground: true,
  });
}
