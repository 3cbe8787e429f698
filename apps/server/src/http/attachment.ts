import type { FastifyReply } from 'fastify';

/**
 * Headers of a file answer. The plain `filename` is an ASCII stand-in for old clients;
 * `filename*` carries the real (often Vietnamese) name (RFC 6266).
 */
export function attachment(reply: FastifyReply, name: string, contentType: string, inline = false) {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '') || 'file';
  return reply
    .header('content-type', contentType)
    .header(
      'content-disposition',
      `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
}
