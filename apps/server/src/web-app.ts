import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { errorBody } from './http/error-handler.js';
import { AppError } from './http/app-error.js';

/**
 * Serves the built web app: files that exist, else index.html for a browser opening a client
 * route. Anything else unknown answers a JSON 404.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const root =
    webDir && fs.existsSync(path.join(webDir, 'index.html')) ? path.resolve(webDir) : null;
  // The build writes .br and .gz beside each text asset; the one the browser accepts is sent.
  if (root) await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (root && isRead && !pathname.startsWith('/api/')) {
      const file = path.join(root, path.normalize(safeDecode(pathname)));
      if (file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        // Built assets carry a content hash in their names; everything else is revalidated.
        const options = pathname.startsWith('/assets/')
          ? { maxAge: '365d', immutable: true }
          : { cacheControl: false };
        if (!pathname.startsWith('/assets/')) void reply.header('cache-control', 'no-cache');
        return reply.header('vary', 'accept-encoding').sendFile(path.relative(root, file), options);
      }
      // A browser opening a client route asks for HTML and gets the app; API callers get JSON.
      if (request.headers.accept?.includes('text/html')) {
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'accept-encoding')
          .sendFile('index.html', { cacheControl: false });
      }
    }
    return reply
      .status(404)
      .send(errorBody(new AppError('NOT_FOUND', `No such address: ${request.method} ${pathname}`)));
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
