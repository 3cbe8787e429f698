import type { FastifyInstance } from 'fastify';

/** The OpenAPI document generated from the zod contracts, as committed in openapi.json. */
export async function openApiDocument(app: FastifyInstance): Promise<string> {
  await app.ready();
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
