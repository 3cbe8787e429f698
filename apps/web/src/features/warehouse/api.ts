import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TSaveWarehouseChannelRequest,
  TWarehouseChannel,
  TWarehouseChannelAdmin,
  TWarehouseVideo,
  TWarehouseVideoListRequest,
  TWarehouseVideoListResponse,
} from '@fleet/contracts';
import { api } from '@/lib/api';

interface TEnvelope<T> {
  data: T;
}

export const warehouseKeys = {
  channels: ['warehouse', 'channels'] as const,
  videos: (request: TWarehouseVideoListRequest | null) => ['warehouse', 'videos', request] as const,
  emails: ['warehouse', 'emails'] as const,
};

export function useWarehouseChannels() {
  return useQuery({
    queryKey: warehouseKeys.channels,
    queryFn: async () =>
      (await api.post<TEnvelope<TWarehouseChannel[]>>('/warehouse/list_ip_channel')).data,
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
    queryFn: () => api.post<TWarehouseVideoListResponse>('/warehouse/get_list_video', request),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (running(query.state.data) ? 3000 : false),
  });
}

export function useRedownload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (playbackurl: string) =>
      api.post<{ data: TWarehouseVideo; message?: string }>('/warehouse/redownload', {
        playbackurl,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['warehouse', 'videos'] }),
  });
}

export function useMailList() {
  return useQuery({
    queryKey: warehouseKeys.emails,
    queryFn: async () =>
      (await api.post<TEnvelope<{ email: string }[]>>('/warehouse/get_email_list')).data,
  });
}

export function useAddMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post('/warehouse/add_email', { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.emails }),
  });
}

export function useDeleteMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post('/warehouse/delete', { email }),
    onSuccess: () => client.invalidateQueries({ queryKey: warehouseKeys.emails }),
  });
}

const CHANNEL_ADMIN_KEY = ['warehouse', 'channel-admin'] as const;

/** Every NVR channel with its connection settings (admins only). */
export function useChannelAdminList(enabled: boolean) {
  return useQuery({
    queryKey: CHANNEL_ADMIN_KEY,
    enabled,
    queryFn: async () =>
      (await api.post<TEnvelope<TWarehouseChannelAdmin[]>>('/api/warehouse/channels/list')).data,
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
    mutationFn: (body: TSaveWarehouseChannelRequest) =>
      api.post('/api/warehouse/channels/save', body),
    onSuccess: reload,
  });
}

export function useDeleteChannel() {
  const reload = useReloadChannels();
  return useMutation({
    mutationFn: (key: { ip: string; channel: number }) =>
      api.post('/api/warehouse/channels/delete', key),
    onSuccess: reload,
  });
}
