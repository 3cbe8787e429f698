import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type TWarning, type TWarningListRequest } from '@fleet/contracts';
import { api } from '@/lib/api';
import { call, checkedAnswer } from '@/lib/endpoint-call';

export type TWarningFilter = NonNullable<TWarningListRequest>;

const keys = {
  all: ['warnings'] as const,
  list: (filter: TWarningFilter) => ['warnings', filter] as const,
};

/** POST /canh_bao/list_canh_bao with only the filters given (spec 5). */
export function useWarningList(filter: TWarningFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: async () => (await call(ENDPOINTS.warningList, filter)).data,
    placeholderData: (previous) => previous,
  });
}

function useReload() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

/** Create and update send multipart, so a photo can travel with the fields. */
export function useSaveWarning() {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({ id, form }: { id: number | null; form: FormData }) => {
      const endpoint = id === null ? ENDPOINTS.createWarning : ENDPOINTS.updateWarning;
      return checkedAnswer(endpoint, await api.upload(endpoint.path, form)).data;
    },
    onSuccess: reload,
  });
}

/** The update route reads its fields itself (JSON or multipart), so its record has no body. */
export function useChangeWarningStatus() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: { id_canh_bao: number; status: TWarning['status'] }) =>
      checkedAnswer(ENDPOINTS.updateWarning, await api.post(ENDPOINTS.updateWarning.path, body))
        .data,
    onSuccess: reload,
  });
}

/** Spec 4: deleting a warning refetches the list. */
export function useDeleteWarning() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (id: number) =>
      (await call(ENDPOINTS.deleteWarning, { id_canh_bao: id })).data,
    onSuccess: reload,
  });
}

/** GET /api/warnings/:id/attachments: the dashcam's files of the warning's alarm. */
export function useWarningAttachments(warningId: number) {
  return useQuery({
    queryKey: ['warnings', warningId, 'attachments'] as const,
    queryFn: async () =>
      (await call(ENDPOINTS.warningAttachments, undefined, { params: { id: warningId } })).data,
  });
}
