import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { canonicalPlate, formatTime, parseTime, type TTruck } from '@fleet/contracts';
import type { TMediaFilter } from '../components/media-filter';
import { companyToday } from '@/lib/company-time';

export interface TPlaybackLink {
  /** The truck and the day of the moment, every camera. */
  filter: TMediaFilter & { truckId: number };
  /** The moment, wire time. */
  at: string;
}

/**
 * `?plate=…&t=…` (wire or ISO time): other screens open the video history at a moment. Null
 * until the trucks are known, or when the link names no truck of the user's.
 */
export function usePlaybackLink(trucks: readonly TTruck[] | undefined, timeZone: string) {
  const [params, setParams] = useSearchParams();
  const plate = canonicalPlate(params.get('plate') ?? '');
  const date = parseTime(params.get('t') ?? '', timeZone);
  const atMs = date?.getTime() ?? null;
  const truck = plate ? trucks?.find((candidate) => candidate.plate === plate) : undefined;

  const link = useMemo<TPlaybackLink | null>(() => {
    if (!truck || atMs === null) return null;
    const at = new Date(atMs);
    return {
      filter: { truckId: truck.id, camera: 0, ...companyToday(timeZone, at) },
      at: formatTime(at, timeZone),
    };
  }, [truck, atMs, timeZone]);
  const clear = useCallback(() => {
    if (params.has('plate') || params.has('t')) setParams({}, { replace: true });
  }, [params, setParams]);
  const unknown = params.has('plate') && trucks !== undefined && (!truck || atMs === null);
  return { link, unknown, clear };
}
