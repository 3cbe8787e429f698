import { useSearchParams } from 'react-router';

/**
 * The tab a page shows, named by `?tab=` so that a link can open it. The first tab is the
 * default and leaves the parameter out; a name that is not offered falls back to it.
 */
export function useTabParam<T extends string>(tabs: readonly [T, ...T[]]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  const tab = tabs.find((candidate) => candidate === named) ?? tabs[0];
  const select = (next: T) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        if (next === tabs[0]) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return [tab, select];
}
