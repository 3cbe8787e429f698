import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

/** Today's driving per driver (POST /driver_report/get_current_list), each minute. */
export function useDriverTimes() {
  return useQuery({
    queryKey: ['overview', 'driver-time'],
    queryFn: async () => (await call(ENDPOINTS.currentDriving, {})).data,
    refetchInterval: 60_000,
  });
}

/** Today's warnings by kind, of the trucks the user may see (each minute). */
export function useWarningCountsToday(enabled: boolean) {
  return useQuery({
    queryKey: ['overview', 'warnings-today'],
    queryFn: async () => (await call(ENDPOINTS.warningTodayCounts, {})).data,
    refetchInterval: 60_000,
    enabled,
  });
}
