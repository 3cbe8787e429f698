/** The intake area: what other areas may use of it. */
export type { DeviceDirectory } from './ingest/device-directory.js';
export { deviceKeyGuard, deviceOf } from './ingest/device-key-guard.js';
export type { DeviceService } from './ingest/device-service.js';
export { FLAG } from './jt808/frame-codec.js';
export { bcdTime } from './jt808/location-report.js';
export { deviceIdOf } from './jt808/packet.js';
export { peerAddress } from './jt808/peer-address.js';
export { TERMINAL } from './jt808/terminal-messages.js';
export { resultOf } from './jt808/terminal-registry.js';
export type { RequestOptions, TerminalRegistry, TerminalReply } from './jt808/terminal-registry.js';
export type { StoredState } from './positions/position-store.js';
export type { WriteItem } from './positions/position-writer.js';
