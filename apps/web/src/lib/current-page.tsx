import { createContext, useContext } from 'react';
import type { TPageDefinition } from '@fleet/contracts';

/** The registry entry of the page being shown (set by the main layout's page frame). */
export const CurrentPageContext = createContext<TPageDefinition | null>(null);

export function useCurrentPage(): TPageDefinition | null {
  return useContext(CurrentPageContext);
}
