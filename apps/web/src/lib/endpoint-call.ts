import {
  pathWith,
  resolveRoutePath,
  type TAnswerOf,
  type TBodyOf,
  type TEndpoint,
} from '@fleet/contracts';
import { request } from './api';
import { clientConfigOnce } from './client-config';

/**
 * Answers are checked against their contract while developing, in unit tests, and in the
 * build the end-to-end specs run (`VITE_CHECK_ANSWERS=1`, scripts/test.sh); not in production.
 */
const CHECK_ANSWERS =
  import.meta.env.DEV ||
  import.meta.env.MODE === 'test' ||
  import.meta.env.VITE_CHECK_ANSWERS === '1';

/** An answer that does not match its endpoint's response schema: the contract and code differ. */
export class AnswerMismatchError extends Error {
  constructor(endpoint: TEndpoint, problems: string) {
    super(`${endpoint.method} ${endpoint.path} answered outside its contract: ${problems}`);
    this.name = 'AnswerMismatchError';
  }
}

/** The answer as it came, after checking it against the endpoint's response schema. */
export function checkedAnswer<E extends TEndpoint>(
  endpoint: E,
  answer: unknown,
  check = CHECK_ANSWERS,
): TAnswerOf<E> {
  if (check && endpoint.response) {
    const parsed = endpoint.response.safeParse(answer);
    if (!parsed.success) {
      const problems = parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
        .join('; ');
      throw new AnswerMismatchError(endpoint, problems);
    }
  }
  return answer as TAnswerOf<E>;
}

export interface TCallOptions {
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string | number>;
}

async function urlOf(endpoint: TEndpoint, options: TCallOptions): Promise<string> {
  const path = endpoint.path.includes('{product}')
    ? resolveRoutePath(endpoint.path, (await clientConfigOnce()).product_slug)
    : endpoint.path;
  return pathWith(path, options.params);
}

/**
 * Calls one endpoint of the console's API by its record (contracts/endpoints): method and path
 * from the record, the body typed by its schema, the answer typed by (and, in development and
 * tests, checked against) its response schema. Failures are `ApiError`s as with `api`.
 */
export async function call<E extends TEndpoint>(
  endpoint: E,
  body?: TBodyOf<E>,
  options: TCallOptions = {},
): Promise<TAnswerOf<E>> {
  const answer = await request<unknown>(endpoint.method, await urlOf(endpoint, options), body);
  return checkedAnswer(endpoint, answer);
}
