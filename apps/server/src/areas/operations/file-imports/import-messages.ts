import type { TErrorCode } from '@fleet/contracts';
import type { importTasks } from './import-tasks.js';

export type ImportKind = keyof typeof importTasks;
export type ImportResult<K extends ImportKind> = Awaited<ReturnType<(typeof importTasks)[K]>>;

/** To the import thread: read this file as `kind`. */
export interface ImportRequest {
  id: number;
  kind: ImportKind;
  file: Uint8Array;
}

/** From the import thread: the task's answer, an AppError's parts, or a failure to log. */
export type ImportReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { code: TErrorCode; message: string; details?: unknown } }
  | { id: number; ok: false; error: null; message: string };
