import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type TAnswerOf, type TMarkStopRequest } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { requestKey } from '@/lib/request-key';

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

const TRIPS_KEY = ['driver-app', 'trips'] as const;
type TDriverTrips = TAnswerOf<typeof ENDPOINTS.driverTrips>['data'];

/** Today's planned trips of the driver's truck (GET /api/driver/trips), each minute. */
export function useDriverTrips() {
  return useQuery({
    queryKey: TRIPS_KEY,
    queryFn: async () => (await call(ENDPOINTS.driverTrips)).data,
    refetchInterval: 60_000,
  });
}

/** "Arrived" / "delivered" at a stop (POST /api/driver/stops/mark), with a key made once per mark. */
export function useMarkStop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mark: Omit<TMarkStopRequest, 'request_key'>) =>
      (await call(ENDPOINTS.markTripStop, { ...mark, request_key: requestKey() })).data,
    onSuccess: (trip) =>
      queryClient.setQueryData(
        TRIPS_KEY,
        (today: TDriverTrips | undefined) =>
          today && { ...today, trips: today.trips.map((t) => (t.id === trip.id ? trip : t)) },
      ),
  });
}
