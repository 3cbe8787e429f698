import { fileURLToPath } from 'node:url';
import protobuf from 'protobufjs';
import type { FeedCodec, FeedMessage } from './feed-message.js';

/** The project's copy of the feed's schema; the build copies it beside main.js. */
const PROTO_PATH = fileURLToPath(new URL('./ufms/track.proto', import.meta.url));

const VEHICLE_TYPES = { truck: 600, tractor: 900 } as const;

const seconds = (time: Date | number) => Math.floor(Number(time) / 1000);
/** proto2 leaves an unset optional field off the wire; null and undefined both mean unset. */
const optional = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/**
 * The UFMS codec (TCĐBVN, proto2 `track.proto`, package `ufms`): a `BaseMessage` whose
 * `msgType` names the payload, carried in the extension field of the same number.
 */
export function ufmsCodec(protoPath: string = PROTO_PATH): FeedCodec & {
  /** Reads a body back (tests, and the operator's "send a test message" check). */
  decode(body: Uint8Array): Record<string, unknown>;
} {
  const root = protobuf.loadSync(protoPath);
  const base = root.lookupType('ufms.BaseMessage');

  function payload(message: FeedMessage): [number, string, Record<string, unknown>] {
    switch (message.type) {
      case 'way_point':
        return [
          100,
          '.ufms.wayPoint',
          {
            vehicle: message.vehicle,
            driver: optional(message.driver),
            speed: message.speedKmh,
            datetime: seconds(message.time),
            x: message.lon,
            y: message.lat,
            z: optional(message.altitude),
            heading: optional(message.heading),
            ignition: optional(message.ignition),
            door: optional(message.door),
            aircon: optional(message.aircon),
          },
        ];
      case 'reg_vehicle':
        return [
          400,
          '.ufms.regVehicle',
          {
            vehicle: message.vehicle,
            vehicleType: VEHICLE_TYPES[message.vehicleType],
            driver: optional(message.driver),
            company: optional(message.company),
            deviceModel: optional(message.deviceModel),
            deviceId: optional(message.deviceId),
            sim: optional(message.sim),
            datetime: seconds(message.registeredAt),
            vin: optional(message.vin),
            capacity: optional(message.capacity),
          },
        ];
      case 'reg_driver':
        return [
          410,
          '.ufms.regDriver',
          {
            driver: message.driver,
            name: message.name,
            datetimeIssue: message.issuedAt === null ? undefined : seconds(message.issuedAt),
            datetimeExpire: message.expiresAt === null ? undefined : seconds(message.expiresAt),
            regPlace: optional(message.issuedBy),
            license: optional(message.licenceClass),
          },
        ];
      case 'reg_company':
        return [
          420,
          '.ufms.regCompany',
          {
            company: message.company,
            name: message.name,
            address: optional(message.address),
            tel: optional(message.phone),
          },
        ];
    }
  }

  return {
    name: 'ufms',
    encode(message, providerId) {
      const [msgType, field, body] = payload(message);
      const value = base.fromObject({
        msgType,
        providerId: optional(providerId),
        [field]: body,
      });
      const problem = base.verify(value);
      if (problem) throw new Error(`ufms: ${problem}`);
      return Buffer.from(base.encode(value).finish());
    },
    decode(body) {
      return base.toObject(base.decode(body), { enums: String, longs: Number, defaults: false });
    },
  };
}
