import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE, ENDPOINTS, type TAnswerOf, type TClientConfig } from '@fleet/contracts';
import { api } from './api';

export type { TClientConfig } from '@fleet/contracts';

type TConfigAnswer = TAnswerOf<typeof ENDPOINTS.config>;

export const CLIENT_CONFIG_QUERY_KEY = ['client-config'] as const;

const FALLBACK: TClientConfig = {
  tms_url: null,
  product_slug: 'fleet',
  time_zone: DEFAULT_TIME_ZONE,
  map_style_url: null,
};

// Read with `api`, not `call`: `call` resolves `{product}` paths from this very config.
const fetchConfig = async (): Promise<TClientConfig> =>
  (await api.get<TConfigAnswer>(ENDPOINTS.config.path)).data;

/** Query options, so that other queries can `ensureQueryData` the config they depend on. */
export const clientConfigQuery = queryOptions({
  queryKey: CLIENT_CONFIG_QUERY_KEY,
  // The same request as `clientConfigOnce`, which the app may have started before React.
  queryFn: () => clientConfigOnce(),
  staleTime: Infinity,
});

export function useClientConfig() {
  const query = useQuery(clientConfigQuery);
  return { ...query, config: query.data ?? FALLBACK };
}

let configOnce: Promise<TClientConfig> | undefined;

/** The config, loaded once, for calls made outside React (query and mutation functions). */
export function clientConfigOnce(): Promise<TClientConfig> {
  configOnce ??= fetchConfig().catch((error: unknown) => {
    configOnce = undefined;
    throw error;
  });
  return configOnce;
}
