import { MAX_BODY_BYTES } from './packet.js';
import { terminalText } from './text-codec.js';

/** Platform messages the gateway sends, and the bodies it builds for them. */
export const PLATFORM = {
  generalResponse: 0x8001,
  registerResponse: 0x8100,
  querySettings: 0x8104,
  text: 0x8300,
  mediaResponse: 0x8800,
  takePhoto: 0x8801,
} as const;

/** Results of 0x8001 (§8.2). */
export const RESULT = { ok: 0, failure: 1, badMessage: 2, unsupported: 3 } as const;
/** Results of 0x8100 (§8.5). */
export const REGISTER_RESULT = { ok: 0, terminalRegistered: 3, unknownTerminal: 4 } as const;

/** 0x8001: answers the terminal's message `msgId` of serial `serial`. */
export function generalResponse(serial: number, msgId: number, result: number): Buffer {
  const body = Buffer.allocUnsafe(5);
  body.writeUInt16BE(serial, 0);
  body.writeUInt16BE(msgId, 2);
  body[4] = result;
  return body;
}

/** 0x8100: the registration's result and, when it succeeded, the authentication code. */
export function registerResponse(serial: number, result: number, authCode: string): Buffer {
  const code = result === REGISTER_RESULT.ok ? Buffer.from(authCode, 'latin1') : Buffer.alloc(0);
  const body = Buffer.allocUnsafe(3 + code.length);
  body.writeUInt16BE(serial, 0);
  body[2] = result;
  code.copy(body, 3);
  return body;
}

/** 0x8800: a multimedia upload is complete, or these package indexes are to be sent again. */
export function mediaResponse(mediaId: number, missing: number[]): Buffer {
  const ids = missing.slice(0, 255);
  const body = Buffer.allocUnsafe(5 + 2 * ids.length);
  body.writeUInt32BE(mediaId >>> 0, 0);
  body[4] = ids.length;
  ids.forEach((id, i) => body.writeUInt16BE(id, 5 + 2 * i));
  return body;
}

/**
 * 0x8801: one photo now on `channel`, uploaded at once (not kept on the terminal), at
 * 640×480 (resolution 0x02), quality 5 of 10, the picture settings the terminal's defaults.
 */
export function takePhoto(channel: number): Buffer {
  return Buffer.from([channel, 0x00, 0x01, 0x00, 0x00, 0x00, 0x02, 0x05, 0x80, 0x40, 0x40, 0x80]);
}

/**
 * 0x8300: text for the driver's screen. 2013: flag byte (bit 0 urgent, bit 2 show on the
 * terminal's display). 2019: flag (bits 0–1: 1 service, 2 urgent; bit 2 display), then the
 * text type (1 notice, 2 service information).
 */
export function textMessage(text: string, urgent: boolean, version: number | null): Buffer {
  const head = version === null ? [urgent ? 0x05 : 0x04] : [urgent ? 0x06 : 0x05, 0x01];
  return Buffer.concat([Buffer.from(head), terminalText(text, MAX_BODY_BYTES - head.length)]);
}
