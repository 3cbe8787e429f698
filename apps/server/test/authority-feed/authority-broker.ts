import crypto from 'node:crypto';
import net from 'node:net';
import amqp from 'amqplib';
import { ufmsCodec } from '../../src/areas/reports/authority-feed/ufms-codec.js';
import { waitUntil } from '../support/wait-until.js';

/** The machine's RabbitMQ (scripts/test.sh starts it when it is not running). */
export const BROKER_URL = process.env.AMQP_TEST_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

export type Decoded = Record<string, any>;

/**
 * The authority's side of the feed, as a test plays it on the real broker: an exchange of
 * its own (the console declares nothing) and a queue that keeps everything published to it.
 */
export async function authorityBroker() {
  const exchange = `ufms-test-${crypto.randomBytes(4).toString('hex')}`;
  const connection = await amqp.connect(BROKER_URL);
  const channel = await connection.createChannel();
  await channel.assertExchange(exchange, 'topic', { durable: false, autoDelete: false });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, exchange, '#');
  const codec = ufmsCodec();
  const received: Decoded[] = [];
  await channel.consume(
    queue,
    (message) => {
      if (message) received.push(codec.decode(message.content));
    },
    { noAck: true },
  );

  return {
    exchange,
    received,
    wayPoints: () =>
      received.filter((m) => m.msgType === 'WayPoint').map((m) => m['.ufms.wayPoint']),
    /** Waits until `count` messages matching `match` have arrived; answers them. */
    async waitFor(what: string, count: number, match: (m: Decoded) => boolean) {
      await waitUntil(what, () => received.filter(match).length >= count, { timeoutMs: 60_000 });
      return received.filter(match);
    },
    async close() {
      await channel.deleteExchange(exchange).catch(() => {});
      await connection.close();
    },
  };
}

/**
 * A TCP proxy in front of the broker that a test can cut (every connection dropped, new ones
 * refused) and mend: the outage of the authority's server or of the network to it.
 */
export async function cuttableProxy(targetPort = 5672) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(targetPort, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: BROKER_URL.replace(/:\d+(\/|$)/, `:${port}$1`),
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    mend() {
      open = true;
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
