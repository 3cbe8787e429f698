import { ApiError } from '@/lib/api';
import { storage } from '@/lib/storage';

/** The file name a `Content-Disposition` header offers (RFC 6266 `filename*` first). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim();
  return plain || null;
}

async function errorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } })
    ?.error;
  if (error && typeof error.code === 'string') {
    const message = typeof error.message === 'string' ? error.message : error.code;
    return new ApiError(response.status, error.code, message, error.details);
  }
  const code =
    response.status === 401 ? 'UNAUTHORIZED' : response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR';
  return new ApiError(response.status, code, `The server answered ${response.status}`);
}

/**
 * POSTs `body` and saves the answer as a file. A file answer cannot go through `api`
 * (it reads JSON), so this sends the same `token` header itself.
 */
export async function downloadFile(path: string, body: unknown, fallbackName: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = storage.token();
  if (token) headers.token = token;
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers, body: JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached');
  }
  if (!response.ok) throw await errorOf(response);
  const blob = await response.blob();
  const name = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
