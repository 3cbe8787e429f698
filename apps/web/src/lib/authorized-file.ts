import { ApiError } from './api';
import { storage } from './storage';

/**
 * GETs a file that needs the session (a warning photo, a paper scan). `<img>` and links
 * cannot send the `token` header, so the file is fetched here and shown or saved as a blob.
 */
export async function fetchAuthorizedBlob(path: string): Promise<Blob> {
  const token = storage.token();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { token } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', 'The server cannot be reached');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'HTTP_ERROR',
      body?.error?.message ?? `The server answered ${response.status}`,
    );
  }
  return response.blob();
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
