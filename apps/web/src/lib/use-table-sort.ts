import { useSearchParams } from 'react-router';
import { readSort, writeSort, type TSort } from '@/components/table-sort';

/**
 * A table's sort, named in the URL (`?sort=plate&dir=desc`, or `<prefix>_sort` for a second
 * table of the page) so that a link or a reload keeps it; other parameters stay.
 */
export function useTableSort(
  sortable: readonly string[],
  prefix = '',
): [TSort | null, (sort: TSort | null) => void] {
  const [params, setParams] = useSearchParams();
  const sort = readSort(params, sortable, prefix);
  const setSort = (next: TSort | null) =>
    setParams((previous) => writeSort(previous, next, prefix), { replace: true });
  return [sort, setSort];
}
