import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TImage,
  TImageListRequest,
  TRecordClipRequest,
  TVideo,
  TVideoListRequest,
} from '@fleet/contracts';
import { api } from '@/lib/api';

interface TEnvelope<T> {
  data: T;
}

/** POST /etracking/get_list_by_date; nothing is asked until there is a query. */
export function useVideos(query: TVideoListRequest | null) {
  return useQuery({
    queryKey: ['media', 'videos', query] as const,
    queryFn: async () =>
      (await api.post<TEnvelope<TVideo[]>>('/etracking/get_list_by_date', query)).data,
    enabled: query !== null,
    // Links in the answer are signed for an hour; ask again well before they expire.
    staleTime: 10 * 60_000,
  });
}

/** POST /image/get_list; `refreshMs` asks again that often (photos on their way). */
export function useImages(query: TImageListRequest | null, refreshMs: number | false = false) {
  return useQuery({
    queryKey: ['media', 'images', query] as const,
    queryFn: async () => (await api.post<TEnvelope<TImage[]>>('/image/get_list', query)).data,
    enabled: query !== null,
    staleTime: 10 * 60_000,
    refetchInterval: refreshMs,
  });
}

/** POST /api/media/record: a clip of the camera's live source, recorded by the server. */
export function useRecordClip() {
  return useMutation({
    mutationFn: async (body: TRecordClipRequest) =>
      (await api.post<TEnvelope<{ id: number }>>('/api/media/record', body)).data,
  });
}
