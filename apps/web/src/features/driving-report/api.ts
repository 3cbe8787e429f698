import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ENDPOINTS,
  STANDARD_REPORT_ENDPOINTS,
  type TDomainSettings,
  type TDriverReportRequest,
  type TSetDrivingExceptionRequest,
  type TStandardReportCode,
  type TStandardReportRequest,
  type TVideoMomentsRequest,
} from '@fleet/contracts';
import { call } from '@/lib/endpoint-call';
import { saveFileAnswer } from '@/lib/download';
import { DOMAIN_SETTINGS_KEY } from '@/lib/domain-settings';

/** A standard report's answer, rows as records: the table reads them by column key. */
export interface TReportPage {
  code: TStandardReportCode;
  rows: Record<string, string | number | boolean | null>[];
  total: Record<string, string | number | boolean | null> | null;
  total_rows: number;
  page: number;
  page_size: number;
}

export function useDrivers() {
  return useQuery({
    queryKey: ['driving-report', 'drivers'],
    queryFn: async () => (await call(ENDPOINTS.driverList, {})).data,
    staleTime: 60_000,
  });
}

/** Per driver and day; `null` filter = nothing asked yet. */
export function useDriverDays(filter: TDriverReportRequest | null) {
  return useQuery({
    queryKey: ['driving-report', 'days', filter],
    queryFn: async () => (await call(ENDPOINTS.drivingByDate, filter!)).data,
    enabled: filter !== null,
  });
}

export function useAbnormal(filter: TDriverReportRequest | null) {
  return useQuery({
    queryKey: ['driving-report', 'abnormal', filter],
    queryFn: async () => (await call(ENDPOINTS.abnormalActivity, filter!)).data,
    enabled: filter !== null,
  });
}

/** The route of one driver; only when the filter names one. */
export function useDriverRoute(filter: TDriverReportRequest | null) {
  return useQuery({
    queryKey: ['driving-report', 'route', filter],
    queryFn: async () =>
      (await call(ENDPOINTS.driverRouteReport, { ...filter!, driver_name: filter!.driver_name! }))
        .data,
    enabled: Boolean(filter?.driver_name),
  });
}

const videoMomentsQuery = (request: TVideoMomentsRequest) => ({
  queryKey: ['driving-report', 'videos', request],
  queryFn: async () => (await call(ENDPOINTS.reportVideos, request)).data,
  // Links are signed for a while; fetch new ones rather than reuse expired ones.
  staleTime: 5 * 60_000,
});

/**
 * Links to recorded clips around the unsafe moments, in the order asked: one request per
 * batch the server takes at once; `data` once every batch has answered.
 */
export function useVideoMoments(batches: readonly TVideoMomentsRequest[]) {
  return useQueries({ queries: batches.map(videoMomentsQuery), combine: allBatches });
}

/** Module-level, so that react-query keeps the combined answer while no batch changes. */
function allBatches<T>(results: readonly { data?: T[] }[]): { data: T[] | undefined } {
  return {
    data: results.every((result) => result.data)
      ? results.flatMap((result) => result.data!)
      : undefined,
  };
}

export function useStandardReport(
  code: TStandardReportCode,
  request: TStandardReportRequest | null,
) {
  return useQuery({
    queryKey: ['driving-report', 'standard', code, request],
    queryFn: async (): Promise<TReportPage> =>
      (await call(STANDARD_REPORT_ENDPOINTS[code].read, request!)).data,
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/reports/<code>/export: the server lays out the XLSX, the browser saves it. */
export function downloadStandardReport(
  code: TStandardReportCode,
  request: TStandardReportRequest,
  fallbackName: string,
) {
  const { method, path } = STANDARD_REPORT_ENDPOINTS[code].export;
  return saveFileAnswer(method, path, request, fallbackName);
}

export function useSaveDomainSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TDomainSettings) =>
      (await call(ENDPOINTS.saveSettings, settings)).data,
    onSuccess: (saved) => {
      client.setQueryData(DOMAIN_SETTINGS_KEY, saved);
      // Thresholds change what the reports flag.
      void client.invalidateQueries({ queryKey: ['driving-report'] });
    },
  });
}

/** Says why a session over the continuous limit was lawful (or takes it back). */
export function useSetDrivingException() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSetDrivingExceptionRequest) =>
      (await call(ENDPOINTS.setDrivingException, request)).data,
    // B.3 and the violations both show it.
    onSuccess: () => client.invalidateQueries({ queryKey: ['driving-report'] }),
  });
}
