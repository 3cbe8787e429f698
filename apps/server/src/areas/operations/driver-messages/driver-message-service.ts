import type {
  TDriverMessage,
  TDriverMessageSide,
  TDriverMessageThread,
  ZReadDriverThreadRequest,
  ZReadTruckThreadRequest,
  ZSendDriverMessageRequest,
  ZSendTruckMessageRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Actor } from '../../accounts/index.js';
import type { TrackingService } from '../../tracking/index.js';
import type { TruckService } from '../../fleet/index.js';
import type { DriverMessageRepository, DriverMessageRow } from './driver-message-repository.js';

interface Deps {
  repository: DriverMessageRepository;
  trucks: Pick<TruckService, 'visibleByPlate'>;
  tracking: Pick<TrackingService, 'currentDriver'>;
  /** Full names by username (lower-cased keys). */
  names: (usernames: string[]) => Promise<Map<string, string>>;
  time: TimeFormat;
}

const otherSide = (side: TDriverMessageSide): TDriverMessageSide =>
  side === 'office' ? 'driver' : 'office';

/**
 * Messages between the office and drivers, a thread per driver. The office reaches the thread
 * of the driver of a truck it is granted (at the wheel, else assigned: the truck card's
 * driver); a driver reaches only their own.
 */
export function driverMessageService({ repository, trucks, tracking, names, time }: Deps) {
  const toWire = (row: DriverMessageRow): TDriverMessage => ({
    id: row.id,
    from: row.sender,
    author: row.author,
    author_name: row.author_name,
    text: row.body,
    sent_at: time.toWire(row.sent_at),
    read_at: row.read_at ? time.toWire(row.read_at) : null,
  });

  async function view(
    threadId: number,
    driver: { username: string; name: string | null },
    reader: TDriverMessageSide,
  ): Promise<TDriverMessageThread> {
    return {
      id: threadId,
      driver: driver.username,
      driver_name: driver.name,
      messages: (await repository.messages(threadId)).map(toWire),
      unread: await repository.unread(threadId, otherSide(reader)),
    };
  }

  async function add(
    threadId: number,
    sender: TDriverMessageSide,
    actor: Actor,
    input: { text: string; request_key: string },
  ): Promise<TDriverMessage> {
    const row = await repository.add({
      threadId,
      sender,
      author: actor.username,
      body: input.text,
      requestKey: input.request_key,
    });
    if (!row) throw new AppError('CONFLICT', 'This request key was used for another message');
    return toWire(row);
  }

  /** The granted truck's driver and their thread; 404 for a truck not granted. */
  async function truckThread(actor: Actor, plate: string) {
    const truck = await trucks.visibleByPlate(actor, plate);
    const driver = await tracking.currentDriver(truck);
    return driver ? { driver, threadId: await repository.threadOf(driver.username) } : null;
  }

  /** The driver's own thread by id; 404 for any other. */
  async function ownThread(actor: Actor, threadId: number): Promise<number> {
    const driver = await repository.driverOf(threadId);
    if (driver !== actor.username.toLowerCase()) throw notFound('Message thread');
    return threadId;
  }

  return {
    async ofTruck(actor: Actor, plate: string): Promise<TDriverMessageThread | null> {
      const found = await truckThread(actor, plate);
      return found && view(found.threadId, found.driver, 'office');
    },
    async sendToTruck(
      actor: Actor,
      input: z.output<typeof ZSendTruckMessageRequest>,
    ): Promise<TDriverMessage> {
      const found = await truckThread(actor, input.truck_plate);
      if (!found) throw new AppError('CONFLICT', 'This truck has no driver to write to');
      return add(found.threadId, 'office', actor, input);
    },
    async readOfTruck(
      actor: Actor,
      input: z.output<typeof ZReadTruckThreadRequest>,
    ): Promise<void> {
      const found = await truckThread(actor, input.truck_plate);
      if (found) await repository.markRead(found.threadId, 'driver', input.up_to_id);
    },

    async own(actor: Actor): Promise<TDriverMessageThread> {
      const threadId = await repository.threadOf(actor.username);
      const name = (await names([actor.username])).get(actor.username.toLowerCase()) ?? null;
      return view(threadId, { username: actor.username, name }, 'driver');
    },
    async sendFromDriver(
      actor: Actor,
      input: z.output<typeof ZSendDriverMessageRequest>,
    ): Promise<TDriverMessage> {
      return add(await ownThread(actor, input.thread_id), 'driver', actor, input);
    },
    async readOwn(actor: Actor, input: z.output<typeof ZReadDriverThreadRequest>): Promise<void> {
      await repository.markRead(await ownThread(actor, input.thread_id), 'office', input.up_to_id);
    },
  };
}

export type DriverMessageService = ReturnType<typeof driverMessageService>;
