import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ENDPOINTS, GUEST_ROLE, type TSessionUser } from '@fleet/contracts';
import { setUnauthorizedHandler } from './api';
import { call } from './endpoint-call';
import { storage } from './storage';
import { applyUserLanguage } from '@/i18n';

export interface TSession {
  user: TSessionUser | null;
  /** The user's role; 'GUEST' when logged out (spec 3). */
  role: string;
  loggedIn: boolean;
  /** Whether a token is stored (the session may still need verifying). */
  hasToken: boolean;
  signIn: (username: string, password: string) => Promise<TSessionUser>;
  signOut: () => Promise<void>;
  /** Verifies the stored session (GET /user/validate) and reloads the profile. */
  refresh: () => Promise<TSessionUser>;
  /** Replaces the profile in memory after the user changed it (name, avatar, language). */
  setUser: (user: TSessionUser) => void;
}

const SessionContext = createContext<TSession | null>(null);

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUserState] = useState<TSessionUser | null>(null);
  const [hasToken, setHasToken] = useState(() => storage.token() !== null);
  const userRef = useRef(user);
  userRef.current = user;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;

  const setUser = useCallback((next: TSessionUser) => {
    storage.setUsername(next.username);
    applyUserLanguage(next.language);
    setUserState(next);
  }, []);

  const clear = useCallback(() => {
    storage.clearSession();
    setHasToken(false);
    setUserState(null);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    setUnauthorizedHandler(() => {
      const from = locationRef.current;
      clear();
      if (!from.pathname.startsWith('/auth/')) {
        void navigate('/auth/login', { replace: true, state: { from } });
      }
    });
  }, [clear, navigate]);

  const signIn = useCallback(
    async (username: string, password: string) => {
      const { data } = await call(ENDPOINTS.login, { username, password });
      storage.setToken(data.access_token);
      storage.setUsername(data.user.username);
      setHasToken(true);
      queryClient.clear();
      // Spec 4: the profile is loaded by username once the token is stored.
      const profile = await call(ENDPOINTS.userInfo, { username: data.user.username });
      setUser(profile.data);
      return profile.data;
    },
    [queryClient, setUser],
  );

  const signOut = useCallback(async () => {
    try {
      if (storage.token()) await call(ENDPOINTS.logout);
    } catch (error) {
      // The token is dropped here either way; a failed revoke only leaves it to expire.
      console.warn('Sign-out request failed', error);
    } finally {
      clear();
    }
  }, [clear]);

  const refresh = useCallback(async () => {
    // Spec 4: with no username in the session, the stored one names the profile to load. It
    // is asked for beside the check rather than after it (a page opened waited for both in
    // turn, issue 34), and taken only if the check names the same person.
    const stored = userRef.current?.username ? null : storage.username();
    const asked = stored ? call(ENDPOINTS.userInfo, { username: stored }) : null;
    // Awaited below only when it is used; a refused check decides what happens.
    asked?.catch(() => undefined);
    const { data: validated } = await call(ENDPOINTS.validateSession);
    const profile =
      asked && stored && sameName(stored, validated.username) ? (await asked).data : validated;
    setUser(profile);
    return profile;
  }, [setUser]);

  const value = useMemo<TSession>(
    () => ({
      user,
      role: user?.role ?? GUEST_ROLE,
      loggedIn: user !== null,
      hasToken,
      signIn,
      signOut,
      refresh,
      setUser,
    }),
    [user, hasToken, signIn, signOut, refresh, setUser],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
