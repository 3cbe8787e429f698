import { sendWithToken, toApiError } from './api';

/**
 * Files behind the session: `api` reads JSON only, and `<img>` or a link cannot send the
 * `token` header, so file answers are fetched here and shown or saved as a blob.
 */

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

/** Fetches a file answer with the session token; a refusal becomes its `ApiError`. */
export async function fetchFile(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Response> {
  const response = await sendWithToken(method, path, body);
  if (!response.ok) {
    throw toApiError(response.status, await response.json().catch(() => undefined));
  }
  return response;
}

/** GETs a file that needs the session (a warning photo, a paper scan, an order photo). */
export async function fetchAuthorizedBlob(path: string): Promise<Blob> {
  return (await fetchFile('GET', path)).blob();
}

/** Saves a blob under `name` through a temporary link. */
export function saveBlob(blob: Blob, name: string): void {
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

/** Asks for a file and saves it under the name the server gives, else `fallbackName`. */
export async function saveFileAnswer(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<void> {
  const response = await fetchFile(method, path, body);
  const name = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await response.blob(), name);
}
