import { useQuery } from '@tanstack/react-query';
import { DOMAIN_SETTINGS_DEFAULTS, ENDPOINTS } from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

/** The one cache of the admin's thresholds on the web; a save replaces it (driving report). */
export const DOMAIN_SETTINGS_KEY = ['settings', 'domain'] as const;

/** The thresholds of domain-vietnam.md as the admin set them (GET /api/settings, any user). */
export function useDomainSettings(enabled = true) {
  return useQuery({
    queryKey: DOMAIN_SETTINGS_KEY,
    queryFn: async () => (await call(ENDPOINTS.settings)).data,
    staleTime: 5 * 60_000,
    enabled,
  });
}

/** The admin's moving speed (km/h); the settings' default until they are read. */
export function useMovingSpeedKmh(): number {
  return useDomainSettings().data?.moving_speed_kmh ?? DOMAIN_SETTINGS_DEFAULTS.moving_speed_kmh;
}
