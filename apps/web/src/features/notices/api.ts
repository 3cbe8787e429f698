import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, NOTICE_POLL_MS } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

export const NOTICES_QUERY_KEY = ['notices'] as const;

/** Unseen notices for the bell badge, polled every 15 s (spec 9). */
export function useNoticeCount(enabled: boolean) {
  return useQuery({
    queryKey: [...NOTICES_QUERY_KEY, 'count'],
    queryFn: async () => (await call(ENDPOINTS.noticeCount)).data.noti_tag_number,
    refetchInterval: NOTICE_POLL_MS,
    enabled,
  });
}

/** The newest `limit` notices, newest first. */
export function useNoticeList(limit: number, enabled = true) {
  return useQuery({
    queryKey: [...NOTICES_QUERY_KEY, 'list', limit],
    queryFn: () => call(ENDPOINTS.noticeList, { limit }),
    enabled,
  });
}

/** Opening the bell marks everything seen, then the list and the count are fetched anew. */
export function useMarkNoticesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(ENDPOINTS.markNoticesSeen),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY }),
  });
}
