import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

const NOW_KEY = ['driver-app', 'now'] as const;

/** The driver's truck and driving time (GET /api/driver/now), each minute. */
export function useDriverNow() {
  return useQuery({
    queryKey: NOW_KEY,
    queryFn: async () => (await call(ENDPOINTS.driverNow)).data,
    refetchInterval: 60_000,
  });
}

/** The driver picks one of their assigned trucks (POST /api/driver/truck). */
export function useChooseTruck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (truckId: number) =>
      (await call(ENDPOINTS.chooseDriverTruck, { truck_id: truckId })).data,
    onSuccess: (now) => queryClient.setQueryData(NOW_KEY, now),
  });
}
