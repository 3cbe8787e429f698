import { STOP_FILTER_MINUTES } from '@fleet/contracts';

/** What the trip report shows, as the URL holds it (`?tab=report&plate=…&from=…&to=…`). */
export interface TTripParams {
  plate: string;
  /** Date-time input values, company zone. */
  from: string;
  to: string;
  /** Shortest stop listed; null = the admin's `min_stop_minutes` (the server applies it). */
  minMinutes: number | null;
  contractId: number | null;
}

/** The filter's choices besides "as set" (the admin's setting). */
export const MIN_STOP_CHOICES = STOP_FILTER_MINUTES;

export function tripParamsOf(params: URLSearchParams): TTripParams {
  const raw = params.get('min') ?? '';
  const min = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  const contract = params.get('contract') ?? '';
  return {
    plate: params.get('plate') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    minMinutes: MIN_STOP_CHOICES.includes(min) ? min : null,
    contractId: /^\d+$/.test(contract) ? Number(contract) : null,
  };
}

/** The URL of a trip report (tab included), leaving out what is not set. */
export function tripSearchOf(trip: TTripParams): URLSearchParams {
  const params = new URLSearchParams({ tab: 'report' });
  if (trip.plate) params.set('plate', trip.plate);
  if (trip.from) params.set('from', trip.from);
  if (trip.to) params.set('to', trip.to);
  if (trip.minMinutes !== null) params.set('min', String(trip.minMinutes));
  if (trip.contractId !== null) params.set('contract', String(trip.contractId));
  return params;
}
