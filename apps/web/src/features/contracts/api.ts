import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TContractListRequest,
  type TCreateContractRequest,
  type TUpdateContractRequest,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

/** Query keys: `['contracts', …]` matches every contract list. */
const keys = {
  all: ['contracts'] as const,
  list: (filter: TContractListRequest) => ['contracts', 'list', filter] as const,
  one: (id: number) => ['contracts', 'one', id] as const,
};

/** The contracts list (POST /api/contracts/list); one page of at most 500 is plenty. */
export function useContractList(filter: TContractListRequest) {
  return useQuery({
    queryKey: keys.list(filter),
    queryFn: () => call(ENDPOINTS.contractList, filter),
    placeholderData: keepPreviousData,
  });
}

/** POST /contract/get_info: the contract a trip report was opened from. */
export function useContract(id: number | null) {
  return useQuery({
    queryKey: keys.one(id ?? 0),
    queryFn: async () => (await call(ENDPOINTS.contractInfo, { contract_id: id! })).data,
    enabled: id !== null,
  });
}

function useReload() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

export function useCreateContract() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: TCreateContractRequest) =>
      (await call(ENDPOINTS.createContract, body)).data,
    onSuccess: reload,
  });
}

/** PUT /contract/update; a refusal carries the server's error body (api.md). */
export function useUpdateContract() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: TUpdateContractRequest) =>
      (await call(ENDPOINTS.updateContract, body)).data,
    onSuccess: reload,
  });
}

export function useDeleteContracts() {
  const reload = useReload();
  return useMutation({
    mutationFn: async (ids: number[]) =>
      (await call(ENDPOINTS.deleteContract, { list_contract: ids })).data,
    onSuccess: reload,
  });
}

/** Map points for the origin and destination pickers (same cache as the map screen). */
export function useMarkerOptions() {
  return useQuery({
    queryKey: ['markers', 'list', {}] as const,
    queryFn: async () => (await call(ENDPOINTS.markerList, {})).data,
    staleTime: 60_000,
  });
}

/** What a trip report shows: one truck over a range, stops from a minimum length. */
export interface TTripQuery {
  plate: string;
  start_time: string;
  end_time: string;
  /** Left out: the admin's shortest stop (settings). */
  min_minutes?: number;
}

/** POST /contract/get_route_data: the route with the map points it passed. */
export function useTripRoute(query: TTripQuery | null) {
  const body = query && {
    plate: query.plate,
    start_time: query.start_time,
    end_time: query.end_time,
  };
  return useQuery({
    queryKey: ['trip-route', body] as const,
    queryFn: async () => (await call(ENDPOINTS.contractRoute, body!)).data,
    enabled: body !== null,
    staleTime: 60_000,
  });
}

/** POST /contract/get_list_stop_and_video: stops with place, idle and videos; sums. */
export function useTripStops(query: TTripQuery | null) {
  return useQuery({
    queryKey: ['trip-stops', query] as const,
    queryFn: async () => (await call(ENDPOINTS.contractStops, query!)).data,
    enabled: query !== null,
    // Video links are signed for a while; asking again after a minute renews them.
    staleTime: 60_000,
  });
}
