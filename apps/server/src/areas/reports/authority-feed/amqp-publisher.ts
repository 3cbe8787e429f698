import amqp, { type ChannelModel, type ConfirmChannel } from 'amqplib';

/** Where the authority's broker takes the feed. */
export interface FeedTarget {
  /** `amqp://user:password@host:port/vhost` or `amqps://…`. */
  url: string;
  exchange: string;
  routingKey: string;
}

/** Why a publish did not get the broker's confirm, as the transmission page words it. */
export type FeedFailure =
  'unreachable' | 'login_refused' | 'exchange_missing' | 'refused' | 'timeout';

export class FeedPublishError extends Error {
  constructor(
    readonly failure: FeedFailure,
    message: string,
  ) {
    super(message);
  }
}

/** A broker that does not confirm within this is treated as gone (a cut network keeps quiet). */
const CONFIRM_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 10_000;
/** Heartbeats find a dead peer behind a silent network within about twice this. */
const HEARTBEAT_S = 15;

/** The URL with a heartbeat, unless it names its own (`?heartbeat=`). */
function withHeartbeat(url: string): string {
  if (/[?&]heartbeat=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}heartbeat=${HEARTBEAT_S}`;
}

/** The AMQP close code and text, or a socket error's code (amqplib puts either on the error). */
function failureOf(error: unknown): FeedPublishError {
  if (error instanceof FeedPublishError) return error;
  const e = error as { code?: number | string; message?: string } | null;
  const text = e?.message ?? String(error);
  if (e?.code === 403 || /ACCESS_REFUSED|ACCESS-REFUSED|403/.test(text))
    return new FeedPublishError('login_refused', 'The broker refused the login');
  if (e?.code === 404 || /NOT_FOUND|404/.test(text))
    return new FeedPublishError('exchange_missing', 'The exchange does not exist on the broker');
  if (/nack|rejected/i.test(text))
    return new FeedPublishError('refused', 'The broker refused the message');
  return new FeedPublishError('unreachable', 'The broker cannot be reached');
}

/**
 * Publishes feed messages to the authority's exchange with publisher confirms: a batch is
 * done only when the broker has confirmed every message of it. Declares nothing (the exchange
 * is the authority's). One connection and one confirm channel, opened on first use and again
 * after any failure.
 */
export function amqpPublisher() {
  let open: { key: string; connection: ChannelModel; channel: ConfirmChannel } | null = null;

  async function close(): Promise<void> {
    const current = open;
    open = null;
    if (!current) return;
    await current.connection.close().catch(() => {});
  }

  async function channelFor(target: FeedTarget): Promise<ConfirmChannel> {
    if (open && open.key === target.url) return open.channel;
    await close();
    const connection = await amqp
      .connect(withHeartbeat(target.url), { timeout: CONNECT_TIMEOUT_MS })
      .catch((error: unknown) => {
        throw failureOf(error);
      });
    // A failed publish closes the channel or the connection; the next batch opens anew.
    const forget = () => {
      if (open?.connection === connection) open = null;
    };
    connection.on('error', forget);
    connection.on('close', forget);
    const channel = await connection.createConfirmChannel().catch(async (error: unknown) => {
      await connection.close().catch(() => {});
      throw failureOf(error);
    });
    channel.on('error', forget);
    channel.on('close', forget);
    open = { key: target.url, connection, channel };
    return channel;
  }

  return {
    /** Resolves when the broker confirmed every body; rejects with a FeedPublishError. */
    async publish(target: FeedTarget, bodies: readonly Buffer[]): Promise<void> {
      if (bodies.length === 0) return;
      const channel = await channelFor(target);
      // A channel closed by the broker (a missing exchange) says why on the channel itself.
      let closedWith: unknown = null;
      const onError = (error: unknown) => (closedWith = error);
      channel.on('error', onError);
      let timer: NodeJS.Timeout | undefined;
      try {
        for (const body of bodies)
          channel.publish(target.exchange, target.routingKey, body, {
            persistent: true,
            contentType: 'application/x-protobuf',
          });
        await Promise.race([
          channel.waitForConfirms(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new FeedPublishError('timeout', 'The broker did not confirm in time')),
              CONFIRM_TIMEOUT_MS,
            );
          }),
        ]);
      } catch (error) {
        await close();
        throw failureOf(closedWith ?? error);
      } finally {
        clearTimeout(timer);
        channel.off('error', onError);
      }
    },
    close,
  };
}

export type AmqpPublisher = ReturnType<typeof amqpPublisher>;
