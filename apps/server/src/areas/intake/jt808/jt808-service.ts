import type {
  TJt808Setting,
  TJt808Terminal,
  ZJt808PhotoRequest,
  ZJt808TextRequest,
  ZJt808TimeZoneRequest,
} from '@fleet/contracts';
import type { z } from 'zod';
import { AppError } from '../../../http/app-error.js';
import type { TimeFormat } from '../../../time-format.js';
import type { Actor } from '../../accounts/index.js';
import type { TruckService } from '../../fleet/index.js';
import { PLATFORM, takePhoto, textMessage } from './platform-messages.js';
import { readPhotoAnswer, readSettings, TERMINAL } from './terminal-messages.js';
import type { TerminalRegistry, TerminalReply } from './terminal-registry.js';
import { resultOf } from './terminal-registry.js';
import type { TerminalRepository } from './terminal-repository.js';
import { readText } from './text-codec.js';

interface Deps {
  registry: TerminalRegistry;
  terminals: TerminalRepository;
  trucks: TruckService;
  time: TimeFormat;
  defaultTimeZone: string;
  /** A terminal's clock offset changed: cached offsets are dropped. */
  forgetOffset: (deviceId: string) => void;
}

/**
 * What staff do with a truck's JT/T 808 terminal. Every action names the truck by plate and
 * needs its grant (404 otherwise, as every truck route); the page of each route is in the
 * permission registry.
 */
export function jt808Service({
  registry,
  terminals,
  trucks,
  time,
  defaultTimeZone,
  forgetOffset,
}: Deps) {
  async function deviceOf(actor: Actor, plate: string): Promise<string> {
    const truck = await trucks.visibleByPlate(actor, plate);
    if (!truck.device_id)
      throw new AppError('NOT_FOUND', 'This truck has no device id (its terminal phone number)');
    return truck.device_id;
  }

  /** A 0x0001 reply that is not "success" becomes TERMINAL_REFUSED. */
  function accepted(reply: TerminalReply): TerminalReply {
    const result = resultOf(reply);
    if (result !== 0)
      throw new AppError('TERMINAL_REFUSED', `The terminal refused the command (result ${result})`);
    return reply;
  }

  return {
    async terminal(actor: Actor, plate: string): Promise<TJt808Terminal> {
      const deviceId = await deviceOf(actor, plate);
      const row = await terminals.row(deviceId);
      const registration = row?.registration as Record<string, string> | null | undefined;
      const text = (key: string) => String(registration?.[key] ?? '');
      const wire = (at: Date | null | undefined) => (at ? time.toWire(at) : null);
      return {
        device_id: deviceId,
        connected: await registry.isConnected(deviceId),
        registration: registration
          ? {
              manufacturer: text('manufacturer'),
              model: text('model'),
              terminal_id: text('terminal_id'),
              plate: text('plate'),
            }
          : null,
        registered_at: wire(row?.registered_at),
        authenticated_at: wire(row?.authenticated_at),
        last_address: row?.last_address ?? null,
        released_at: wire(row?.released_at),
        time_zone: row?.time_zone ?? null,
        default_time_zone: defaultTimeZone,
        card_id: row?.card_id ?? null,
      };
    },

    /**
     * The truck's terminal was replaced: its registration and code are forgotten, its
     * connection ends, and the next terminal to register with its phone number takes it.
     */
    async release(actor: Actor, plate: string): Promise<TJt808Terminal> {
      const deviceId = await deviceOf(actor, plate);
      await terminals.release(deviceId);
      await registry.forget(deviceId);
      return this.terminal(actor, plate);
    },

    async setTimeZone(actor: Actor, input: z.output<typeof ZJt808TimeZoneRequest>) {
      const deviceId = await deviceOf(actor, input.truck_plate);
      await terminals.timeZone(deviceId, input.time_zone);
      forgetOffset(deviceId);
      return this.terminal(actor, input.truck_plate);
    },

    async sendText(actor: Actor, input: z.output<typeof ZJt808TextRequest>): Promise<void> {
      const deviceId = await deviceOf(actor, input.truck_plate);
      const body = {
        legacy: textMessage(input.text, input.urgent, null),
        v2019: textMessage(input.text, input.urgent, 1),
      };
      accepted(await registry.request(deviceId, PLATFORM.text, body));
    },

    /** 0x8801: the terminal answers with the ids of the photos it will upload (0x0805). */
    async takePhoto(actor: Actor, input: z.output<typeof ZJt808PhotoRequest>) {
      const deviceId = await deviceOf(actor, input.truck_plate);
      const reply = accepted(
        await registry.request(deviceId, PLATFORM.takePhoto, takePhoto(input.channel), {
          replyIds: [TERMINAL.photoAnswer, TERMINAL.generalResponse],
        }),
      );
      if (reply.msgId === TERMINAL.generalResponse) return { media_ids: [] };
      const answer = readPhotoAnswer(reply.body);
      if (!answer || answer.result !== 0)
        throw new AppError(
          'TERMINAL_REFUSED',
          answer?.result === 2
            ? 'The terminal has no camera on this channel'
            : 'The terminal could not take the photo',
        );
      return { media_ids: answer.mediaIds };
    },

    async settings(actor: Actor, plate: string): Promise<TJt808Setting[]> {
      const deviceId = await deviceOf(actor, plate);
      const reply = await registry.request(deviceId, PLATFORM.querySettings, Buffer.alloc(0), {
        replyIds: [TERMINAL.settings],
      });
      const settings = readSettings(reply.body);
      if (!settings) throw new AppError('TERMINAL_REFUSED', 'The terminal sent no parameters');
      return settings.items.map(({ id, value }) => ({ id, value: settingValue(value) }));
    },
  };
}

/** Numbers for the BYTE/WORD/DWORD parameters, text for the strings, hex for the rest. */
function settingValue(value: Buffer): number | string {
  if (value.length === 1) return value[0]!;
  if (value.length === 2) return value.readUInt16BE(0);
  if (value.length === 4) return value.readUInt32BE(0);
  const text = readText(value, 0, value.length);
  return /^[\p{L}\p{N}\p{P}\p{Zs}]*$/u.test(text) && text !== '' ? text : value.toString('hex');
}

export type Jt808Service = ReturnType<typeof jt808Service>;
