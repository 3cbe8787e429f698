import crypto from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { fileTypeFromBuffer } from 'file-type';
import type { BlobStore } from '../../platform/index.js';
import type { AttachmentFile } from './attachment-file.js';
import type { AttachmentRepository } from './attachment-repository.js';

/**
 * Types an attachment is served as, judged from its bytes (never from the name a device
 * chose): pictures and videos a browser shows, sound it plays; anything else is a download.
 */
const SERVED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'video/mp4',
  'video/quicktime',
  'audio/wav',
  'audio/x-wav',
  'audio/mpeg',
  'audio/aac',
]);
const SNIFF_BYTES = 4100;

async function contentTypeOf(path: string): Promise<string> {
  const handle = await fs.open(path, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    const mime = (await fileTypeFromBuffer(head.subarray(0, bytesRead)))?.mime;
    return mime && SERVED_TYPES.has(mime) ? mime : 'application/octet-stream';
  } finally {
    await handle.close();
  }
}

/** A device's file name as part of a blob key (letters, digits, `_.-` only). */
const keyPart = (name: string) => name.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^[._-]+/, '');

/** Stores a completed file in the blob store (streamed from disk) and links it to its alarm. */
export function attachmentStore({
  blobs,
  repository,
}: {
  blobs: BlobStore;
  repository: AttachmentRepository;
}) {
  return async function save(truckId: number, alarmKey: string, file: AttachmentFile) {
    const contentType = await contentTypeOf(file.path);
    const key = `alarm-attachments/${truckId}/${alarmKey}/${crypto.randomBytes(6).toString('hex')}-${keyPart(file.info.name) || 'file'}`;
    const { size } = await blobs.put(key, createReadStream(file.path), contentType);
    const id = await repository.insert({
      truck_id: truckId,
      alarm_key: alarmKey,
      file_name: file.info.name.replace(/\p{Cc}/gu, ''),
      file_type: file.info.type,
      size,
      content_type: contentType,
      blob_key: key,
    });
    // The same file sent again (a device that missed the answer): the first copy stands.
    if (id === null) await blobs.delete(key);
  };
}

export type SaveAttachment = ReturnType<typeof attachmentStore>;
