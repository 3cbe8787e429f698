import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

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
    queryFn: async () => (await call(ENDPOINTS.route, query!)).data,
    enabled: query !== null,
    // A past range does not change; today's grows, and "Show" asks again.
    staleTime: 60_000,
  });
}

/**
 * Whether a recorded clip of the truck covers the moment (POST /etracking/get_list_by_date
 * answers the clips overlapping a range; here a range of one instant). Only asked when
 * `enabled`: the caller may open the video history.
 */
export function useClipAt(moment: { plate: string; time: string } | null, enabled: boolean) {
  return useQuery({
    queryKey: ['route-replay', 'clip-at', moment] as const,
    queryFn: async () => {
      const body = { truck_plate: moment!.plate, start_date: moment!.time, end_date: moment!.time };
      const answer = await call(ENDPOINTS.videoList, body);
      return answer.data.length > 0;
    },
    enabled: enabled && moment !== null,
    staleTime: 5 * 60_000,
    // A truck the user may not see answers 404: no link, nothing to retry.
    retry: false,
  });
}
