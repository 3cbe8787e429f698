import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '@fleet/contracts';
import { api } from './api';

/** GET /api/config: settings the web app needs, nothing secret. */
export interface TClientConfig {
  tms_url: string | null;
  product_slug: string;
  time_zone: string;
  map_style_url: string | null;
}

export const CLIENT_CONFIG_QUERY_KEY = ['client-config'] as const;

const FALLBACK: TClientConfig = {
  tms_url: null,
  product_slug: 'fleet',
  time_zone: DEFAULT_TIME_ZONE,
  map_style_url: null,
};

/** Query options, so that other queries can `ensureQueryData` the config they depend on. */
export const clientConfigQuery = queryOptions({
  queryKey: CLIENT_CONFIG_QUERY_KEY,
  queryFn: async () => (await api.get<{ data: TClientConfig }>('/api/config')).data,
  staleTime: Infinity,
});

export function useClientConfig() {
  const query = useQuery(clientConfigQuery);
  return { ...query, config: query.data ?? FALLBACK };
}

/** `/{product}/roles/...`, with the product slug of this install. */
export function rolesPath(config: TClientConfig, action: string): string {
  return `/${config.product_slug}/roles/${action}`;
}

let configOnce: Promise<TClientConfig> | undefined;

/** The config, loaded once, for calls made outside React (query and mutation functions). */
export function clientConfigOnce(): Promise<TClientConfig> {
  configOnce ??= api.get<{ data: TClientConfig }>('/api/config').then(
    (body) => body.data,
    (error: unknown) => {
      configOnce = undefined;
      throw error;
    },
  );
  return configOnce;
}

/** `/{product}/roles/...` for calls made outside React (query and mutation functions). */
export async function rolesApiPath(action: string): Promise<string> {
  return rolesPath(await clientConfigOnce(), action);
}
