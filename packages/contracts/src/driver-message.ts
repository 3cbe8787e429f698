import { z } from 'zod';
import { envelope } from './common.js';
import { ZRequestKey } from './driver-app.js';
import { ZPlate } from './truck.js';

/**
 * Messages between the office and a driver (issue 33): one thread per driver, read by the
 * office from the card of the truck the driver is at the wheel of, and by the driver in the app.
 */

/** The longest message, in characters. */
export const DRIVER_MESSAGE_MAX = 1_000;

/** Who wrote a message: someone in the office, or the driver of the thread. */
export const DRIVER_MESSAGE_SIDES = ['office', 'driver'] as const;
export type TDriverMessageSide = (typeof DRIVER_MESSAGE_SIDES)[number];

export const ZDriverMessage = z.object({
  id: z.number().int(),
  from: z.enum(DRIVER_MESSAGE_SIDES),
  author: z.string(),
  author_name: z.string().nullable(),
  text: z.string(),
  sent_at: z.string(),
  /** When the other side read it; null while unread. */
  read_at: z.string().nullable(),
});
export type TDriverMessage = z.infer<typeof ZDriverMessage>;

export const ZDriverMessageThread = z.object({
  id: z.number().int(),
  driver: z.string(),
  driver_name: z.string().nullable(),
  /** Oldest first; the latest 200. */
  messages: z.array(ZDriverMessage),
  /** Messages from the other side the reader has not read. */
  unread: z.number().int(),
});
export type TDriverMessageThread = z.infer<typeof ZDriverMessageThread>;

const ZMessageText = z.string().trim().min(1, 'is required').max(DRIVER_MESSAGE_MAX);
const ZMessageKey = ZRequestKey.meta({
  description: 'Made once per message by the sender; a message sent again with it lands once.',
});

/** The office: the thread of a truck's driver (at the wheel, else assigned); null without one. */
export const ZTruckThreadRequest = z.object({ truck_plate: ZPlate });
export const ZTruckThreadResponse = envelope(ZDriverMessageThread.nullable());

export const ZSendTruckMessageRequest = ZTruckThreadRequest.extend({
  text: ZMessageText,
  request_key: ZMessageKey,
});
export type TSendTruckMessageRequest = z.input<typeof ZSendTruckMessageRequest>;

/** Marks the messages from the driver up to `up_to_id` read. */
export const ZReadTruckThreadRequest = ZTruckThreadRequest.extend({
  up_to_id: z.number().int().positive(),
});

/** The driver: their own thread, by its id. */
export const ZDriverThreadResponse = envelope(ZDriverMessageThread);

export const ZSendDriverMessageRequest = z.object({
  thread_id: z.number().int().positive(),
  text: ZMessageText,
  request_key: ZMessageKey,
});
export type TSendDriverMessageRequest = z.input<typeof ZSendDriverMessageRequest>;

export const ZReadDriverThreadRequest = z.object({
  thread_id: z.number().int().positive(),
  up_to_id: z.number().int().positive(),
});

export const ZDriverMessageResponse = envelope(ZDriverMessage);
