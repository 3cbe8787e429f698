import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteGuard } from '../../../http/access-plugin.js';
import { AppError, notFound } from '../../../http/app-error.js';
import { contentDisposition } from '../../../http/attachment.js';
import type { BlobStore } from '../../platform/index.js';
import { parseByteRange } from './byte-range.js';
import type { MediaSigner } from './media-signer.js';

export interface TSignedFileAnswer {
  status: 200 | 206;
  headers: Record<string, string>;
  body: Readable;
}

/** Where a file's bytes are and how to label them; `name` adds an inline file name. */
export interface SignedFileTarget {
  key: string;
  contentType: string;
  name?: string;
}

export interface SignedFileWording {
  /** "media", "video": named in the 403 of an expired or altered link. */
  link: string;
  /** Named in the 404 when the link is good but the bytes are gone. */
  missing: string;
}

type LinkQuery = { e?: unknown; s?: unknown };

/** 403 unless the link of `file` carries its signature (`s`) and has not expired (`e`). */
function requireSignedLink(signer: MediaSigner, file: string, query: LinkQuery, link: string) {
  const check = signer.check(file, query.e, query.s);
  if (check !== 'ok')
    throw new AppError(
      'FORBIDDEN',
      check === 'expired'
        ? `This ${link} link has expired; reload the list for a new one`
        : `This ${link} link is not valid`,
    );
}

/**
 * The guard of a signed-link route (access `signed_url`, path parameter `file`): the access
 * plugin runs it before the handler; `openSignedFile` checks again where it opens the file.
 */
export function signedLinkGuard(signer: MediaSigner, wording: SignedFileWording): RouteGuard {
  return (request: FastifyRequest) => {
    const { file } = request.params as { file?: unknown };
    const query = (request.query ?? {}) as LinkQuery;
    requireSignedLink(signer, typeof file === 'string' ? file : '', query, wording.link);
  };
}

/**
 * Serves a file behind a signed link with HTTP Range: 200 for the whole file, 206 for one
 * range, 416 when the range lies outside; an expired or altered link is 403. `locate` runs
 * only once the signature holds, so an unsigned request never reaches the database.
 */
export async function openSignedFile(
  { blobs, signer }: { blobs: BlobStore; signer: MediaSigner },
  request: { file: string; query: LinkQuery; range: string | undefined },
  wording: SignedFileWording,
  locate: () => Promise<SignedFileTarget>,
): Promise<TSignedFileAnswer> {
  requireSignedLink(signer, request.file, request.query, wording.link);
  const { key, contentType, name } = await locate();
  const stat = await blobs.stat(key);
  if (!stat) throw notFound(wording.missing);
  const range = parseByteRange(request.range, stat.size);
  if (range === 'unsatisfiable')
    throw new AppError(
      'RANGE_NOT_SATISFIABLE',
      `The requested range lies outside the file of ${stat.size} bytes`,
      { size: stat.size },
    );
  const headers: Record<string, string> = {
    'content-type': contentType,
    'accept-ranges': 'bytes',
    // The link is private and short-lived: browsers may keep it only for its lifetime.
    'cache-control': 'private, max-age=300',
  };
  if (name) headers['content-disposition'] = contentDisposition(name, true);
  if (!range) {
    headers['content-length'] = String(stat.size);
    return { status: 200, headers, body: await blobs.get(key) };
  }
  headers['content-length'] = String(range.end - range.start + 1);
  headers['content-range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
  return { status: 206, headers, body: await blobs.get(key, range) };
}

/** Sends an answer of `openSignedFile`; a 416 also tells the file size (RFC 9110 15.5.17). */
export async function sendSignedFile(
  reply: FastifyReply,
  open: () => Promise<TSignedFileAnswer>,
): Promise<FastifyReply> {
  try {
    const answer = await open();
    return reply.status(answer.status).headers(answer.headers).send(answer.body);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RANGE_NOT_SATISFIABLE')
      void reply.header('content-range', `bytes */${(error.details as { size: number }).size}`);
    throw error;
  }
}
