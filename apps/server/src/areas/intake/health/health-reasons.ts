import type { FastifyBaseLogger } from 'fastify';
import type { THealthProblem } from '@fleet/contracts';

type Maybe<T> = T | Promise<T>;

/** Something that can make the instance unhealthy: answers its problems now (none: healthy). */
export type HealthSource = () => Maybe<readonly THealthProblem[]>;

/** A source still running after this is reported as `check_not_answering`: health never hangs. */
const SOURCE_LIMIT_MS = 4_000;

/**
 * The reasons `/api/health` answers 503 for, gathered from the parts that know them (the
 * database, the storage folders, the writer, the device ports): health reads them without
 * reaching into those parts, and each part registers what it can tell under its name.
 */
export function healthReasons(log: FastifyBaseLogger, limitMs = SOURCE_LIMIT_MS) {
  const sources = new Map<string, HealthSource>();

  async function ask(name: string, source: HealthSource): Promise<readonly THealthProblem[]> {
    const notAnswering = (why: string): THealthProblem[] => [
      { reason: 'check_not_answering', subject: name, message: `The ${name} check ${why}` },
    ];
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<THealthProblem[]>((resolve) => {
      timer = setTimeout(
        () => resolve(notAnswering(`did not answer within ${limitMs / 1000} s`)),
        limitMs,
      );
    });
    try {
      return await Promise.race([Promise.resolve().then(source), late]);
    } catch (error) {
      // A source expects its own faults and reports them; this one did not: a bug, in the log.
      log.error({ err: error, check: name }, 'health check failed');
      return notAnswering('failed');
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    add(name: string, source: HealthSource): void {
      if (sources.has(name)) throw new Error(`health: "${name}" is registered twice`);
      sources.set(name, source);
    },
    /** Every problem that holds now, all sources asked at once, in registration order. */
    async current(): Promise<THealthProblem[]> {
      const found = await Promise.all([...sources].map(([name, source]) => ask(name, source)));
      return found.flat();
    },
  };
}

export type HealthReasons = ReturnType<typeof healthReasons>;
