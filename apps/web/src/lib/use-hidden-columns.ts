import { useCallback, useState } from 'react';
import { parseHiddenColumns } from '@/components/table-visibility';
import { useSession } from './session';
import { storage } from './storage';

/**
 * The columns the signed-in user hid in one table, remembered in this browser per user and
 * table; the table sets them.
 */
export function useHiddenColumns(tableId: string): [string[], (hidden: string[]) => void] {
  const username = useSession().user?.username ?? '';
  const [state, setState] = useState(() => ({
    owner: `${username}:${tableId}`,
    hidden: parseHiddenColumns(storage.hiddenColumns(username, tableId)),
  }));
  // Another user signing in on this tab, or the same component showing another table.
  let hidden = state.hidden;
  if (state.owner !== `${username}:${tableId}`) {
    hidden = parseHiddenColumns(storage.hiddenColumns(username, tableId));
    setState({ owner: `${username}:${tableId}`, hidden });
  }
  const setHidden = useCallback(
    (next: string[]) => {
      storage.setHiddenColumns(username, tableId, JSON.stringify(next));
      setState((previous) => ({ ...previous, hidden: next }));
    },
    [username, tableId],
  );
  return [hidden, setHidden];
}
