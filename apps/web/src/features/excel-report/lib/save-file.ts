import { ApiError } from '@/lib/api';
import { storage } from '@/lib/storage';

/** The file name a `Content-Disposition` header offers (RFC 6266 `filename*` first). */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim() || null;
}

async function errorOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => undefined)) as
    { error?: { code?: string; message?: string; details?: unknown } } | undefined;
  const error = body?.error;
  if (error?.code)
    return new ApiError(response.status, error.code, error.message ?? error.code, error.details);
  return new ApiError(
    response.status,
    response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
    `The server answered ${response.status}`,
  );
}

/** Fetches a file answer with the session token (a link cannot send it). */
export async function fetchFile(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = storage.token();
  if (token) headers.token = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached');
  }
  if (!response.ok) throw await errorOf(response);
  return response;
}

/** Asks for a file and saves it under the name the server gives. */
export async function saveFileAnswer(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  fallbackName: string,
) {
  const response = await fetchFile(method, path, body);
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
