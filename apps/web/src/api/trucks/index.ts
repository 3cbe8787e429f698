import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TCreateTruckRequest,
  type TSessionUser,
  type TUpdateTruckRequest,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { withoutTrucks, type TTruckListFilter } from './truck-list-filter';

export type { TTruckListFilter } from './truck-list-filter';
export type { TUpdateTruckRequest } from '@fleet/contracts';

/** Query keys: `['trucks', filter]`; `['trucks']` matches every truck list. */
export const truckKeys = {
  all: ['trucks'] as const,
  list: (filter: TTruckListFilter = {}) => ['trucks', filter] as const,
};

/** The truck list query (POST /truck/truck_list); `{}` lists every truck the user may see. */
export function truckListQuery(filter: TTruckListFilter = {}) {
  return queryOptions({
    queryKey: truckKeys.list(filter),
    queryFn: async () => (await call(ENDPOINTS.truckList, filter)).data,
    // The layout loads the list once; screens opened soon after reuse it.
    staleTime: 30_000,
  });
}

/**
 * The trucks the signed-in user may see, optionally filtered. Shared by every screen that
 * needs trucks (truck management, the live map, report filters).
 */
export function useTruckList(filter: TTruckListFilter = {}) {
  return useQuery({ ...truckListQuery(filter), placeholderData: (previous) => previous });
}

/** Spec 4: entering the main layout loads the truck list if it is not loaded yet. */
export function usePrefetchTruckList(enabled: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    // staleTime Infinity: fetch only when there is no list at all, never a second time.
    void client.prefetchQuery({ ...truckListQuery(), staleTime: Infinity });
  }, [client, enabled]);
}

function useReloadTrucks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: truckKeys.all });
}

export function useCreateTruck() {
  const reload = useReloadTrucks();
  return useMutation({
    mutationFn: async (body: TCreateTruckRequest) => (await call(ENDPOINTS.createTruck, body)).data,
    onSuccess: reload,
  });
}

export function useUpdateTruck() {
  const reload = useReloadTrucks();
  return useMutation({
    mutationFn: async (body: TUpdateTruckRequest) => (await call(ENDPOINTS.updateTruck, body)).data,
    onSuccess: reload,
  });
}

/** POST /truck/delete {list_vid}; on success the cached lists drop those trucks at once. */
export function useDeleteTrucks() {
  const client = useQueryClient();
  const reload = useReloadTrucks();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await call(ENDPOINTS.deleteTrucks, { list_vid: ids })).data,
    onSuccess: (_result, ids) => {
      client.setQueriesData<unknown>({ queryKey: truckKeys.all }, (old: unknown) =>
        Array.isArray(old) && old.every(hasId) ? withoutTrucks(old, ids) : old,
      );
      return reload();
    },
  });
}

const hasId = (item: unknown): item is { id: number } =>
  typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'number';

export type TDriverOption = Pick<TSessionUser, 'username' | 'fullname'>;

/**
 * Users with role driver for the driver picker. Same request and key as the user list of
 * user management, so both share one cache and its reloads. Needs the user management
 * grant; without it the picker falls back to typing a username.
 */
export function useDriverOptions() {
  const filter = { roles: ['driver'] };
  return useQuery({
    queryKey: ['users', 'list', filter] as const,
    queryFn: async (): Promise<TDriverOption[]> => (await call(ENDPOINTS.userList, filter)).data,
    staleTime: 60_000,
    retry: false,
  });
}
