import { useQuery } from '@tanstack/react-query';
import type { TCurrentDriverRow, TWarningTodayCounts } from '@fleet/contracts';
import { api } from '@/lib/api';

interface TEnvelope<T> {
  data: T;
}

/** Today's driving per driver (POST /driver_report/get_current_list), each minute. */
export function useDriverTimes() {
  return useQuery({
    queryKey: ['overview', 'driver-time'],
    queryFn: async () =>
      (await api.post<TEnvelope<TCurrentDriverRow[]>>('/driver_report/get_current_list', {})).data,
    refetchInterval: 60_000,
  });
}

/** Today's warnings by kind, of the trucks the user may see (each minute). */
export function useWarningCountsToday(enabled: boolean) {
  return useQuery({
    queryKey: ['overview', 'warnings-today'],
    queryFn: async () =>
      (await api.post<TEnvelope<TWarningTodayCounts>>('/api/warnings/today_counts', {})).data,
    refetchInterval: 60_000,
    enabled,
  });
}
