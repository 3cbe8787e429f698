import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  canonicalPlate,
  displayDate,
  displayPlate,
  PAPER_TYPE_NAMES,
  PAPER_FILE_MAX_BYTES,
  PAPER_FILE_TYPES,
  PAPER_WARN_DAYS,
  type TPaper,
  type TPaperType,
  type ZAddPaperFields,
  type ZEditPaperFields,
  type ZPaperListRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { notFound, invalidField } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { AccessService, Actor, UserRepository } from '../../accounts/index.js';
import { type BlobStore, intakeUpload, uploadName } from '../../platform/index.js';
import type { TruckService } from '../../fleet/index.js';
import type { WarningService } from '../../alerts/index.js';
import type { PaperFileRow, PaperRepository, PaperRow, PaperScope } from './paper-repository.js';
import { addDays, paperStatus } from './paper-status.js';

interface Deps {
  papers: PaperRepository;
  trucks: TruckService;
  users: UserRepository;
  access: AccessService;
  blobs: BlobStore;
  warnings: WarningService;
  time: TimeFormat;
  requestCheck: () => void;
}

export type StoredPaperFile = Omit<PaperFileRow, 'id' | 'paper_id'>;

export function paperService(deps: Deps) {
  const { papers, trucks, users, access, blobs, warnings, time } = deps;
  const today = (now = new Date()) => time.toWire(now).slice(0, 10);

  async function scopeOf(actor: Actor): Promise<PaperScope> {
    return {
      truckIds: await trucks.visibleIds(actor),
      // Driver licences belong to people: their managers see them all, a driver their own.
      allDrivers: await access.managesPeople(actor),
      username: actor.username,
    };
  }

  async function withFiles(rows: PaperRow[]): Promise<TPaper[]> {
    const files = await papers.files(rows.map((row) => row.id));
    const date = today();
    return rows.map((row) => ({
      id: row.id,
      plate: row.plate,
      username: row.username,
      type: row.type as TPaperType,
      number: row.number,
      issued_at: row.issued_at,
      expires_at: row.expires_at,
      note: row.note,
      files: files
        .filter((file) => file.paper_id === row.id)
        .map((file) => ({
          file_id: file.id,
          name: file.name,
          size: Number(file.size),
          content_type: file.content_type,
          url: `/api/papers/files/${file.id}`,
        })),
      ...paperStatus(row.expires_at, date),
    }));
  }

  async function one(actor: Actor, id: number): Promise<TPaper | undefined> {
    return (await withFiles(await papers.list(await scopeOf(actor), { ids: [id] })))[0];
  }

  /** The stored fields of a paper: a truck the actor sees, or a driver they may manage. */
  async function fieldsOf(actor: Actor, input: z.output<typeof ZAddPaperFields>) {
    let truckId: number | null = null;
    if (input.type !== 'driver_licence') {
      truckId = (await trucks.visibleByPlate(actor, input.plate!)).id;
    } else {
      const scope = await scopeOf(actor);
      const user = await users.findByUsername(input.username!);
      if (
        !user ||
        (!scope.allDrivers && user.username.toLowerCase() !== actor.username.toLowerCase())
      )
        throw notFound('User');
    }
    return {
      truck_id: truckId,
      username: truckId === null ? input.username : null,
      type: input.type,
      number: input.number,
      issued_at: input.issued_at,
      expires_at: input.expires_at,
      note: input.note,
    };
  }

  return {
    async list(actor: Actor, filter: z.output<typeof ZPaperListRequest>): Promise<TPaper[]> {
      const plate = filter?.plate
        ? (canonicalPlate(filter.plate) ?? filter.plate.toUpperCase())
        : undefined;
      const rows = await papers.list(await scopeOf(actor), {
        plate: plate?.replace(/[-.\s]/g, ''),
        username: filter?.username || undefined,
        kind: filter?.kind,
      });
      return withFiles(rows);
    },

    /** Streams one uploaded file into the blob store (type by content, size-limited). */
    async storeFile(name: string | undefined, stream: Readable & { truncated?: boolean }) {
      const key = `papers/${Date.now()}-${crypto.randomBytes(8).toString('hex')}`;
      const stored = await intakeUpload(blobs, key, stream, {
        accept: PAPER_FILE_TYPES,
        maxBytes: PAPER_FILE_MAX_BYTES,
        label: 'A paper file',
      });
      return {
        name: uploadName(name, 'file'),
        size: stored.size,
        content_type: stored.contentType,
        blob_key: key,
      };
    },
    discardFiles: async (files: StoredPaperFile[]) => {
      for (const file of files) await blobs.delete(file.blob_key);
    },

    async add(
      actor: Actor,
      input: z.output<typeof ZAddPaperFields>,
      files: StoredPaperFile[],
    ): Promise<TPaper> {
      if (files.length === 0) {
        throw invalidField('files', 'required');
      }
      const fields = await fieldsOf(actor, input);
      const id = await papers.insert({ ...fields, created_by: actor.username }, files);
      deps.requestCheck();
      return (await one(actor, id))!;
    },

    /**
     * Rewrites a paper the actor sees, owned as a new paper would be; `files`, when any came,
     * replace its files (the old ones leave the store after the change is committed).
     */
    async update(
      actor: Actor,
      input: z.output<typeof ZEditPaperFields>,
      files: StoredPaperFile[],
    ): Promise<TPaper> {
      const scope = await scopeOf(actor);
      if (!(await one(actor, input.id))) throw notFound('Paper');
      const fields = await fieldsOf(actor, input);
      const replaced = await papers.update(
        scope,
        input.id,
        fields,
        files.length > 0 ? files : null,
      );
      if (replaced === null) throw notFound('Paper');
      for (const key of replaced) await blobs.delete(key);
      // A new expiry date is a new paper to the check: it warns again when that date nears.
      deps.requestCheck();
      return (await one(actor, input.id))!;
    },

    async delete(actor: Actor, ids: number[]): Promise<number> {
      const { count, blobs: keys } = await papers.delete(await scopeOf(actor), ids);
      for (const key of keys) await blobs.delete(key);
      return count;
    },

    async file(actor: Actor, fileId: number) {
      const file = await papers.file(await scopeOf(actor), fileId);
      if (!file) throw notFound('File');
      return {
        name: file.name,
        contentType: file.content_type,
        body: await blobs.get(file.blob_key),
      };
    },

    /**
     * One `paper_expiring` warning when a paper enters the 30-day window and one
     * `paper_expired` after its date; the keys carry the expiry date, so a renewed paper
     * (new date) is warned about again. Safe to run any number of times.
     */
    async check(now = new Date()): Promise<number> {
      const date = today(now);
      let raised = 0;
      for (const paper of await papers.expiringBy(addDays(date, PAPER_WARN_DAYS))) {
        const { status, days_left } = paperStatus(paper.expires_at, date);
        if (status === 'valid') continue;
        const type = status === 'expired' ? 'paper_expired' : 'paper_expiring';
        // A driver's paper names the person: the full name, the login only when none.
        const owner = paper.plate
          ? displayPlate(paper.plate)
          : (paper.fullname ?? paper.username ?? '');
        // Stored in Vietnamese, as the system words its warnings; screens and mails word
        // it again from the params in the reader's language.
        const kind = PAPER_TYPE_NAMES.vi[paper.type as TPaperType] ?? paper.type;
        const what = `${owner}: ${kind}${paper.number ? ` số ${paper.number}` : ''}`;
        const ends = displayDate(paper.expires_at);
        const made = await warnings.raiseSystem({
          truckId: paper.truck_id,
          username: paper.username,
          type,
          content:
            status === 'expired'
              ? `${what} đã hết hạn ngày ${ends}`
              : `${what} hết hạn ngày ${ends} (còn ${days_left} ngày)`,
          params: {
            owner,
            paper_type: paper.type,
            number: paper.number ?? '',
            expires_at: paper.expires_at!,
            days_left: days_left!,
          },
          time: now,
          dedupeKey: `${type}:${paper.id}:${paper.expires_at}`,
        });
        if (made) raised += 1;
      }
      return raised;
    },
  };
}

export type PaperService = ReturnType<typeof paperService>;
