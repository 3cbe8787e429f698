import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  ADMIN_ROLE,
  ENDPOINTS,
  INSPECTOR_ROLE,
  isGuarded,
  isInspectorRead,
  PAGES,
  type TEndpoint,
  type TPageDefinition,
} from '@fleet/contracts';
import { call } from './endpoint-call';
import { useSession } from './session';

/** Invalidate this after changing page grants so the navigation follows. */
export const GRANTS_QUERY_KEY = ['grants', 'page'] as const;

/**
 * The pages the signed-in user may open (spec 6): admin all of them; any other role the
 * list from POST /{product}/roles/get_resources {username, type: 'page'}. Pages with access
 * 'signed_in' are open to everyone signed in and are not part of the granted list.
 */
export function usePageGrants() {
  const { user } = useSession();
  const isAdmin = user?.role === ADMIN_ROLE;
  const query = useQuery({
    queryKey: [...GRANTS_QUERY_KEY, user?.username ?? ''],
    enabled: user !== null && !isAdmin,
    queryFn: async () => {
      const { data } = await call(ENDPOINTS.roleResources, {
        username: user?.username,
        type: 'page',
      });
      return data.map((resource) => resource.key);
    },
  });

  const granted = useMemo(
    () => new Set<string>(isAdmin ? PAGES.map((p) => p.key) : (query.data ?? [])),
    [isAdmin, query.data],
  );

  const canOpen = useCallback(
    (page: Pick<TPageDefinition, 'key' | 'access'>) =>
      user !== null && (page.access === 'signed_in' || isAdmin || granted.has(page.key)),
    [user, isAdmin, granted],
  );

  return {
    granted,
    canOpen,
    ready: user !== null && (isAdmin || query.isSuccess),
    error: query.error,
    refetch: query.refetch,
  };
}

/**
 * Whether an account may call `endpoint`, as the server decides it: its page held (or admin),
 * and an inspector only the inspector reads.
 */
export function mayCall(
  user: { role: string } | null,
  granted: ReadonlySet<string>,
  endpoint: TEndpoint,
): boolean {
  const { access } = endpoint;
  if (user === null || isGuarded(access)) return false;
  if (user.role === INSPECTOR_ROLE && !isInspectorRead(endpoint)) return false;
  if (access === 'public' || access === 'signed_in') return true;
  if (user.role === ADMIN_ROLE) return true;
  return access !== 'admin' && granted.has(access.page);
}

/** Whether the signed-in user may call `endpoint`: hides what the server would refuse. */
export function useMayCall(endpoint: TEndpoint): boolean {
  const { user } = useSession();
  const { granted } = usePageGrants();
  return mayCall(user, granted, endpoint);
}
