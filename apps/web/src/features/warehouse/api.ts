import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TSaveWarehouseChannelRequest,
  type TWarehouseVideoListRequest,
  type TWarehouseVideoListResponse,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

export const warehouseKeys = {
  channels: ['warehouse', 'channels'] as const,
  videos: (request: TWarehouseVideoListRequest | null) => ['warehouse', 'videos', request] as const,
  emails: ['warehouse', 'emails'] as const,
};

export function useWarehouseChannels() {
  return useQuery({
    queryKey: warehouseKeys.channels,
    queryFn: async () => (await call(ENDPOINTS.warehouseChannelsOfUser)).data,
  });
}

const running = (list: TWarehouseVideoListResponse | undefined) =>
  list?.data.some((v) => v.status === 'pending' || v.status === 'downloading') ?? false;

/**
 * The videos of a channel and range; asking queues the missing downloads on the server.
 * While any video is waiting or downloading the list refreshes every 3 s.
 */
export function useWarehouseVideos(request: TWarehouseVideoListRequest | null) {
  return useQuery({
    queryKey: warehouseKeys.videos(request),
    enabled: request !== null,
    queryFn: () => call(ENDPOINTS.warehouseVideos, request!),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (running(query.state.data) ? 3000 : false),
  });
}

export function useRedownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (playbackurl: string) => call(ENDPOINTS.redownloadWarehouseVideo, { playbackurl }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['warehouse', 'videos'] }),
  });
}

export function useMailList() {
  return useQuery({
    queryKey: warehouseKeys.emails,
    queryFn: async () => (await call(ENDPOINTS.warehouseEmails)).data,
  });
}

export function useAddMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => call(ENDPOINTS.addWarehouseEmail, { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.emails }),
  });
}

export function useDeleteMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => call(ENDPOINTS.deleteWarehouseEmail, { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.emails }),
  });
}

const CHANNEL_ADMIN_KEY = ['warehouse', 'channel-admin'] as const;

/** Every NVR channel with its connection settings (admins only). */
export function useChannelAdminList(enabled: boolean) {
  return useQuery({
    queryKey: CHANNEL_ADMIN_KEY,
    enabled,
    queryFn: async () => (await call(ENDPOINTS.warehouseChannels)).data,
  });
}

function useReloadChannels() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: CHANNEL_ADMIN_KEY }),
      client.invalidateQueries({ queryKey: warehouseKeys.channels }),
    ]);
}

export function useSaveChannel() {
  const reload = useReloadChannels();
  return useMutation({
    mutationFn: (body: TSaveWarehouseChannelRequest) => call(ENDPOINTS.saveWarehouseChannel, body),
    onSuccess: reload,
  });
}

export function useDeleteChannel() {
  const reload = useReloadChannels();
  return useMutation({
    mutationFn: (key: { ip: string; channel: number }) =>
      call(ENDPOINTS.deleteWarehouseChannel, key),
    onSuccess: reload,
  });
}
