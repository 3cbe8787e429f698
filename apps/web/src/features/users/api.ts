import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountRequest,
  TCreateUserRequest,
  TRole,
  TSessionUser,
  TUpdateUserRequest,
} from '@fleet/contracts';
import { api } from '@/lib/api';
import { rolesApiPath } from '@/lib/client-config';
import type { TUserListFilter } from './lib/user-list-filter';

export type TUserRow = TSessionUser & { created_at: string };

interface TEnvelope<T> {
  data: T;
}

interface TSubjectList {
  users: { username: string; fullname: string; role: string; role_name: string }[];
  roles: TRole[];
}

const keys = {
  all: ['users'] as const,
  list: (filter: TUserListFilter) => ['users', 'list', filter] as const,
  roles: ['users', 'roles'] as const,
  requests: ['users', 'account-requests'] as const,
};

export function useUserList(filter: TUserListFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: async () => (await api.post<TEnvelope<TUserRow[]>>('/api/user/list', filter)).data,
    placeholderData: (previous) => previous,
  });
}

/** Roles for the role select; the same list role management edits. */
export function useRoleOptions() {
  return useQuery({
    queryKey: keys.roles,
    queryFn: async () =>
      (await api.post<TEnvelope<TSubjectList>>(await rolesApiPath('get_list_users'), {})).data
        .roles,
    staleTime: 60_000,
    retry: false,
  });
}

/** Reloads every user list (spec 4: saving or closing the form reloads the list). */
export function useReloadUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useCreateUser() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: async (body: TCreateUserRequest) =>
      (await api.post<TEnvelope<TSessionUser>>('/user/create', body)).data,
    onSuccess: reload,
  });
}

export function useUpdateUser() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: async (body: TUpdateUserRequest) =>
      (await api.put<TEnvelope<TSessionUser>>('/user/update_info', body)).data,
    onSuccess: reload,
  });
}

export function useDeleteUser() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (username: string) =>
      api.del<TEnvelope<{ ok: true }>>('/user/delete', { username }),
    onSuccess: reload,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { username: string; new_password: string }) =>
      api.put<TEnvelope<{ ok: true }>>('/user/reset_password', body),
  });
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return (await api.upload<TEnvelope<{ avatar: string }>>('/api/user/avatar', form)).data
        .avatar;
    },
  });
}

export function useAccountRequests() {
  return useQuery({
    queryKey: keys.requests,
    queryFn: async () =>
      (await api.post<TEnvelope<TAccountRequest[]>>('/api/account-requests/list', {})).data,
  });
}

export function useApproveRequest() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: async (body: { id: number; username: string; password: string; role: string }) =>
      (await api.post<TEnvelope<TSessionUser>>('/api/account-requests/approve', body)).data,
    onSuccess: reload,
  });
}

export function useRejectRequest() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<TEnvelope<{ ok: true }>>('/api/account-requests/reject', { id }),
    onSuccess: reload,
  });
}
