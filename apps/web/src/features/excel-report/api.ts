import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, type TAnswerOf, type TEndpoint, type TExcelFile } from '@fleet/contracts';
import { api } from '@/lib/api';
import { call } from '@/lib/endpoint-call';
import { saveFileAnswer } from '@/lib/download';

export interface TExcelRange {
  start_time: string;
  end_time: string;
}

/** Query keys: `['excel-files', ...]`; `['excel-files']` matches every list and file. */
export const excelKeys = {
  all: ['excel-files'] as const,
  list: (range: TExcelRange) => ['excel-files', 'list', range] as const,
  file: (id: string) => ['excel-files', 'file', id] as const,
  reconciliation: (id: string) => ['excel-files', 'reconciliation', id] as const,
  trip: (id: string, tripId: number) => ['excel-files', 'trip', id, tripId] as const,
};

export function useExcelFiles(range: TExcelRange) {
  return useQuery({
    queryKey: excelKeys.list(range),
    queryFn: async () => (await call(ENDPOINTS.excelList, range)).data,
    placeholderData: keepPreviousData,
  });
}

export function useExcelFile(id: string) {
  return useQuery({
    queryKey: excelKeys.file(id),
    queryFn: async () => (await call(ENDPOINTS.openExcel, { file_id: id })).data,
    retry: false,
  });
}

/** Planned trips with what the trucks did; the server reads the GPS record for each. */
export function useReconciliation(id: string) {
  return useQuery({
    queryKey: excelKeys.reconciliation(id),
    queryFn: async () => (await call(ENDPOINTS.reconciliation, { file_id: id })).data,
    retry: false,
  });
}

export function useTripDetail(id: string, tripId: number) {
  return useQuery({
    queryKey: excelKeys.trip(id, tripId),
    queryFn: async () => (await call(ENDPOINTS.tripDetail, { file_id: id, trip_id: tripId })).data,
    enabled: Number.isInteger(tripId),
    retry: false,
  });
}

export interface TImportInput {
  file: File;
  confirmPartial: boolean;
  onProgress: (fraction: number) => void;
}

/** POST /excel/import with upload progress (XMLHttpRequest). */
export function useImportTripPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, confirmPartial, onProgress }: TImportInput) => {
      const form = new FormData();
      if (confirmPartial) form.append('confirm_partial', 'true');
      form.append('file', file);
      const upload = ENDPOINTS.importExcel;
      return (await api.upload<TAnswerOf<typeof upload>>(upload.path, form, onProgress)).data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: excelKeys.all }),
  });
}

export function useDeleteExcelFiles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (files: string[]) =>
      (await call(ENDPOINTS.deleteExcel, { files })).data.deleted,
    onSuccess: () => client.invalidateQueries({ queryKey: excelKeys.all }),
  });
}

/** Saves the .xlsx an endpoint answers. */
const saveWorkbook = (
  endpoint: TEndpoint & { method: 'GET' | 'POST' },
  body: unknown,
  fallbackName: string,
) => saveFileAnswer(endpoint.method, endpoint.path, body, fallbackName);

export const downloadOriginal = (file: Pick<TExcelFile, 'file_id' | 'name'>) =>
  saveWorkbook(ENDPOINTS.downloadExcel, { file_id: file.file_id }, file.name);

export const downloadTemplate = () =>
  saveWorkbook(ENDPOINTS.excelTemplate, undefined, 'mau-ke-hoach-chuyen.xlsx');

export const exportReconciliation = (id: string) =>
  saveWorkbook(ENDPOINTS.exportReconciliation, { file_id: id }, 'doi-chieu.xlsx');

/** Proof-of-delivery photos of an order (POST /api/tms/order_images). */
export function useOrderImages(orderCode: string | null) {
  return useQuery({
    queryKey: ['order-images', orderCode] as const,
    queryFn: async () => (await call(ENDPOINTS.orderImages, { order_code: orderCode! })).data,
    enabled: Boolean(orderCode),
  });
}
