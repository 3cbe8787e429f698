import { useMutation, useQuery } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TDevicePlaybackControlRequest,
  type TDevicePlaybackRequest,
  type TDeviceRecordingListRequest,
  type TImageListRequest,
  type TRecordClipRequest,
  type TVideoListRequest,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

/** POST /etracking/get_list_by_date; nothing is asked until there is a query. */
export function useVideos(query: TVideoListRequest | null) {
  return useQuery({
    queryKey: ['media', 'videos', query] as const,
    queryFn: async () => (await call(ENDPOINTS.videoList, query!)).data,
    enabled: query !== null,
    // Links in the answer are signed for an hour; ask again well before they expire.
    staleTime: 10 * 60_000,
  });
}

/** POST /image/get_list; `refreshMs` asks again that often (photos on their way). */
export function useImages(query: TImageListRequest | null, refreshMs: number | false = false) {
  return useQuery({
    queryKey: ['media', 'images', query] as const,
    queryFn: async () => (await call(ENDPOINTS.imageList, query!)).data,
    enabled: query !== null,
    staleTime: 10 * 60_000,
    refetchInterval: refreshMs,
    // Never while the tab is hidden: nobody is looking for the new photos.
    refetchIntervalInBackground: false,
  });
}

/** POST /api/media/record: a clip of the camera's live source, recorded by the server. */
export function useRecordClip() {
  return useMutation({
    mutationFn: async (body: TRecordClipRequest) => (await call(ENDPOINTS.recordVideo, body)).data,
  });
}

/**
 * POST /api/media/device-recordings: what a dashcam camera keeps on its SD card (the device
 * is asked each time, so no retry: a silent dashcam already took its time to answer).
 */
export function useDeviceRecordings(query: TDeviceRecordingListRequest | null) {
  return useQuery({
    queryKey: ['media', 'device-recordings', query] as const,
    queryFn: async () => (await call(ENDPOINTS.deviceRecordings, query!)).data,
    enabled: query !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/** POST /api/media/device-playbacks: the dashcam plays a recording back to the server. */
export async function startDevicePlayback(body: TDevicePlaybackRequest) {
  return (await call(ENDPOINTS.startDevicePlayback, body)).data;
}

/** GET /api/media/device-playbacks/:id every 2 s: its state, and it keeps the playback open. */
export function useDevicePlayback(id: string | null) {
  return useQuery({
    queryKey: ['media', 'device-playback', id] as const,
    queryFn: async () =>
      (await call(ENDPOINTS.devicePlayback, undefined, { params: { id: id! } })).data,
    enabled: id !== null,
    refetchInterval: 2000,
    retry: false,
  });
}

/** Pause, resume or seek (0x9202 to the dashcam). */
export function useControlDevicePlayback(id: string) {
  return useMutation({
    mutationFn: async (body: TDevicePlaybackControlRequest) =>
      (await call(ENDPOINTS.controlDevicePlayback, body, { params: { id } })).data,
  });
}

/** Ends the playback (the dashcam is told to stop). */
export async function stopDevicePlayback(id: string) {
  await call(ENDPOINTS.stopDevicePlayback, undefined, { params: { id } });
}

/** Keeps what was played as a clip of the video history. */
export function useSaveDevicePlayback(id: string) {
  return useMutation({
    mutationFn: async () =>
      (await call(ENDPOINTS.saveDevicePlayback, undefined, { params: { id } })).data,
  });
}
