import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_POLL_MS, type TNotice } from '@fleet/contracts';
import { api } from '@/lib/api';

export const NOTICES_QUERY_KEY = ['notices'] as const;

type TNoticeList = { data: TNotice[]; total: number };

/** Unseen notices for the bell badge, polled every 15 s (spec 9). */
export function useNoticeCount(enabled: boolean) {
  return useQuery({
    queryKey: [...NOTICES_QUERY_KEY, 'count'],
    queryFn: async () =>
      (await api.post<{ data: { noti_tag_number: number } }>('/warehouse/get_noti_tag_number')).data
        .noti_tag_number,
    refetchInterval: NOTICE_POLL_MS,
    enabled,
  });
}

/** The newest `limit` notices, newest first. */
export function useNoticeList(limit: number, enabled = true) {
  return useQuery({
    queryKey: [...NOTICES_QUERY_KEY, 'list', limit],
    queryFn: () => api.post<TNoticeList>('/warehouse/notification_list', { limit }),
    enabled,
  });
}

/** Opening the bell marks everything seen, then the list and the count are fetched anew. */
export function useMarkNoticesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/warehouse/update_last_noti_date'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTICES_QUERY_KEY }),
  });
}
