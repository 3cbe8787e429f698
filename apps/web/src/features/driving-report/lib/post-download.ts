import { ApiError } from '@/lib/api';
import { saveBlob } from '@/lib/authorized-file';
import { storage } from '@/lib/storage';

/** The name a `Content-Disposition` header offers, else null. */
export function dispositionName(header: string | null): string | null {
  return /filename\s*=\s*"?([^";]+)"?/.exec(header ?? '')?.[1]?.trim() || null;
}

/**
 * POSTs `body` with the session token and saves the answer as a file: `api` reads JSON only,
 * and a link cannot send the token header.
 */
export async function postDownload(path: string, body: unknown, fallbackName: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = storage.token();
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string; details?: unknown };
    } | null;
    throw new ApiError(
      response.status,
      answer?.error?.code ?? 'HTTP_ERROR',
      answer?.error?.message ?? `The server answered ${response.status}`,
      answer?.error?.details,
    );
  }
  saveBlob(
    await response.blob(),
    dispositionName(response.headers.get('content-disposition')) ?? fallbackName,
  );
}
