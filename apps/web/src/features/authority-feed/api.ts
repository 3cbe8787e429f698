import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TCompanyProfileInput,
  type TSaveAuthorityFeedSettingsRequest,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';

const FEED_KEY = ['authority-feed'] as const;
const COMPANY_KEY = ['company'] as const;
/** The transmission page follows the feed while it is open. */
const STATUS_POLL_MS = 10_000;

export function useFeedStatus() {
  return useQuery({
    queryKey: [...FEED_KEY, 'status'],
    queryFn: async () => (await call(ENDPOINTS.authorityFeedStatus)).data,
    refetchInterval: STATUS_POLL_MS,
  });
}

/** Admins only: the feed's settings (the broker's password is never sent back). */
export function useFeedSettings(enabled: boolean) {
  return useQuery({
    queryKey: [...FEED_KEY, 'settings'],
    queryFn: async () => (await call(ENDPOINTS.authorityFeedSettings)).data,
    enabled,
  });
}

export function useSaveFeedSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSaveAuthorityFeedSettingsRequest) =>
      (await call(ENDPOINTS.saveAuthorityFeedSettings, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: FEED_KEY }),
  });
}

export function useTestFeed() {
  return useMutation({
    mutationFn: async () => (await call(ENDPOINTS.testAuthorityFeed)).data,
  });
}

export function useCompany() {
  return useQuery({
    queryKey: COMPANY_KEY,
    queryFn: async () => (await call(ENDPOINTS.company)).data,
  });
}

export function useSaveCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCompanyProfileInput) =>
      (await call(ENDPOINTS.saveCompany, body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: COMPANY_KEY }),
  });
}
