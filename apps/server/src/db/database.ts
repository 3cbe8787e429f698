export type Row = Record<string, unknown>;

export interface TQueryOptions {
  /**
   * Keeps the statement prepared on each PostgreSQL connection under this name, so a hot
   * statement is parsed and planned once, not on every call. One name, one text.
   */
  prepareAs?: string;
}

export interface Queryable {
  query<T = Row>(text: string, params?: readonly unknown[], options?: TQueryOptions): Promise<T[]>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  /**
   * Bulk load, `COPY <into> FROM …` of `chunks` in the COPY `format`, answering the rows
   * copied. PostgreSQL streams them (`FROM STDIN`, pg-copy-streams); PGlite, which has no
   * COPY over the wire, reads them from its `/dev/blob`. Only a transaction's queryable has it.
   */
  copyFrom?(
    into: string,
    format: 'text' | 'binary',
    chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
  ): Promise<number>;
}

/** One PostgreSQL dialect over two engines: embedded PGlite or a PostgreSQL server. */
export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  /** PostgreSQL: where it is, for a worker thread that opens its own connections. */
  readonly url?: string;
  /** PGlite: the folder of its files (none in memory); health watches its disk. */
  readonly dir?: string;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function one<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (row === undefined) throw new Error('expected one row');
  return row;
}

export async function maybeOne<T>(rows: Promise<T[]>): Promise<T | undefined> {
  const [row] = await rows;
  return row;
}

/** Whether a statement failed on a unique index (that one index, when named). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const failure = error as { code?: string; constraint?: string } | null;
  return (
    failure?.code === '23505' && (constraint === undefined || failure.constraint === constraint)
  );
}
