/**
 * CometBFT v0.37+ socket framing: every message is its unsigned varint length followed by its protobuf bytes
 * (`libs/protoio`). (v0.34 used a signed, zig-zag varint; we do not speak it.)
 */

/** The largest message accepted by default: 128 MiB. */
export const DEFAULT_MAX_MESSAGE_BYTES = 128 * 1024 * 1024;

/** A uint64 varint is at most 10 bytes long. */
const MAX_VARINT_BYTES = 10;

/** A byte stream that is not a valid sequence of frames; the connection cannot be resynchronised after it. */
export class FramingError extends Error {
  override name = "FramingError";
}

/** A frame whose announced length exceeds the configured maximum. */
export class FrameTooLargeError extends FramingError {
  override name = "FrameTooLargeError";

  constructor(
    readonly length: number,
    readonly maxBytes: number,
  ) {
    super(`message of ${length} bytes exceeds the maximum of ${maxBytes} bytes`);
  }
}

/** A length prefix whose varint runs past 10 bytes. */
export class MalformedVarintError extends FramingError {
  override name = "MalformedVarintError";

  constructor() {
    super(`length prefix is not a valid varint (longer than ${MAX_VARINT_BYTES} bytes)`);
  }
}

/** The unsigned varint encoding of a non-negative safe integer. */
export function encodeUvarint(value: number): Uint8Array {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a non-negative safe integer: ${value}`);
  const out: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
  return Uint8Array.from(out);
}

/** One framed message: uvarint(length) ‖ message. */
export function encodeFrame(message: Uint8Array): Uint8Array {
  const prefix = encodeUvarint(message.length);
  const frame = new Uint8Array(prefix.length + message.length);
  frame.set(prefix, 0);
  frame.set(message, prefix.length);
  return frame;
}

/**
 * Reassembles frames from a stream cut into arbitrary chunks: `push` every chunk as it arrives, then call
 * `next` until it returns undefined. A length prefix or a message may span chunks, and a chunk may hold
 * many frames. After a `FramingError` the decoder stays failed: the stream has lost its boundaries.
 * A returned frame may share memory with a pushed chunk.
 */
export class FrameDecoder {
  private readonly chunks: Uint8Array[] = [];
  /** Read position in `chunks[0]`. */
  private offset = 0;
  private buffered = 0;

  private prefixValue = 0;
  private prefixBytes = 0;
  /** The length of the message being read, once its prefix is complete. */
  private expected: number | undefined;
  /** The message being filled when it spans chunks, and how much of it is filled. */
  private body: Uint8Array | undefined;
  private filled = 0;
  private failure: FramingError | undefined;

  constructor(private readonly maxMessageBytes: number = DEFAULT_MAX_MESSAGE_BYTES) {}

  /** Bytes received but not yet returned as frames. */
  get bufferedBytes(): number {
    return this.buffered + this.filled;
  }

  /** Adds a chunk of the stream. */
  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
  }

  /** The next complete frame, or undefined until more bytes arrive. Throws a `FramingError` on a bad stream. */
  next(): Uint8Array | undefined {
    if (this.failure) throw this.failure;
    if (this.expected === undefined && !this.readPrefix()) return undefined;
    const length = this.expected!;
    if (this.body === undefined) {
      if (this.chunks.length > 0 && this.chunks[0]!.length - this.offset >= length) return this.finish(this.take(length));
      this.body = new Uint8Array(length);
    }
    while (this.filled < length && this.chunks.length > 0) {
      const piece = this.take(length - this.filled);
      this.body.set(piece, this.filled);
      this.filled += piece.length;
    }
    return this.filled === length ? this.finish(this.body) : undefined;
  }

  /** Consumes length-prefix bytes; true once the length is known. */
  private readPrefix(): boolean {
    while (this.chunks.length > 0) {
      const byte = this.take(1)[0]!;
      this.prefixValue += (byte & 0x7f) * 2 ** (7 * this.prefixBytes);
      this.prefixBytes += 1;
      if (byte < 0x80) {
        const length = this.prefixValue;
        this.prefixValue = 0;
        this.prefixBytes = 0;
        if (length > this.maxMessageBytes) throw this.fail(new FrameTooLargeError(length, this.maxMessageBytes));
        this.expected = length;
        return true;
      }
      if (this.prefixBytes === MAX_VARINT_BYTES) throw this.fail(new MalformedVarintError());
    }
    return false;
  }

  /** Up to `max` bytes from the head chunk, advancing past them. */
  private take(max: number): Uint8Array {
    const head = this.chunks[0]!;
    const end = Math.min(head.length, this.offset + max);
    const piece = head.subarray(this.offset, end);
    this.buffered -= piece.length;
    if (end === head.length) {
      this.chunks.shift();
      this.offset = 0;
    } else {
      this.offset = end;
    }
    return piece;
  }

  private finish(frame: Uint8Array): Uint8Array {
    this.expected = undefined;
    this.body = undefined;
    this.filled = 0;
    return frame;
  }

  private fail(error: FramingError): FramingError {
    this.failure = error;
    return error;
  }
}
