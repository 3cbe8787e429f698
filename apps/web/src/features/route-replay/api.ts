import { useQuery } from '@tanstack/react-query';
import type { TRoute } from '@fleet/contracts';
import { api } from '@/lib/api';

interface TEnvelope<T> {
  data: T;
}

/** A route request with wire times (`YYYY-MM-DD HH:mm:ss`, company zone). */
export interface TRouteQuery {
  plate: string;
  start_time: string;
  end_time: string;
}

/**
 * POST /truck/get_route_from_video: one truck's fixes and stops over a range (the route
 * report asks the same call). Nothing is asked until there is a query.
 */
export function useRoute(query: TRouteQuery | null) {
  return useQuery({
    queryKey: ['route', query] as const,
    queryFn: async () =>
      (await api.post<TEnvelope<TRoute>>('/truck/get_route_from_video', query)).data,
    enabled: query !== null,
    // A past range does not change; today's grows, and "Show" asks again.
    staleTime: 60_000,
  });
}
