import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@fleet/contracts';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/endpoint-call';
import { requestKey } from '@/lib/request-key';

const threadKey = (plate: string) => ['driver-messages', plate] as const;

/**
 * The thread of a truck's driver (POST /api/driver-messages/thread; the "driver-messages"
 * grant). New messages are fetched every few seconds while the thread is open and the page
 * is visible, less often for the unread count on the card; never while the tab is hidden.
 */
export function useTruckThread(plate: string, enabled: boolean, open: boolean) {
  return useQuery({
    queryKey: threadKey(plate),
    queryFn: async () => (await call(ENDPOINTS.truckThread, { truck_plate: plate })).data,
    enabled,
    refetchInterval: open ? 4_000 : 30_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

/** POST /api/driver-messages/send: one message, with a key made once for it. */
export function useSendTruckMessage(plate: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      (
        await call(ENDPOINTS.sendTruckMessage, {
          truck_plate: plate,
          text,
          request_key: requestKey(),
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKey(plate) }),
  });
}

/** POST /api/driver-messages/read: the driver's messages up to one are read. */
export function useReadTruckThread(plate: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (upToId: number) =>
      call(ENDPOINTS.readTruckThread, { truck_plate: plate, up_to_id: upToId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadKey(plate) }),
  });
}
