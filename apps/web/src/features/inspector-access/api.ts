import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  INSPECTOR_ROLE,
  type TCreateInspectorGrantRequest,
  type TInspectorAuditRequest,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { saveFileAnswer } from '@/lib/download';

const KEY = ['inspector-access'] as const;

export function useInspectorGrants() {
  return useQuery({
    queryKey: [...KEY, 'grants'],
    queryFn: async () => (await call(ENDPOINTS.inspectorGrants, {})).data,
  });
}

/** Accounts of the inspector role (those an admin may grant a period). */
export function useInspectorAccounts() {
  return useQuery({
    queryKey: [...KEY, 'accounts'],
    queryFn: async () => (await call(ENDPOINTS.userList, { roles: [INSPECTOR_ROLE] })).data,
  });
}

export function useCreateGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateInspectorGrantRequest) =>
      (await call(ENDPOINTS.createInspectorGrant, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await call(ENDPOINTS.revokeInspectorGrant, { id })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useInspectorAudit(request: NonNullable<TInspectorAuditRequest>) {
  return useQuery({
    queryKey: [...KEY, 'audit', request],
    queryFn: async () => await call(ENDPOINTS.inspectorAudit, request),
    placeholderData: keepPreviousData,
  });
}

export const exportAudit = (request: NonNullable<TInspectorAuditRequest>) =>
  saveFileAnswer(
    ENDPOINTS.exportInspectorAudit.method,
    ENDPOINTS.exportInspectorAudit.path,
    request,
    'inspector-audit.xlsx',
  );
