import { ENDPOINTS } from '@fleet/contracts';
import { storage } from './storage';

/** A failed call: HTTP status plus the `{error: {code, message, details}}` body (api.md). */
export class ApiError extends Error {
  status: number;
  code: string;
  details?: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

const LOGIN_PATH = ENDPOINTS.login.path;
let onUnauthorized: () => void = () => {
  storage.clearSession();
  if (!window.location.pathname.startsWith('/auth/')) window.location.assign('/auth/login');
};

/** The session provider takes over what a 401 does (clear state, route to /auth/login). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The `ApiError` of a failed answer's status and parsed body. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } })
    ?.error;
  if (error && typeof error.code === 'string') {
    const message = typeof error.message === 'string' ? error.message : error.code;
    return new ApiError(status, error.code, message, error.details);
  }
  const code = status === 401 ? 'UNAUTHORIZED' : status >= 500 ? 'INTERNAL' : 'HTTP_ERROR';
  return new ApiError(status, code, `The server answered ${status}`);
}

function settle<T>(path: string, status: number, text: string): T {
  const body = parseBody(text);
  if (status >= 200 && status < 300) return body as T;
  if (status === 401 && path !== LOGIN_PATH) onUnauthorized();
  throw toApiError(status, body);
}

const networkError = () =>
  new ApiError(0, 'NETWORK', 'The server cannot be reached; check the connection and try again');

/** fetch with the session `token` header and a JSON body; no answer at all is NETWORK. */
export async function sendWithToken(
  method: string,
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...extraHeaders };
  const token = storage.token();
  if (token) headers.token = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await sendWithToken(method, path, body, { accept: 'application/json' });
  return settle<T>(path, response.status, await response.text());
}

function upload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  // fetch cannot report upload progress; XMLHttpRequest can.
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = storage.token();
    if (token) xhr.setRequestHeader('token', token);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => {
      try {
        if (onProgress) onProgress(1);
        resolve(settle<T>(path, xhr.status, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled'));
    xhr.send(form);
  });
}

/** Calls of the product API on the same origin; each resolves to the whole JSON envelope. */
export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  del: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
  upload,
};
