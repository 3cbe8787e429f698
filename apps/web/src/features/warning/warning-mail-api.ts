import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TWarningMailSettings } from '@fleet/contracts';
import { api } from '@/lib/api';

const KEY = ['warning-mail-settings'] as const;

/** The kinds of system warning that are mailed to the notification list. */
export function useWarningMailSettings(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    enabled,
    queryFn: async () =>
      (await api.post<{ data: TWarningMailSettings }>('/api/warnings/mail_settings')).data,
  });
}

export function useSaveWarningMailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TWarningMailSettings) =>
      (await api.put<{ data: TWarningMailSettings }>('/api/warnings/mail_settings', settings)).data,
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}
