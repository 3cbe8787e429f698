import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { canonicalPlate, parseTime, type TTruck } from '@fleet/contracts';
import type { TReplayFilter } from '../components/replay-filter';
import { dayRangeOf, defaultRange, toRangeValue } from './replay-range';

interface TReplayParams {
  truckId: number | null;
  from: string | null;
  to: string | null;
  /** The moment the cursor starts at (`t`), epoch ms. */
  at: number | null;
  /** A `plate` the user's trucks do not hold. */
  plateUnknown: boolean;
  /** Changes whenever the URL does: the filter form starts over from it. */
  key: string;
  show: (filter: TReplayFilter & { truckId: number }) => void;
}

/**
 * What is replayed lives in the URL, so a link shares it: `?truck=<id>&from=…&to=…`, and
 * `&t=…` for the moment the cursor starts at. Other screens link with `?plate=…&t=…` (wire
 * time or ISO); once the trucks are known that becomes the truck and the day of `t`.
 */
export function useReplayParams(
  timeZone: string,
  ready: boolean,
  trucks: readonly TTruck[] | undefined,
): TReplayParams {
  const [params, setParams] = useSearchParams();
  const truckText = params.get('truck') ?? '';
  const truckId = /^\d+$/.test(truckText) ? Number(truckText) : null;
  const from = toRangeValue(params.get('from'), timeZone);
  const to = toRangeValue(params.get('to'), timeZone);
  const atMs = parseTime(params.get('t') ?? '', timeZone)?.getTime() ?? null;
  const plate = canonicalPlate(params.get('plate') ?? '');
  const plateTruck = plate && trucks ? trucks.find((truck) => truck.plate === plate) : undefined;

  useEffect(() => {
    if (!ready) return;
    const now = new Date();
    const moment = atMs === null ? null : new Date(atMs);
    // A deep link: the plate's truck over the day of `t` (today so far without `t`).
    if (plateTruck) {
      const day = moment ? dayRangeOf(moment, now, timeZone) : defaultRange(now, timeZone);
      const next = new URLSearchParams({ truck: String(plateTruck.id), ...day });
      if (moment) next.set('t', params.get('t')!);
      setParams(next, { replace: true });
      return;
    }
    // The live map links with the truck only: replay its day so far, and say so in the URL.
    if (truckId === null || (from && to)) return;
    const day = moment ? dayRangeOf(moment, now, timeZone) : defaultRange(now, timeZone);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('from', from ?? day.from);
        next.set('to', to ?? day.to);
        return next;
      },
      { replace: true },
    );
  }, [ready, plateTruck, truckId, from, to, atMs, timeZone, params, setParams]);

  const show = (filter: TReplayFilter & { truckId: number }) =>
    setParams({ truck: String(filter.truckId), from: filter.from, to: filter.to });
  return {
    truckId,
    from,
    to,
    at: atMs,
    plateUnknown: Boolean(params.get('plate')) && trucks !== undefined && !plateTruck,
    key: params.toString(),
    show,
  };
}
