import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_ROLE,
  ENDPOINTS,
  GRANT_TYPES,
  type TGrantType,
  type TResource,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { subjectBody, subjectId, type TSubject } from './lib/subject';

export interface TSubjectUser {
  username: string;
  fullname: string;
  role: string;
  role_name: string;
  role_name_en: string;
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
    queryFn: async () => (await call(ENDPOINTS.roleUsers)).data,
  });
}

export function useAllPages() {
  return useQuery({
    queryKey: keys.pages,
    queryFn: async (): Promise<TPageInfo[]> => (await call(ENDPOINTS.allPages)).data,
    staleTime: Infinity,
  });
}

async function fetchResources(
  body: { role: string } | { username: string },
  type: TGrantType,
): Promise<TResource[]> {
  return (await call(ENDPOINTS.roleResources, { ...body, type })).data;
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

export type TGrantDrafts = Partial<Record<TGrantType, string[]>>;

/**
 * Saves the drafts of every tab at once, type by type, in one action. Each answer is the
 * subject's grants of that type as stored, read back by the server: it replaces the cache and
 * the type's draft is dropped (`onTypeSaved`). If one type fails, the ones before it are
 * saved and shown as saved, the failed one and those after it stay drafts.
 */
export function useSaveGrantDrafts(subject: TSubject) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      drafts: TGrantDrafts;
      onTypeSaved: (type: TGrantType) => void;
    }) => {
      for (const type of GRANT_TYPES) {
        const grantKeys = input.drafts[type];
        if (!grantKeys) continue;
        const saved = (
          await call(ENDPOINTS.addRoleResources, { ...subjectBody(subject), type, keys: grantKeys })
        ).data;
        client.setQueryData(keys.grants(subject, type), saved);
        input.onTypeSaved(type);
      }
    },
    // A role's change shows through on its users' inherited grants; a partial failure leaves
    // the screen to re-read what the server holds.
    onSettled: () =>
      client.invalidateQueries({
        queryKey:
          subject.kind === 'role' ? ['roles', 'grants'] : ['roles', 'grants', subjectId(subject)],
        refetchType: 'active',
      }),
  });
}

export function useCreateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; label_vi: string; label_en?: string }) =>
      (await call(ENDPOINTS.createRole, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.subjects }),
  });
}

export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => call(ENDPOINTS.deleteRole, { name }),
    // Either way the user counts shown may be stale (a refusal means someone holds the role).
    onSettled: () => client.invalidateQueries({ queryKey: keys.subjects }),
  });
}
