import {
  bcdTime,
  decodeLocation,
  LOCATION_BASIC_BYTES,
  type Jt808Location,
} from './location-report.js';
import { readAscii, readText } from './text-codec.js';

/**
 * Bodies of the terminal messages the gateway reads (JT/T 808-2013, with the 2011 and 2019
 * forms where they differ). Every reader checks lengths and answers null for a body that
 * does not have the shape: a terminal's bytes never throw past here.
 */
export const TERMINAL = {
  generalResponse: 0x0001,
  heartbeat: 0x0002,
  logout: 0x0003,
  register: 0x0100,
  authenticate: 0x0102,
  settings: 0x0104,
  location: 0x0200,
  batch: 0x0704,
  driverCard: 0x0702,
  mediaEvent: 0x0800,
  mediaData: 0x0801,
  photoAnswer: 0x0805,
} as const;

export interface Registration {
  province: number;
  city: number;
  manufacturer: string;
  model: string;
  terminal_id: string;
  plate_color: number;
  plate: string;
}

/** 0x0100. 2011: model of 8 bytes; 2013: 20; 2019: manufacturer 11, model 30, id 30. */
export function readRegistration(body: Buffer, version: number | null): Registration | null {
  const [maker, model, id] =
    version !== null ? [11, 30, 30] : body.length >= 37 ? [5, 20, 7] : [5, 8, 7];
  const plateAt = 4 + maker + model + id + 1;
  if (body.length < plateAt) return null;
  return {
    province: body.readUInt16BE(0),
    city: body.readUInt16BE(2),
    manufacturer: readAscii(body, 4, 4 + maker),
    model: readAscii(body, 4 + maker, 4 + maker + model),
    terminal_id: readAscii(body, 4 + maker + model, plateAt - 1),
    plate_color: body[plateAt - 1]!,
    plate: readText(body, plateAt, body.length),
  };
}

/** 0x0102: the whole body (2011/2013), or a length-prefixed code then IMEI and version (2019). */
export function readAuthCode(body: Buffer, version: number | null): string {
  if (version === null) return readText(body, 0, body.length);
  const length = body[0] ?? 0;
  return readText(body, 1, 1 + length);
}

/** 0x0001: which platform message the terminal answers, and how. */
export function readGeneralResponse(body: Buffer) {
  if (body.length < 5) return null;
  return { serial: body.readUInt16BE(0), msgId: body.readUInt16BE(2), result: body[4]! };
}

/** 0x0704: its locations (the second byte says 1 for a blind-area backfill). */
export function readBatch(body: Buffer, offsetMinutes: number): (Jt808Location | null)[] | null {
  if (body.length < 3) return null;
  const count = body.readUInt16BE(0);
  const locations: (Jt808Location | null)[] = [];
  let at = 3;
  for (let i = 0; i < count && at + 2 <= body.length; i++) {
    const length = body.readUInt16BE(at);
    const end = at + 2 + length;
    if (end > body.length) break;
    locations.push(decodeLocation(body, at + 2, end, offsetMinutes));
    at = end;
  }
  return locations;
}

export interface DriverCard {
  inserted: boolean;
  time: Date | null;
  /** IC card read result when inserted (0 = read). */
  readResult: number;
  name: string;
  /** Driver qualification certificate code (the card's licence number). */
  licence: string;
  /** ID card number (2011, 2019). */
  idNumber: string;
}

/** Bytes of a 2011 card body after its name: ID card number (20) and licence (40). */
const LEGACY_CARD_FIELDS = 60;

/**
 * 0x0702. 2013/2019: status, time, read result, fields; 2011: the fields only. A 2013
 * header says nothing of which: the body is the 2013 form when it starts with a status (1
 * in, 2 out) and a BCD time, or when the 2011 form would not fit it (a terminal that writes
 * the time in binary, as one of SmallChi's captures does).
 */
export function readDriverCard(
  body: Buffer,
  version: number | null,
  offsetMinutes: number,
): DriverCard | null {
  const status = body[0];
  const time = body.length >= 7 ? bcdTime(body, 1, offsetMinutes) : null;
  const legacyFits = body.length >= 1 + (status ?? 0) + LEGACY_CARD_FIELDS;
  if (
    (status === 1 || status === 2) &&
    body.length >= 7 &&
    (time || !legacyFits || version !== null)
  ) {
    const card: DriverCard = {
      inserted: status === 1,
      time,
      readResult: body[7] ?? 0,
      name: '',
      licence: '',
      idNumber: '',
    };
    if (!card.inserted || card.readResult !== 0 || body.length < 9) return card;
    const nameEnd = 9 + body[8]!;
    card.name = readText(body, 9, nameEnd);
    card.licence = readAscii(body, nameEnd, nameEnd + 20);
    const authority = nameEnd + 20;
    // 2019 adds the ID card number after the issuer and the validity date (BCD[4]); some
    // 2013 terminals send it too.
    if (authority < body.length) {
      const idAt = authority + 1 + body[authority]! + 4;
      card.idNumber = readAscii(body, idAt, idAt + 20);
    }
    return card;
  }
  if (body.length < 1) return null;
  const nameEnd = 1 + body[0]!;
  return {
    inserted: true,
    time: null,
    readResult: 0,
    name: readText(body, 1, nameEnd),
    idNumber: readAscii(body, nameEnd, nameEnd + 20),
    licence: readAscii(body, nameEnd + 20, nameEnd + LEGACY_CARD_FIELDS),
  };
}

export interface MediaData {
  mediaId: number;
  /** 0 image, 1 audio, 2 video. */
  type: number;
  /** 0 JPEG, 1 TIF, 2 MP3, 3 WAV, 4 WMV. */
  format: number;
  event: number;
  channel: number;
  location: Jt808Location | null;
  data: Buffer;
}

const isJpeg = (body: Buffer, at: number) => body[at] === 0xff && body[at + 1] === 0xd8;

/** 0x0801 (whole): 2013+ carries the location basic information before the data, 2011 not. */
export function readMediaData(body: Buffer, offsetMinutes: number): MediaData | null {
  if (body.length < 8) return null;
  const withLocation = !isJpeg(body, 8) && body.length >= 8 + LOCATION_BASIC_BYTES;
  const dataAt = withLocation ? 8 + LOCATION_BASIC_BYTES : 8;
  return {
    mediaId: body.readUInt32BE(0),
    type: body[4]!,
    format: body[5]!,
    event: body[6]!,
    channel: body[7]!,
    location: withLocation ? decodeLocation(body, 8, dataAt, offsetMinutes) : null,
    data: body.subarray(dataAt),
  };
}

/** 0x0104: the parameters the terminal reports, by id, with their raw values. */
export function readSettings(body: Buffer) {
  if (body.length < 3) return null;
  const items: { id: number; value: Buffer }[] = [];
  let at = 3;
  for (let i = 0; i < body[2]! && at + 5 <= body.length; i++) {
    const length = body[at + 4]!;
    if (at + 5 + length > body.length) break;
    items.push({ id: body.readUInt32BE(at), value: body.subarray(at + 5, at + 5 + length) });
    at += 5 + length;
  }
  return { serial: body.readUInt16BE(0), items };
}

/** 0x0805 (2013+): whether the photo was taken and the ids of the media it will upload. */
export function readPhotoAnswer(body: Buffer) {
  if (body.length < 3) return null;
  const count = body.length >= 5 ? body.readUInt16BE(3) : 0;
  const ids: number[] = [];
  for (let i = 0; i < count && 5 + 4 * i + 4 <= body.length; i++)
    ids.push(body.readUInt32BE(5 + 4 * i));
  return { result: body[2]!, mediaIds: ids };
}
