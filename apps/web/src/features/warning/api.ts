import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAlarmAttachment, TWarning, TWarningListRequest } from '@fleet/contracts';
import { api } from '@/lib/api';

interface TEnvelope<T> {
  data: T;
}

export type TWarningFilter = NonNullable<TWarningListRequest>;

const keys = {
  all: ['warnings'] as const,
  list: (filter: TWarningFilter) => ['warnings', filter] as const,
};

/** POST /canh_bao/list_canh_bao with only the filters given (spec 5). */
export function useWarningList(filter: TWarningFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: async () =>
      (await api.post<TEnvelope<TWarning[]>>('/canh_bao/list_canh_bao', filter)).data,
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
    mutationFn: async ({ id, form }: { id: number | null; form: FormData }) =>
      (
        await api.upload<TEnvelope<TWarning>>(
          id === null ? '/canh_bao/tao_canh_bao' : '/canh_bao/cap_nhat',
          form,
        )
      ).data,
    onSuccess: reload,
  });
}

export function useChangeWarningStatus() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: { id_canh_bao: number; status: TWarning['status'] }) =>
      (await api.post<TEnvelope<TWarning>>('/canh_bao/cap_nhat', body)).data,
    onSuccess: reload,
  });
}

/** Spec 4: deleting a warning refetches the list. */
export function useDeleteWarning() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await api.post<TEnvelope<{ deleted: number }>>('/canh_bao/xoa_canh_bao', {
          id_canh_bao: id,
        })
      ).data,
    onSuccess: reload,
  });
}

/** GET /api/warnings/:id/attachments: the dashcam's files of the warning's alarm. */
export function useWarningAttachments(warningId: number) {
  return useQuery({
    queryKey: ['warnings', warningId, 'attachments'] as const,
    queryFn: async () =>
      (await api.get<TEnvelope<TAlarmAttachment[]>>(`/api/warnings/${warningId}/attachments`)).data,
  });
}
