import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TAbnormalActivity,
  type TDomainSettings,
  type TDriver,
  type TDriverDayRow,
  type TDriverReportRequest,
  type TDriverRoute,
  type TStandardReportCode,
  type TStandardReportRequest,
  type TVideoMomentsRequest,
} from '@fleet/contracts';
import { api } from '@/lib/api';
import { call } from '@/lib/endpoint-call';
import { saveFileAnswer } from '@/lib/download';
import { DOMAIN_SETTINGS_KEY } from '@/lib/domain-settings';

interface TEnvelope<T> {
  data: T;
}

/** A standard report's answer, rows as records: the table reads them by column key. */
export interface TReportPage {
  code: TStandardReportCode;
  rows: Record<string, string | number | boolean | null>[];
  total: Record<string, string | number | boolean | null> | null;
  total_rows: number;
  page: number;
  page_size: number;
}

const post = async <T>(path: string, body: unknown) =>
  (await api.post<TEnvelope<T>>(path, body)).data;

export function useDrivers() {
  return useQuery({
    queryKey: ['driving-report', 'drivers'],
    queryFn: () => post<TDriver[]>('/driver/driver_list', {}),
    staleTime: 60_000,
  });
}

/** Per driver and day; `null` filter = nothing asked yet. */
export function useDriverDays(filter: TDriverReportRequest | null) {
  return useQuery({
    queryKey: ['driving-report', 'days', filter],
    queryFn: () => post<TDriverDayRow[]>('/driver_report/get_list_by_date', filter),
    enabled: filter !== null,
  });
}

export function useAbnormal(filter: TDriverReportRequest | null) {
  return useQuery({
    queryKey: ['driving-report', 'abnormal', filter],
    queryFn: () => post<TAbnormalActivity[]>('/driver_report/abnormal_activity', filter),
    enabled: filter !== null,
  });
}

/** The route of one driver; only when the filter names one. */
export function useDriverRoute(filter: TDriverReportRequest | null) {
  return useQuery({
    queryKey: ['driving-report', 'route', filter],
    queryFn: () => post<TDriverRoute>('/driver_report/get_driver_route_report', filter),
    enabled: Boolean(filter?.driver_name),
  });
}

/** Links to recorded clips around the unsafe moments, in the order asked. */
export function useVideoMoments(request: TVideoMomentsRequest | null) {
  return useQuery({
    queryKey: ['driving-report', 'videos', request],
    queryFn: () =>
      post<{ url: string | null; start_time: string | null }[]>('/api/report-videos/find', request),
    enabled: request !== null && request.moments.length > 0,
    // Links are signed for a while; fetch new ones rather than reuse expired ones.
    staleTime: 5 * 60_000,
  });
}

export function useStandardReport(
  code: TStandardReportCode,
  request: TStandardReportRequest | null,
) {
  return useQuery({
    queryKey: ['driving-report', 'standard', code, request],
    queryFn: () => post<TReportPage>(`/api/reports/${code}`, request),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/reports/<code>/export: the server lays out the XLSX, the browser saves it. */
export const downloadStandardReport = (
  code: TStandardReportCode,
  request: TStandardReportRequest,
  fallbackName: string,
) => saveFileAnswer('POST', `/api/reports/${code}/export`, request, fallbackName);

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
