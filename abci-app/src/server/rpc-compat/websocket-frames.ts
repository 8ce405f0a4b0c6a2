/**
 * RFC 6455 framing, as much of it as a proxy between a client and CometBFT's /websocket needs: frames are read from
 * either side (masked from a client, unmasked from a server), messages are put together from their fragments, and
 * frames are written unmasked, as a server writes them. No extension is negotiated (the proxy drops
 * Sec-WebSocket-Extensions from the handshake), so the RSV bits must be 0.
 */

export const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

export interface Frame {
  readonly fin: boolean;
  readonly opcode: number;
  /** Unmasked. */
  readonly payload: Buffer;
}

/** A message (all its fragments) or a control frame. */
export interface Message {
  readonly opcode: number;
  readonly payload: Buffer;
}

/** Bytes that break the framing rules, or a message larger than allowed: the connection must be closed. */
export class FrameError extends Error {
  override readonly name = "FrameError";
}

/** Reads frames out of a byte stream, and messages out of frames. */
export class MessageReader {
  private buffer: Buffer = Buffer.alloc(0);
  private fragments: Buffer[] = [];
  private fragmentsOpcode: number | undefined;
  private fragmentsSize = 0;

  /** @param maxMessageBytes the largest message (the sum of its fragments) accepted. */
  constructor(private readonly maxMessageBytes: number) {}

  /** Takes the next bytes of the stream; returns the messages and control frames they complete, in order. */
  push(chunk: Buffer): Message[] {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const messages: Message[] = [];
    for (;;) {
      const frame = this.nextFrame();
      if (frame === undefined) return messages;
      const message = this.assemble(frame);
      if (message !== undefined) messages.push(message);
    }
  }

  private nextFrame(): Frame | undefined {
    const b = this.buffer;
    if (b.length < 2) return undefined;
    if ((b[0]! & 0x70) !== 0) throw new FrameError("a frame has RSV bits set, but no extension was negotiated");
    const fin = (b[0]! & 0x80) !== 0;
    const opcode = b[0]! & 0x0f;
    const masked = (b[1]! & 0x80) !== 0;
    let length = b[1]! & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (b.length < 4) return undefined;
      length = b.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (b.length < 10) return undefined;
      const long = b.readBigUInt64BE(2);
      if (long > BigInt(this.maxMessageBytes)) throw new FrameError(`a frame of ${long} bytes is larger than ${this.maxMessageBytes}`);
      length = Number(long);
      offset = 10;
    }
    if (length > this.maxMessageBytes) throw new FrameError(`a frame of ${length} bytes is larger than ${this.maxMessageBytes}`);
    if (opcode >= 0x8 && (!fin || length > 125)) throw new FrameError("a control frame is fragmented or longer than 125 bytes");
    const maskLength = masked ? 4 : 0;
    if (b.length < offset + maskLength + length) return undefined;
    const payload = Buffer.from(b.subarray(offset + maskLength, offset + maskLength + length));
    if (masked) {
      const mask = b.subarray(offset, offset + 4);
      for (let i = 0; i < payload.length; i++) payload[i]! ^= mask[i & 3]!;
    }
    this.buffer = b.subarray(offset + maskLength + length);
    return { fin, opcode, payload };
  }

  private assemble(frame: Frame): Message | undefined {
    if (frame.opcode >= 0x8) return { opcode: frame.opcode, payload: frame.payload };
    if (frame.opcode === OPCODE.continuation) {
      if (this.fragmentsOpcode === undefined) throw new FrameError("a continuation frame follows no fragmented message");
    } else {
      if (frame.opcode !== OPCODE.text && frame.opcode !== OPCODE.binary) throw new FrameError(`unknown opcode ${frame.opcode}`);
      if (this.fragmentsOpcode !== undefined) throw new FrameError("a new message began before the fragmented one ended");
      this.fragmentsOpcode = frame.opcode;
    }
    this.fragmentsSize += frame.payload.length;
    if (this.fragmentsSize > this.maxMessageBytes) throw new FrameError(`a message is larger than ${this.maxMessageBytes} bytes`);
    this.fragments.push(frame.payload);
    if (!frame.fin) return undefined;
    const message = { opcode: this.fragmentsOpcode!, payload: Buffer.concat(this.fragments) };
    this.fragments = [];
    this.fragmentsOpcode = undefined;
    this.fragmentsSize = 0;
    return message;
  }
}

/** One unfragmented, unmasked frame, as a server sends it. */
export function encodeFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.alloc(2) : length < 0x10000 ? Buffer.alloc(4) : Buffer.alloc(10);
  header[0] = 0x80 | opcode;
  if (length < 126) header[1] = length;
  else if (length < 0x10000) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

/** A close frame with a status code and reason (RFC 6455 §5.5.1). */
export function closeFrame(code: number, reason: string): Buffer {
  const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
  payload.writeUInt16BE(code, 0);
  payload.write(reason, 2);
  return encodeFrame(OPCODE.close, payload);
}
