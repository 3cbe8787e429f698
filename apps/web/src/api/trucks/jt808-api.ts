import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ENDPOINTS,
  type TJt808PhotoRequest,
  type TJt808Terminal,
  type TJt808TextRequest,
} from '@fleet/contracts';
import { ApiError } from '@/lib/api';
import { call } from '@/lib/endpoint-call';

/**
 * A device speaks JT/T 808 once the console has seen it do so: connected to the JT/T 808
 * port now, or registered or authenticated there before. A phone running OsmAnd never is.
 */
export const isJt808Terminal = (terminal: TJt808Terminal) =>
  terminal.connected || terminal.registered_at !== null || terminal.authenticated_at !== null;

/**
 * The JT/T 808 terminal of a truck (POST /api/jt808/terminal; the "trucks" page grants it).
 * `forbidden` says the user may not read it, which is not the same as "not a terminal".
 */
export function useJt808Terminal(plate: string | null, enabled = true) {
  const query = useQuery({
    queryKey: ['jt808-terminal', plate] as const,
    queryFn: async () => (await call(ENDPOINTS.terminal, { truck_plate: plate! })).data,
    enabled: enabled && plate !== null,
    // Connected or not changes; the buttons follow within a minute.
    staleTime: 30_000,
    refetchInterval: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  return {
    ...query,
    forbidden,
    isTerminal: query.data ? isJt808Terminal(query.data) : false,
  };
}

/** POST /api/jt808/text: a text on the driver's screen (0x8300); answered once the terminal took it. */
export function useSendDriverText() {
  return useMutation({
    mutationFn: async (body: TJt808TextRequest) => {
      await call(ENDPOINTS.terminalText, body);
    },
  });
}

/** POST /api/jt808/photo: "take a photo now" (0x8801); the photos come into the image history. */
export function useTakePhoto() {
  return useMutation({
    mutationFn: async (body: TJt808PhotoRequest) =>
      (await call(ENDPOINTS.terminalPhoto, body)).data,
  });
}

/**
 * POST /api/jt808/terminal/release (admins): the truck's terminal was replaced; the next
 * terminal to register with its phone number takes it.
 */
export function useReleaseTerminal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (plate: string) =>
      (await call(ENDPOINTS.releaseTerminal, { truck_plate: plate })).data,
    onSuccess: (terminal, plate) => client.setQueryData(['jt808-terminal', plate], terminal),
  });
}
