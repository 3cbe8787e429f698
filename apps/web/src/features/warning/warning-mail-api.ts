import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TSaveAlertChannelRequest,
  type TWarningMailSettings,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

const KEY = ['warning-mail-settings'] as const;

/** The kinds of system warning that are mailed to the notification list. */
export function useWarningMailSettings(enabled: boolean) {
  return useQuery({
    queryKey: KEY,
    enabled,
    queryFn: async () => (await call(ENDPOINTS.warningMailSettings)).data,
  });
}

export function useSaveWarningMailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TWarningMailSettings) =>
      (await call(ENDPOINTS.saveWarningMailSettings, settings)).data,
    onSuccess: (saved) => client.setQueryData(KEY, saved),
  });
}

const DELIVERIES = ['alert-deliveries'] as const;

/** Alert messages that wait for their next try or were given up (admins). */
export function useUnsentAlerts(enabled: boolean) {
  return useQuery({
    queryKey: DELIVERIES,
    enabled,
    queryFn: async () => (await call(ENDPOINTS.alertDeliveryList)).data,
  });
}

export function useSendAlertsAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => (await call(ENDPOINTS.sendAlertsAgain, { ids })).data,
    onSettled: () => client.invalidateQueries({ queryKey: DELIVERIES }),
  });
}

const CHANNELS = ['alert-channel-settings'] as const;

/** Settings of the Zalo and SMS alert channels (admins); secrets only as set or not. */
export function useAlertChannelSettings(enabled: boolean) {
  return useQuery({
    queryKey: CHANNELS,
    enabled,
    queryFn: async () => (await call(ENDPOINTS.alertChannelSettings)).data,
  });
}

export function useSaveAlertChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSaveAlertChannelRequest) =>
      (await call(ENDPOINTS.saveAlertChannel, request)).data,
    onSuccess: (saved) => client.setQueryData(CHANNELS, saved),
  });
}
