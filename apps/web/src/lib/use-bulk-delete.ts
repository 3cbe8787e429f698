import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';

interface Options<T, TError> {
  /** A delete mutation of ids answering `{deleted}`. */
  remove: Pick<UseMutationResult<{ deleted: number }, TError, number[]>, 'mutate' | 'isPending'>;
  idOf: (item: T) => number;
  onDeleted: (deleted: number) => void;
  onError: (error: TError) => void;
}

/**
 * "Delete the selected rows": `ask` opens the confirmation with the rows, `confirm` deletes
 * them, and the confirmation closes whether the delete worked or not.
 */
export function useBulkDelete<T, TError = Error>(options: Options<T, TError>) {
  const { remove, idOf, onDeleted, onError } = options;
  const [pending, setPending] = useState<T[] | null>(null);
  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.map(idOf), {
      onSuccess: ({ deleted }) => onDeleted(deleted),
      onError,
      onSettled: () => setPending(null),
    });
  };
  return {
    /** The rows waiting for confirmation; null while nothing is asked. */
    pending,
    ask: (items: T[]) => setPending(items),
    cancel: () => setPending(null),
    confirm,
    busy: remove.isPending,
  };
}
