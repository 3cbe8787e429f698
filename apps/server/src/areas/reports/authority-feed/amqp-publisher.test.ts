import crypto from 'node:crypto';
import amqp from 'amqplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amqpPublisher, FeedPublishError } from './amqp-publisher.js';
import { ufmsCodec } from './ufms-codec.js';

/** The machine's RabbitMQ (scripts/test.sh starts it when it is not running). */
const BROKER = process.env.AMQP_TEST_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

describe('publishing to the authority exchange with confirms', () => {
  const exchange = `authority-test-${crypto.randomBytes(4).toString('hex')}`;
  let admin: amqp.ChannelModel;
  let queue: string;
  const codec = ufmsCodec();
  const publisher = amqpPublisher();

  beforeAll(async () => {
    // The test plays the authority: it owns the exchange and reads what arrives.
    admin = await amqp.connect(BROKER);
    const channel = await admin.createChannel();
    await channel.assertExchange(exchange, 'topic', { durable: false, autoDelete: true });
    queue = (await channel.assertQueue('', { exclusive: true })).queue;
    await channel.bindQueue(queue, exchange, '#');
  });
  afterAll(async () => {
    await publisher.close();
    await admin.close();
  });

  it('delivers a way point that decodes to the stored fix', async () => {
    const time = new Date('2026-11-28T03:04:05Z');
    const body = codec.encode(
      {
        type: 'way_point',
        vehicle: '51C12345',
        driver: '790123456789',
        speedKmh: 52.5,
        time,
        lon: 106.700123456,
        lat: 10.776543219,
        altitude: 12,
        heading: 270,
        ignition: true,
        door: null,
        aircon: null,
      },
      'provider-1',
    );
    await publisher.publish({ url: BROKER, exchange, routingKey: '' }, [body]);
    const channel = await admin.createChannel();
    const got = await channel.get(queue, { noAck: true });
    expect(got).not.toBe(false);
    const decoded = codec.decode((got as amqp.GetMessage).content);
    expect(decoded).toEqual({
      msgType: 'WayPoint',
      providerId: 'provider-1',
      '.ufms.wayPoint': {
        vehicle: '51C12345',
        driver: '790123456789',
        speed: 52.5,
        datetime: time.getTime() / 1000,
        x: 106.700123456,
        y: 10.776543219,
        z: 12,
        heading: 270,
        ignition: true,
      },
    });
    await channel.close();
  });

  it('says the login was refused', async () => {
    const wrong = BROKER.replace('guest:guest', 'guest:not-the-password');
    const failure = await publisher
      .publish({ url: wrong, exchange, routingKey: '' }, [Buffer.from('x')])
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FeedPublishError);
    expect((failure as FeedPublishError).failure).toBe('login_refused');
  });

  it('says the exchange does not exist, and publishes again once the target is right', async () => {
    const failure = await publisher
      .publish({ url: BROKER, exchange: `${exchange}-missing`, routingKey: '' }, [Buffer.from('x')])
      .catch((e: unknown) => e);
    expect((failure as FeedPublishError).failure).toBe('exchange_missing');
    await publisher.publish({ url: BROKER, exchange, routingKey: 'track1' }, [Buffer.from('y')]);
    const channel = await admin.createChannel();
    const got = await channel.get(queue, { noAck: true });
    expect(got && got.content.toString()).toBe('y');
    await channel.close();
  });

  it('says an unreachable broker is unreachable', async () => {
    const failure = await publisher
      .publish({ url: 'amqp://guest:guest@127.0.0.1:9', exchange, routingKey: '' }, [
        Buffer.from('x'),
      ])
      .catch((e: unknown) => e);
    expect((failure as FeedPublishError).failure).toBe('unreachable');
  });
});
