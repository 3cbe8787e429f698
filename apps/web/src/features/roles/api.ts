import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_ROLE, type TGrantType, type TResource, type TRole } from '@fleet/contracts';
import { api } from '@/lib/api';
import { rolesApiPath } from '@/lib/client-config';
import { subjectBody, subjectId, type TSubject } from './lib/subject';

interface TEnvelope<T> {
  data: T;
}

export interface TSubjectUser {
  username: string;
  fullname: string;
  role: string;
  role_name: string;
}

export interface TPageInfo {
  key: string;
  path: string;
  group: string | null;
  name_vi: string;
  name_en: string;
}

const keys = {
  subjects: ['roles', 'subjects'] as const,
  pages: ['roles', 'pages'] as const,
  catalog: (type: TGrantType) => ['roles', 'catalog', type] as const,
  grants: (subject: TSubject, type: TGrantType) =>
    ['roles', 'grants', subjectId(subject), type] as const,
};

export function useSubjects() {
  return useQuery({
    queryKey: keys.subjects,
    queryFn: async () =>
      (
        await api.post<TEnvelope<{ users: TSubjectUser[]; roles: TRole[] }>>(
          await rolesApiPath('get_list_users'),
          {},
        )
      ).data,
  });
}

export function useAllPages() {
  return useQuery({
    queryKey: keys.pages,
    queryFn: async () =>
      (await api.post<TEnvelope<TPageInfo[]>>(await rolesApiPath('all_pages'), {})).data,
    staleTime: Infinity,
  });
}

async function fetchResources(body: object, type: TGrantType): Promise<TResource[]> {
  return (
    await api.post<TEnvelope<TResource[]>>(await rolesApiPath('get_resources'), { ...body, type })
  ).data;
}

/** Every truck or channel there is: the admin role holds all of them. */
export function useCatalog(type: 'truck' | 'ip_channel', enabled = true) {
  return useQuery({
    queryKey: keys.catalog(type),
    enabled,
    queryFn: () => fetchResources({ role: ADMIN_ROLE }, type),
  });
}

/** The subject's grants of one type; a user's carry `source` 'role' or 'user'. */
export function useGrants(subject: TSubject, type: TGrantType) {
  return useQuery({
    queryKey: keys.grants(subject, type),
    queryFn: () => fetchResources(subjectBody(subject), type),
  });
}

export function useSaveGrants(subject: TSubject, type: TGrantType) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (grantKeys: string[]) =>
      (
        await api.post<TEnvelope<TResource[]>>(await rolesApiPath('add_resources'), {
          ...subjectBody(subject),
          type,
          keys: grantKeys,
        })
      ).data,
    onSuccess: async (saved) => {
      client.setQueryData(keys.grants(subject, type), saved);
      // A role's change shows through on its users' inherited grants.
      if (subject.kind === 'role') {
        await client.invalidateQueries({ queryKey: ['roles', 'grants'] });
      }
    },
  });
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; label_vi: string; label_en: string }) =>
      (await api.post<TEnvelope<TRole>>(await rolesApiPath('create_role'), body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.subjects }),
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) =>
      api.post<TEnvelope<{ ok: true }>>(await rolesApiPath('delete_role'), { name }),
    // Either way the user counts shown may be stale (a refusal means someone holds the role).
    onSettled: () => client.invalidateQueries({ queryKey: keys.subjects }),
  });
}
