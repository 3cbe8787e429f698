import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../http/app-error.js';
import type { ImportReply, ImportRequest } from './import-messages.js';
import { importTasks } from './import-tasks.js';

/**
 * The import thread: reads uploaded spreadsheets and map-point files one at a time, so a
 * large or hostile file costs this thread's time and heap, never the server's event loop.
 */
const port = parentPort!;

async function answer({ id, kind, file }: ImportRequest): Promise<ImportReply> {
  try {
    // Structured cloning hands over a Uint8Array; the readers expect a Buffer over it.
    const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    return { id, ok: true, value: await importTasks[kind](buffer) };
  } catch (error) {
    if (error instanceof AppError)
      return {
        id,
        ok: false,
        error: { code: error.code, message: error.message, details: error.details },
      };
    const message =
      error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
    return { id, ok: false, error: null, message };
  }
}

port.on('message', (request: ImportRequest) => {
  void answer(request).then((reply) => port.postMessage(reply));
});
