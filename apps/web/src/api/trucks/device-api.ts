import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { truckKeys } from '.';

export const deviceKeys = {
  unknown: ['devices', 'unknown'] as const,
};

/**
 * Devices that sent data but belong to no truck. Admin only: the server refuses everyone
 * else, so the page asks only for admins.
 */
export function useUnknownDevices(enabled: boolean) {
  return useQuery({
    queryKey: deviceKeys.unknown,
    queryFn: async () => (await call(ENDPOINTS.unknownDevices)).data,
    enabled,
    // A device that starts sending shows up without reloading the page.
    refetchInterval: 30_000,
  });
}

/** Gives a truck the device id; the device leaves the unknown list, the truck list shows it. */
export function useAttachDevice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { device_id: string; truck_id: number }) =>
      (await call(ENDPOINTS.attachDevice, body)).data,
    // Also after a failure: a 404 means the truck is gone, a 409 that the lists are stale.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: deviceKeys.unknown }),
        client.invalidateQueries({ queryKey: truckKeys.all }),
      ]),
  });
}

/** Creates or rotates the batch key of a device; the answer is the only time it is shown. */
export function useRotateDeviceKey() {
  return useMutation({
    mutationFn: async (deviceId: string) =>
      (await call(ENDPOINTS.deviceKey, { device_id: deviceId })).data,
  });
}
