import type { THealthProblem } from '@fleet/contracts';
import type { Database } from '../../../db/database.js';

/** Longer than a busy embedded database takes for `select 1`, well under a prober's timeout. */
const ANSWER_WITHIN_MS = 3_000;

/** Whether the database answers a query: refused, failing or silent, it is unreachable. */
export function databaseCheck(db: Pick<Database, 'query'>, withinMs = ANSWER_WITHIN_MS) {
  const unreachable = (why: string): THealthProblem => ({
    reason: 'database_unreachable',
    subject: 'database',
    message: `The database ${why}`,
  });
  return async (): Promise<THealthProblem[]> => {
    let timer: NodeJS.Timeout | undefined;
    const silent = new Promise<THealthProblem>((resolve) => {
      timer = setTimeout(
        () => resolve(unreachable(`did not answer within ${withinMs / 1000} s`)),
        withinMs,
      );
    });
    const asked = db.query('select 1').then(
      () => null,
      (error: unknown) => unreachable(`refused a query (${faultCode(error)})`),
    );
    try {
      const problem = await Promise.race([asked, silent]);
      return problem ? [problem] : [];
    } finally {
      clearTimeout(timer);
    }
  };
}

/** An error's code (ECONNREFUSED, 57P01…), never its message: that may name hosts or paths. */
export function faultCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/i.test(code) ? code : 'error';
}
