import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { TRUCK_STATUSES, type TTruckStatus } from '@fleet/contracts';
import { LOCATION_STATUS_PARAM as STATUS_PARAM } from '@/app/paths';

/** The statuses a `?status=` value names, in the chips' order; unknown names are left out. */
export function statusesOf(text: string | null): TTruckStatus[] {
  const named = new Set((text ?? '').split(','));
  return TRUCK_STATUSES.filter((status) => named.has(status));
}

/** The `?status=` value of a choice; none (every status) leaves the parameter out. */
export const statusParamOf = (statuses: readonly TTruckStatus[]): string | null =>
  statuses.length === 0 ? null : statusesOf(statuses.join(',')).join(',');

/**
 * The status chips' choice held in the URL, so that a link (an overview count) opens the map
 * filtered and the address bar says what is shown. A new choice replaces the history entry.
 */
export function useStatusParam(): [TTruckStatus[], (next: TTruckStatus[]) => void] {
  const [params, setParams] = useSearchParams();
  const text = params.get(STATUS_PARAM);
  const statuses = useMemo(() => statusesOf(text), [text]);
  const select = useCallback(
    (next: TTruckStatus[]) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          const value = statusParamOf(next);
          if (value === null) updated.delete(STATUS_PARAM);
          else updated.set(STATUS_PARAM, value);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [statuses, select];
}
