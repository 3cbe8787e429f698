import { STOP_FILTER_MINUTES, MOTION_DEFAULTS } from '@fleet/contracts';

/** What the trip report shows, as the URL holds it (`?tab=report&plate=…&from=…&to=…`). */
export interface TTripParams {
  plate: string;
  /** Date-time input values, company zone. */
  from: string;
  to: string;
  minMinutes: number;
  contractId: number | null;
}

/** The filter's choices, the setting (2 min) among them. */
export const MIN_STOP_CHOICES = STOP_FILTER_MINUTES;

export function tripParamsOf(params: URLSearchParams): TTripParams {
  const min = Number(params.get('min'));
  const contract = params.get('contract') ?? '';
  return {
    plate: params.get('plate') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    minMinutes:
      MIN_STOP_CHOICES.includes(min) && params.has('min') ? min : MOTION_DEFAULTS.minStopMinutes,
    contractId: /^\d+$/.test(contract) ? Number(contract) : null,
  };
}

/** The URL of a trip report (tab included), leaving out what is not set. */
export function tripSearchOf(trip: TTripParams): URLSearchParams {
  const params = new URLSearchParams({ tab: 'report' });
  if (trip.plate) params.set('plate', trip.plate);
  if (trip.from) params.set('from', trip.from);
  if (trip.to) params.set('to', trip.to);
  if (trip.minMinutes !== MOTION_DEFAULTS.minStopMinutes)
    params.set('min', String(trip.minMinutes));
  if (trip.contractId !== null) params.set('contract', String(trip.contractId));
  return params;
}
