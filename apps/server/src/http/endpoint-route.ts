import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import { resolveRoutePath, type TEndpoint } from '@fleet/contracts';

type TNone = Record<never, never>;
type TIf<T, K extends string> = T extends z.ZodType ? { [key in K]: T } : TNone;

/** The fastify schema of an endpoint record: what the route validates and documents. */
export type TEndpointSchema<E extends TEndpoint> = TIf<E['body'], 'body'> &
  TIf<E['query'], 'querystring'> &
  TIf<E['params'], 'params'> &
  (E['response'] extends z.ZodType
    ? { response: { [status in E['status'] extends number ? E['status'] : 200]: E['response'] } }
    : TNone);

/**
 * Method, URL and schema of a route from its endpoint record (contracts/endpoints), so the
 * server registers what the web calls: `app.route({ ...served(ENDPOINTS.truckList), handler })`.
 */
export function served<E extends TEndpoint>(
  endpoint: E,
  productSlug = '',
): { method: E['method']; url: string; schema: TEndpointSchema<E> } {
  const schema: Record<string, unknown> = {};
  if (endpoint.body) schema.body = endpoint.body;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.response) schema.response = { [endpoint.status ?? 200]: endpoint.response };
  return {
    method: endpoint.method,
    url: resolveRoutePath(endpoint.path, productSlug),
    schema: schema as TEndpointSchema<E>,
  };
}

const SCHEMA_PARTS = [
  ['body', 'body'],
  ['query', 'querystring'],
  ['params', 'params'],
] as const;

/**
 * Why a registered route's schema is not its endpoint record's, or null: each schema the
 * record names must be the very one the route validates with, so the two cannot drift.
 */
export function schemaDrift(endpoint: TEndpoint, schema: FastifySchema | undefined): string | null {
  const registered = (schema ?? {}) as Record<string, unknown>;
  for (const [part, key] of SCHEMA_PARTS) {
    if (endpoint[part] && registered[key] !== endpoint[part])
      return `does not validate its ${part} with its endpoint record's schema`;
  }
  if (endpoint.response) {
    const responses = (registered.response ?? {}) as Record<string, unknown>;
    if (responses[endpoint.status ?? 200] !== endpoint.response)
      return `does not answer ${endpoint.status ?? 200} with its endpoint record's schema`;
  }
  return null;
}
