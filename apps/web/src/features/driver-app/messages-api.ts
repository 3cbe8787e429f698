import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { requestKey } from '@/lib/request-key';
import { queuedMessages, queueMessage, sendQueuedMessages } from './lib/message-queue';

const THREAD_KEY = ['driver-app', 'messages'] as const;
const WAITING_KEY = ['driver-app', 'waiting-messages'] as const;

/**
 * The driver's thread with the office (GET /api/driver/messages): new messages every few
 * seconds while the app is visible, none while it is hidden.
 */
export function useDriverThread() {
  return useQuery({
    queryKey: THREAD_KEY,
    queryFn: async () => (await call(ENDPOINTS.driverThread)).data,
    refetchInterval: 5_000,
  });
}

/** Messages typed on this phone and not yet taken by the server. */
export function useWaitingMessages() {
  return useQuery({ queryKey: WAITING_KEY, queryFn: queuedMessages, networkMode: 'always' });
}

/** Sends what waits: now, and whenever the phone is back online. */
export function useMessageSender() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await sendQueuedMessages(
      () => void queryClient.invalidateQueries({ queryKey: THREAD_KEY }),
      (error) => console.warn('A message was refused by the server', error),
    );
    await queryClient.invalidateQueries({ queryKey: WAITING_KEY });
  }, [queryClient]);
}

/** A message to the office: kept on the phone with a key made once, then sent. */
export function useSendDriverMessage() {
  const queryClient = useQueryClient();
  const send = useMessageSender();
  return useMutation({
    networkMode: 'always',
    mutationFn: async (message: { thread_id: number; text: string }) => {
      await queueMessage({
        ...message,
        request_key: requestKey(),
        queued_at: new Date().toISOString(),
      });
      await queryClient.invalidateQueries({ queryKey: WAITING_KEY });
      await send();
    },
  });
}

/** POST /api/driver/messages/read: the office's messages up to one are read. */
export function useReadDriverThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { thread_id: number; up_to_id: number }) =>
      call(ENDPOINTS.readDriverThread, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: THREAD_KEY }),
  });
}
