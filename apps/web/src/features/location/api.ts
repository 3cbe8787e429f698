import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type MARKER_EXPORT_FORMATS,
  type TAnswerOf,
  type TCreateMarkerRequest,
  type TMarkerType,
} from '@fleet/contracts';
import { api } from '@/lib/api';
import { saveFileAnswer } from '@/lib/download';
import { call } from '@/lib/endpoint-call';

/** What the upload answers (the import route's response schema). */
type TImportMarkersAnswer = TAnswerOf<typeof ENDPOINTS.importMarkers>;

export type TMarkerExportFormat = (typeof MARKER_EXPORT_FORMATS)[number];
export type TMarkerFilter = { search?: string; type?: TMarkerType };
export type TUpdateMarkerRequest = Partial<TCreateMarkerRequest> & { id: number };

const keys = {
  all: ['markers'] as const,
  list: (filter: TMarkerFilter) => ['markers', 'list', filter] as const,
};

/** POST /marker/get_all_list; with no filter, every point (the map layer). */
export function useMarkerList(filter: TMarkerFilter = {}) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: async () => (await call(ENDPOINTS.markerList, filter)).data,
    placeholderData: (previous) => previous,
  });
}

function useReloadMarkers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useCreateMarker() {
  const reload = useReloadMarkers();
  return useMutation({
    mutationFn: async (body: TCreateMarkerRequest) =>
      (await call(ENDPOINTS.createMarker, body)).data,
    onSuccess: reload,
  });
}

export function useUpdateMarker() {
  const reload = useReloadMarkers();
  return useMutation({
    mutationFn: async (body: TUpdateMarkerRequest) =>
      (await call(ENDPOINTS.updateMarker, body)).data,
    onSuccess: reload,
  });
}

export function useDeleteMarkers() {
  const reload = useReloadMarkers();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await call(ENDPOINTS.deleteMarkers, { list_coor: ids })).data.deleted,
    onSuccess: reload,
  });
}

export function useImportMarkers() {
  const reload = useReloadMarkers();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress?: (f: number) => void }) => {
      const form = new FormData();
      form.append('uploaded_file', file);
      const path = ENDPOINTS.importMarkers.path;
      return (await api.upload<TImportMarkersAnswer>(path, form, onProgress)).data.imported;
    },
    onSuccess: reload,
  });
}

/**
 * The address of a position (rounded by `addressCell`), in the user's language. Live deltas
 * carry no address, so the selected or hovered truck asks for its current one; a failure
 * leaves the address line out (the position is still shown).
 */
export function useReverseAddress(cell: { lat: number; lon: number } | null, language: string) {
  return useQuery({
    queryKey: ['geocode', 'reverse', cell?.lat, cell?.lon, language],
    queryFn: async () => (await call(ENDPOINTS.reverseGeocode, cell!)).data.address,
    enabled: cell !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** POST /api/markers/export: the server builds the file, the browser saves it. */
export function useExportMarkers() {
  return useMutation({
    mutationFn: ({ format, fileName }: { format: TMarkerExportFormat; fileName: string }) =>
      saveFileAnswer(
        ENDPOINTS.exportMarkers.method,
        ENDPOINTS.exportMarkers.path,
        { format },
        `${fileName}.${format}`,
      ),
  });
}
