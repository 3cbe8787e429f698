import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DOMAIN_SETTINGS_DEFAULTS, ENDPOINTS, thresholdLabels } from '@fleet/contracts';
import { currentLanguage } from '@/i18n';
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

/**
 * Band and limit words ("5–<10 km/h", "trên 4 giờ") from the admin's settings in the
 * interface language; `labels` is undefined until the settings are read.
 */
export function useThresholdLabels() {
  useTranslation(); // renders again when the language changes
  const settings = useDomainSettings();
  const language = currentLanguage();
  const labels = useMemo(
    () => (settings.data ? thresholdLabels(settings.data, language) : undefined),
    [settings.data, language],
  );
  return { labels, error: settings.error, retry: () => void settings.refetch() };
}
