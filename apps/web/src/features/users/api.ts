import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TAnswerOf,
  type TCreateUserRequest,
  type TSessionUser,
  type TUpdateUserRequest,
} from '@fleet/contracts';
import { api } from '@/lib/api';
import { call } from '@/lib/endpoint-call';
import type { TUserListFilter } from './lib/user-list-filter';

export type TUserRow = TSessionUser & { created_at: string };

const keys = {
  all: ['users'] as const,
  list: (filter: TUserListFilter) => ['users', 'list', filter] as const,
  roles: ['users', 'roles'] as const,
  requests: ['users', 'account-requests'] as const,
};

export function useUserList(filter: TUserListFilter) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: async (): Promise<TUserRow[]> => (await call(ENDPOINTS.userList, filter)).data,
    placeholderData: (previous) => previous,
  });
}

/** Roles for the role select; the same list role management edits. */
export function useRoleOptions() {
  return useQuery({
    queryKey: keys.roles,
    queryFn: async () => (await call(ENDPOINTS.roleUsers)).data.roles,
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
    mutationFn: async (body: TCreateUserRequest) => (await call(ENDPOINTS.createUser, body)).data,
    onSuccess: reload,
  });
}

export function useUpdateUser() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: async (body: TUpdateUserRequest) => (await call(ENDPOINTS.updateUser, body)).data,
    onSuccess: reload,
  });
}

export function useDeleteUser() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (username: string) => call(ENDPOINTS.deleteUser, { username }),
    onSuccess: reload,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { username: string; new_password: string }) =>
      call(ENDPOINTS.resetPassword, body),
  });
}

export function useUploadAvatar() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const answer = await api.upload<TAnswerOf<typeof ENDPOINTS.uploadAvatar>>(
        ENDPOINTS.uploadAvatar.path,
        form,
      );
      return answer.data.avatar;
    },
  });
}

export function useAccountRequests() {
  return useQuery({
    queryKey: keys.requests,
    queryFn: async () => (await call(ENDPOINTS.accountRequestList)).data,
  });
}

export function useApproveRequest() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: async (body: { id: number; username: string; password: string; role: string }) =>
      (await call(ENDPOINTS.approveAccountRequest, body)).data,
    onSuccess: reload,
  });
}

export function useRejectRequest() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: (id: number) => call(ENDPOINTS.rejectAccountRequest, { id }),
    onSuccess: reload,
  });
}
