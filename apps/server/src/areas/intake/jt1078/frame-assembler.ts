import { DATA_TYPE, SUBPACKAGE, type StreamPacket } from './stream-packet.js';

/** A whole video frame or audio frame, put back together from its packets. */
export interface MediaFrame {
  payloadType: number;
  channel: number;
  dataType: number;
  /** Device clock, ms. */
  timestamp: number;
  /** Video: ms since the previous frame as the device says (0 when it does not). */
  lastFrameMs: number;
  data: Buffer;
}

/** Largest frame put together: a 4K key frame is well under this. */
export const MAX_FRAME_BYTES = 4 * 1024 * 1024;
/** A part further on than this from the previous one does not belong to the same frame. */
const MAX_SEQUENCE_STEP = 64;

/**
 * Puts frames back together from their packets (atomic, or first, middle…, last) per data
 * kind, as video and audio packets of one channel interleave. A part that does not follow
 * (a middle or last without a first, a sequence far off) drops the frame being built; a frame
 * past MAX_FRAME_BYTES is dropped. Only one frame per kind is held, so memory stays bounded.
 */
export class FrameAssembler {
  private readonly building = new Map<
    'video' | 'audio',
    { head: StreamPacket; parts: Buffer[]; bytes: number; last: number }
  >();
  /** Frames given up (a diagnostic). */
  dropped = 0;

  constructor(private readonly onFrame: (frame: MediaFrame) => void) {}

  push(packet: StreamPacket): void {
    if (packet.dataType === DATA_TYPE.transparent) return;
    const kind = packet.dataType === DATA_TYPE.audio ? 'audio' : 'video';
    if (packet.subpackage === SUBPACKAGE.atomic) {
      if (this.building.delete(kind)) this.dropped += 1;
      return this.emit(packet, Buffer.from(packet.body));
    }
    if (packet.subpackage === SUBPACKAGE.first) {
      if (this.building.delete(kind)) this.dropped += 1;
      this.building.set(kind, {
        head: packet,
        parts: [Buffer.from(packet.body)],
        bytes: packet.body.length,
        last: packet.sequence,
      });
      return;
    }
    const frame = this.building.get(kind);
    if (!frame) return;
    // Audio packets of the channel may take sequence numbers between a video frame's parts.
    const step = (packet.sequence - frame.last) & 0xffff;
    if (
      step === 0 ||
      step > MAX_SEQUENCE_STEP ||
      frame.bytes + packet.body.length > MAX_FRAME_BYTES
    ) {
      this.building.delete(kind);
      this.dropped += 1;
      return;
    }
    frame.parts.push(Buffer.from(packet.body));
    frame.bytes += packet.body.length;
    frame.last = packet.sequence;
    if (packet.subpackage !== SUBPACKAGE.last) return;
    this.building.delete(kind);
    this.emit(frame.head, Buffer.concat(frame.parts, frame.bytes));
  }

  private emit(head: StreamPacket, data: Buffer): void {
    if (data.length === 0) return;
    this.onFrame({
      payloadType: head.payloadType,
      channel: head.channel,
      dataType: head.dataType,
      timestamp: head.timestamp,
      lastFrameMs: head.lastFrameMs,
      data,
    });
  }
}
