import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TAnswerOf,
  type TMarkStopRequest,
  type TTripPlanStop,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { requestKey } from '@/lib/request-key';
import { queuedMarks, queueMark, sendQueuedMarks } from './lib/mark-queue';
import { queuedPhotos, queuePhoto, sendQueuedPhotos } from './lib/photo-queue';
import { phonePosition, shrinkPhoto } from './lib/shrink-photo';

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

const QUEUED_KEY = ['driver-app', 'queued-marks'] as const;

/** Marks made on this phone and not yet taken by the server. */
export function useQueuedMarks() {
  return useQuery({ queryKey: QUEUED_KEY, queryFn: queuedMarks, networkMode: 'always' });
}

const QUEUED_PHOTOS_KEY = ['driver-app', 'queued-photos'] as const;

/** Proof-of-delivery photos taken on this phone and not yet taken by the server. */
export function useQueuedPhotos() {
  return useQuery({
    queryKey: QUEUED_PHOTOS_KEY,
    queryFn: async () =>
      (await queuedPhotos()).map(({ request_key, trip_id, stop }) => ({
        request_key,
        trip_id,
        stop,
      })),
    networkMode: 'always',
  });
}

/** Sends what waits (marks, then photos), now and whenever the phone is back online. */
export function useMarkSender() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    let marksSent = 0;
    await sendQueuedMarks(
      (trip) => {
        marksSent += 1;
        queryClient.setQueryData(
          TRIPS_KEY,
          (today: TDriverTrips | undefined) =>
            today && { ...today, trips: today.trips.map((t) => (t.id === trip.id ? trip : t)) },
        );
      },
      (error) => console.warn('A mark was refused by the server', error),
    );
    await queryClient.invalidateQueries({ queryKey: QUEUED_KEY });
    let photosSent = 0;
    await sendQueuedPhotos(
      () => (photosSent += 1),
      (error) => console.warn('A photo was refused by the server', error),
    );
    await queryClient.invalidateQueries({ queryKey: QUEUED_PHOTOS_KEY });
    // The trips again from the server: they count each stop's photos, and a list asked for
    // before a mark was taken (the app opening with marks waiting) must not answer after it
    // and put back the trip without its mark.
    if (marksSent + photosSent > 0) await queryClient.invalidateQueries({ queryKey: TRIPS_KEY });
  }, [queryClient]);
}

/**
 * A proof-of-delivery photo of a stop: made smaller on the phone, with where the phone is and
 * when it was taken, kept on the phone with a key made once, then sent
 * (POST /api/driver/stops/photo); offline it waits for the connection.
 */
export function useStopPhoto() {
  const queryClient = useQueryClient();
  const send = useMarkSender();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (input: { trip_id: number; stop: TTripPlanStop; file: File }) => {
      const at = new Date().toISOString();
      const [photo, position] = await Promise.all([shrinkPhoto(input.file), phonePosition()]);
      await queuePhoto({
        request_key: requestKey(),
        trip_id: input.trip_id,
        stop: input.stop,
        at,
        lat: position?.lat ?? null,
        lon: position?.lon ?? null,
        photo,
      });
      await queryClient.invalidateQueries({ queryKey: QUEUED_PHOTOS_KEY });
      await send();
    },
  });
}

/**
 * "Arrived" / "delivered" at a stop: kept on the phone with a key made once and the time it
 * was made, then sent (POST /api/driver/stops/mark); offline it waits for the connection.
 */
export function useMarkStop() {
  const queryClient = useQueryClient();
  const send = useMarkSender();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (mark: Omit<TMarkStopRequest, 'request_key' | 'at'>) => {
      await queueMark({ ...mark, request_key: requestKey(), at: new Date().toISOString() });
      await queryClient.invalidateQueries({ queryKey: QUEUED_KEY });
      await send();
    },
  });
}
