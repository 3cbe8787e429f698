import { useQuery } from '@tanstack/react-query';
import type { TLiveStream, TLiveStreamKey } from '@fleet/contracts';
import { api } from '@/lib/api';

interface TEnvelope<T> {
  data: T;
}

export interface TLiveChannel {
  truck_id: number;
  channel: number;
  name: string;
}

export function useLiveChannels() {
  return useQuery({
    queryKey: ['live-camera', 'channels'],
    queryFn: async () =>
      (await api.post<TEnvelope<TLiveChannel[]>>('/api/live-camera/channels')).data,
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
    queryFn: async () =>
      (await api.post<TEnvelope<TLiveStream[]>>('/api/live-camera/streams', { streams: keys }))
        .data,
    refetchInterval: (query) =>
      query.state.data?.some((s) => s.state === 'connecting') ? 500 : 10_000,
    refetchIntervalInBackground: true,
  });
}
