import type net from 'node:net';
import type { ConnectionGate } from '../../platform/index.js';
import { peerAddress } from '../jt808/peer-address.js';
import { FrameAssembler } from './frame-assembler.js';
import type { MediaHub, StreamOffer, StreamSink } from './media-hub.js';
import { StreamReader } from './stream-reader.js';

/**
 * A device's stream of one channel: the first packet names device and channel, and the hub
 * places the connection (media-hub.ts): with the stream that asked for it once the device
 * answered from this address, or nowhere (closed, counted by the port). Until placed it is
 * not read, and what came with its first packet is dropped (the remux starts at a key frame).
 * Packets of another device or channel on it are ignored.
 */
export function streamConnection(socket: net.Socket, hub: MediaHub, gate: ConnectionGate) {
  let sink: StreamSink | null = null;
  let named: { deviceId: string; channel: number } | null = null;
  let offer: StreamOffer | null = null;
  const assembler = new FrameAssembler((frame) => sink?.frame(frame));
  const reader = new StreamReader((packet) => {
    if (socket.destroyed) return;
    if (!named) {
      named = { deviceId: packet.deviceId, channel: packet.channel };
      gate.framed(socket);
      socket.pause();
      offer = {
        address: peerAddress(socket),
        ended: false,
        attach(next) {
          sink = next;
          gate.proven(socket);
          if (next.idleMs) socket.setTimeout(next.idleMs);
          next.attached({ close: () => socket.destroy() });
          socket.resume();
        },
        // Counted and logged with the port's other refusals, not a line per connection.
        refuse: (reason) => void gate.refuse(socket, reason),
      };
      hub.offer(named.deviceId, named.channel, offer);
      return;
    }
    if (sink && packet.channel === named.channel && packet.deviceId === named.deviceId)
      assembler.push(packet);
  });
  return {
    push: (chunk: Buffer) => reader.push(chunk),
    closed(): void {
      if (sink) return sink.detached();
      if (!offer || !named) return;
      offer.ended = true;
      hub.withdraw(named.deviceId, named.channel);
    },
  };
}
