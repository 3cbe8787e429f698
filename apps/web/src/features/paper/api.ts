import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type TPaper } from '@fleet/contracts';
import { api } from '@/lib/api';
import { call, checkedAnswer } from '@/lib/endpoint-call';

export type TPaperKind = 'truck' | 'driver';
const keys = {
  all: ['papers'] as const,
  list: (kind: TPaperKind, search: string) => ['papers', kind, search] as const,
};

/** POST /truck_info/get_list_paper: truck papers (by plate) or driver licences (by username). */
export function usePaperList(kind: TPaperKind, search: string) {
  return useQuery({
    queryKey: keys.list(kind, search),
    queryFn: async () => {
      const body = {
        kind,
        ...(search ? (kind === 'truck' ? { plate: search } : { username: search }) : {}),
      };
      return (await call(ENDPOINTS.paperList, body)).data;
    },
    placeholderData: (previous) => previous,
  });
}

export interface TPaperUpload {
  form: FormData;
  /** A paper being edited (PUT edit_paper) rather than added. */
  editing: boolean;
  onProgress: (fraction: number) => void;
}

/** Multipart: the fields and every chosen file (field `files`), with the upload's progress. */
export function useSavePaper() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ form, editing, onProgress }: TPaperUpload) => {
      const endpoint = editing ? ENDPOINTS.editPaper : ENDPOINTS.addPaper;
      const answer = await api.upload(endpoint.path, form, onProgress, endpoint.method);
      return checkedAnswer(endpoint, answer).data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Spec 4: after the server deletes, the local list drops those papers. */
export function useDeletePapers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => (await call(ENDPOINTS.deletePaper, { data: ids })).data,
    onSuccess: (_result, ids) => {
      client.setQueriesData<TPaper[]>({ queryKey: keys.all }, (old) =>
        old?.filter((paper) => !ids.includes(paper.id)),
      );
      return client.invalidateQueries({ queryKey: keys.all });
    },
  });
}
