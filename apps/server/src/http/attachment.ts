import type { FastifyReply } from 'fastify';

/**
 * The `Content-Disposition` of a file named `name`. The plain `filename` is an ASCII stand-in
 * for old clients; `filename*` carries the real (often Vietnamese) name (RFC 6266).
 */
export function contentDisposition(name: string, inline = false): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'file';
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Headers of a file answer: its type and name (every download goes through here). */
export function attachment(reply: FastifyReply, name: string, contentType: string, inline = false) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', contentDisposition(name, inline));
}
