/**
 * What the console forwards to the authority's server (TT 09/2015 art. 4, TT 71/2024), in the
 * console's words; a codec turns each into the bytes of one AMQP message.
 */

/** One stored fix of a truck, exactly as stored. */
export interface WayPointMessage {
  type: 'way_point';
  /** The plate written together: "51C12345". */
  vehicle: string;
  /** The driver's licence number, when the driver at the wheel is known and has one. */
  driver: string | null;
  speedKmh: number;
  time: Date;
  lon: number;
  lat: number;
  altitude: number | null;
  heading: number | null;
  ignition: boolean | null;
  door: boolean | null;
  aircon: boolean | null;
}

/** The authority's vehicle types (UFMS `RegVehicle.VehicleType`) the console's trucks map to. */
export type FeedVehicleType = 'truck' | 'tractor';

export interface RegVehicleMessage {
  type: 'reg_vehicle';
  vehicle: string;
  vehicleType: FeedVehicleType;
  driver: string | null;
  /** The company's tax code (MST). */
  company: string | null;
  deviceModel: string | null;
  deviceId: string | null;
  sim: string | null;
  /** When the truck was registered in the console (epoch ms: registrations wait as JSON). */
  registeredAt: number;
  vin: string | null;
  /** Payload in kg (trucks) or seats. */
  capacity: number | null;
}

export interface RegDriverMessage {
  type: 'reg_driver';
  /** Licence number (GPLX). */
  driver: string;
  name: string;
  /** Epoch ms of the licence's dates. */
  issuedAt: number | null;
  expiresAt: number | null;
  issuedBy: string | null;
  /** Licence class (C, CE, …). */
  licenceClass: string | null;
}

export interface RegCompanyMessage {
  type: 'reg_company';
  /** Tax code (MST). */
  company: string;
  name: string;
  address: string | null;
  phone: string | null;
}

export type FeedMessage =
  WayPointMessage | RegVehicleMessage | RegDriverMessage | RegCompanyMessage;

/** Turns a message into the body of one AMQP message; several codecs may be offered. */
export interface FeedCodec {
  readonly name: string;
  encode(message: FeedMessage, providerId: string | null): Buffer;
}
