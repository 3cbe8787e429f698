import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TCamera,
  type TCameraPosition,
  type TCameraSourceKind,
  type TSaveCamerasRequest,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

export interface TCameraDraft {
  channel: number;
  name: string;
  position: TCameraPosition;
  /** A URL, or the channel of the truck's JT/T 808 dashcam (JT/T 1078). */
  source_kind: TCameraSourceKind;
  source_url: string;
  /** The stored URL has credentials the browser never saw. */
  has_credentials: boolean;
}

const draftOf = (camera: TCamera): TCameraDraft => ({
  channel: camera.channel,
  name: camera.name,
  position: camera.position,
  source_kind: camera.source_kind,
  source_url: camera.source_url ?? '',
  has_credentials: camera.has_credentials,
});

export const requestOf = (truckId: number, rows: TCameraDraft[]): TSaveCamerasRequest => ({
  truck_id: truckId,
  cameras: rows.map((row) => ({
    channel: row.channel,
    name: row.name.trim(),
    position: row.position,
    source_kind: row.source_kind,
    // A dashcam channel has no URL: whatever was typed before the switch is not sent.
    source_url: row.source_kind === 'url' ? row.source_url.trim() : '',
    keep_credentials: row.source_kind === 'url' && row.has_credentials,
  })),
});

/**
 * The truck's camera count once these channels are saved: it covers the highest channel, as
 * the server keeps it, so the count field and the camera list never disagree.
 */
export const cameraCountWith = (count: number, rows: TCameraDraft[]) =>
  Math.max(Number.isFinite(count) ? count : 0, ...rows.map((row) => row.channel));

/**
 * The cameras of a truck being edited (POST /api/trucks/cameras/list and /save): loaded
 * once, edited as a draft, saved with the truck.
 */
export function useCameraDraft(truckId: number | null) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: ['truck-cameras', truckId] as const,
    queryFn: async () => (await call(ENDPOINTS.truckCameras, { truck_id: truckId! })).data,
    enabled: truckId !== null,
  });
  const [rows, setRows] = useState<TCameraDraft[] | null>(null);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (list.data && rows === null) setRows(list.data.map(draftOf));
  }, [list.data, rows]);
  const save = useMutation({
    mutationFn: async (body: TSaveCamerasRequest) =>
      (await call(ENDPOINTS.saveTruckCameras, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: ['truck-cameras', truckId] }),
  });
  return {
    list,
    rows: rows ?? [],
    dirty,
    change(next: TCameraDraft[]) {
      setRows(next);
      setDirty(true);
    },
    save,
  };
}

export type TCameraDraftState = ReturnType<typeof useCameraDraft>;
