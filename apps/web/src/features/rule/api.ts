import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TCreateRuleRequest,
  type TEditRuleRequest,
  type TRule,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

const keys = { all: ['rules'] as const, list: (plate: string) => ['rules', plate] as const };

/** POST /truck_info/get_rules, with `plate` only when given. */
export function useRuleList(plate: string) {
  return useQuery({
    queryKey: keys.list(plate),
    queryFn: async () => (await call(ENDPOINTS.ruleList, plate ? { plate } : {})).data,
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
    mutationFn: async (body: TCreateRuleRequest) => (await call(ENDPOINTS.addRule, body)).data,
    onSuccess: reload,
  });
}

export function useEditRule() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: TEditRuleRequest) => (await call(ENDPOINTS.editRule, body)).data,
    onSuccess: reload,
  });
}

export function useRecordService() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: { id: number; plate: string }) =>
      (await call(ENDPOINTS.recordService, body)).data,
    onSuccess: reload,
  });
}

/** Spec 4: after the server deletes, the local list drops those rules (then refreshes). */
export function useDeleteRules() {
  const client = useQueryClient();
  const reload = useReload();
  return useMutation({
    mutationFn: async (ids: number[]) => (await call(ENDPOINTS.deleteRules, { data: ids })).data,
    onSuccess: (_result, ids) => {
      client.setQueriesData<TRule[]>({ queryKey: keys.all }, (old) =>
        old?.filter((rule) => !ids.includes(rule.id)),
      );
      return reload();
    },
  });
}
