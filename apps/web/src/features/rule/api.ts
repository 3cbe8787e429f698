import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateRuleRequest, TEditRuleRequest, TRule } from '@fleet/contracts';
import { api } from '@/lib/api';

interface TEnvelope<T> {
  data: T;
}

const keys = { all: ['rules'] as const, list: (plate: string) => ['rules', plate] as const };

/** POST /truck_info/get_rules, with `plate` only when given. */
export function useRuleList(plate: string) {
  return useQuery({
    queryKey: keys.list(plate),
    queryFn: async () =>
      (await api.post<TEnvelope<TRule[]>>('/truck_info/get_rules', plate ? { plate } : {})).data,
    placeholderData: (previous) => previous,
  });
}

function useReload() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useAddRule() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: TCreateRuleRequest) =>
      (await api.post<TEnvelope<TRule[]>>('/truck_info/add_rule', body)).data,
    onSuccess: reload,
  });
}

export function useEditRule() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: TEditRuleRequest) =>
      (await api.put<TEnvelope<TRule[]>>('/truck_info/edit_rule', body)).data,
    onSuccess: reload,
  });
}

export function useRecordService() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: { id: number; plate: string }) =>
      (await api.post<TEnvelope<TRule[]>>('/api/rules/record_service', body)).data,
    onSuccess: reload,
  });
}

/** Spec 4: after the server deletes, the local list drops those rules (then refreshes). */
export function useDeleteRules() {
  const client = useQueryClient();
  const reload = useReload();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await api.post<TEnvelope<{ deleted: number }>>('/truck_info/delete_rules', { data: ids }))
        .data,
    onSuccess: (_result, ids) => {
      client.setQueriesData<TRule[]>({ queryKey: keys.all }, (old) =>
        old?.filter((rule) => !ids.includes(rule.id)),
      );
      return reload();
    },
  });
}
