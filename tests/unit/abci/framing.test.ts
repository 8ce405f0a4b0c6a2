import { Request, Response } from "cosmjs-types/tendermint/abci/types";
import {
  DEFAULT_MAX_MESSAGE_BYTES,
  encodeFrame,
  encodeUvarint,
  FrameDecoder,
  FrameTooLargeError,
  MalformedVarintError,
} from "../../../abci-app/src/abci/framing";

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString("hex");
const fromHex = (text: string): Uint8Array => Uint8Array.from(Buffer.from(text.replace(/ /g, ""), "hex"));

function drain(decoder: FrameDecoder): Uint8Array[] {
  const frames: Uint8Array[] = [];
  for (let frame = decoder.next(); frame !== undefined; frame = decoder.next()) frames.push(frame);
  return frames;
}

/** A deterministic pseudo-random generator (mulberry32), so a failing split can be replayed. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("CometBFT v0.38 wire vectors", () => {
  it.each([
    ["Request Flush", Request.encode({ flush: {} }).finish(), "1200", "021200"],
    ["Response Flush", Response.encode({ flush: {} }).finish(), "1a00", "021a00"],
    ["Request Echo hi", Request.encode({ echo: { message: "hi" } }).finish(), "0a040a026869", "060a040a026869"],
    ["Response Commit{}", Response.encode({ commit: { retainHeight: 0n } }).finish(), "6200", "026200"],
  ])("%s encodes and frames as CometBFT does", (_name, message, body, framed) => {
    expect(hex(message)).toBe(body);
    expect(hex(encodeFrame(message))).toBe(framed);
  });

  it("decodes a framed Request Flush back to the message", () => {
    const decoder = new FrameDecoder();
    decoder.push(fromHex("02 12 00"));
    const [frame] = drain(decoder);
    expect(Request.decode(frame!)).toEqual(expect.objectContaining({ flush: {} }));
  });
});

describe("length prefix at the varint boundaries", () => {
  it.each([
    [0, "00"],
    [127, "7f"],
    [128, "8001"],
    [16383, "ff7f"],
    [16384, "808001"],
  ])("a %i-byte message has prefix %s and round-trips", (size, prefix) => {
    const message = Uint8Array.from({ length: size }, (_, i) => i % 251);
    const framed = encodeFrame(message);
    expect(hex(framed.subarray(0, prefix.length / 2))).toBe(prefix);
    expect(framed.length).toBe(prefix.length / 2 + size);
    const decoder = new FrameDecoder();
    decoder.push(framed);
    expect(drain(decoder)).toEqual([message]);
  });

  it("encodes lengths past 32 bits without overflow", () => {
    expect(hex(encodeUvarint(2 ** 35))).toBe("8080808080" + "01");
  });
});

describe("FrameDecoder on a chunked stream", () => {
  const messages = Array.from({ length: 200 }, (_, i) => Uint8Array.from({ length: (i * 37) % 300 }, (_, j) => (i + j) % 256));
  const stream = Buffer.concat(messages.map(encodeFrame));

  it.each([1, 2, 3, 42])("random splitting (seed %i) reproduces every frame exactly", (seed) => {
    const random = prng(seed);
    const decoder = new FrameDecoder();
    const frames: Uint8Array[] = [];
    for (let at = 0; at < stream.length; ) {
      const size = 1 + Math.floor(random() * 40);
      decoder.push(stream.subarray(at, at + size));
      at += size;
      frames.push(...drain(decoder));
    }
    expect(frames.map(hex)).toEqual(messages.map(hex));
    expect(decoder.bufferedBytes).toBe(0);
  });

  it("one byte at a time reproduces every frame", () => {
    const decoder = new FrameDecoder();
    const frames: Uint8Array[] = [];
    for (const byte of stream) {
      decoder.push(Uint8Array.of(byte));
      frames.push(...drain(decoder));
    }
    expect(frames.map(hex)).toEqual(messages.map(hex));
  });

  it("returns nothing until a frame is complete, then the frame", () => {
    const decoder = new FrameDecoder();
    decoder.push(fromHex("8001"));
    decoder.push(new Uint8Array(100));
    expect(decoder.next()).toBeUndefined();
    decoder.push(new Uint8Array(28));
    expect(decoder.next()?.length).toBe(128);
  });
});

describe("rejected streams", () => {
  it("rejects a length above the maximum with FrameTooLargeError, before the body arrives", () => {
    const decoder = new FrameDecoder(1000);
    decoder.push(encodeUvarint(1001));
    expect(() => decoder.next()).toThrow(FrameTooLargeError);
  });

  it("accepts a message of exactly the maximum", () => {
    const decoder = new FrameDecoder(1000);
    decoder.push(encodeFrame(new Uint8Array(1000)));
    expect(decoder.next()?.length).toBe(1000);
  });

  it("defaults to a 128 MiB maximum", () => {
    expect(DEFAULT_MAX_MESSAGE_BYTES).toBe(128 * 1024 * 1024);
    const decoder = new FrameDecoder();
    decoder.push(encodeUvarint(DEFAULT_MAX_MESSAGE_BYTES + 1));
    expect(() => decoder.next()).toThrow(FrameTooLargeError);
  });

  it("rejects a varint longer than 10 bytes, even split across chunks", () => {
    const decoder = new FrameDecoder();
    decoder.push(new Uint8Array(6).fill(0xff));
    expect(decoder.next()).toBeUndefined();
    decoder.push(new Uint8Array(5).fill(0xff));
    expect(() => decoder.next()).toThrow(MalformedVarintError);
  });

  it("stays failed after an error: the stream has lost its frame boundaries", () => {
    const decoder = new FrameDecoder(10);
    decoder.push(encodeUvarint(11));
    expect(() => decoder.next()).toThrow(FrameTooLargeError);
    decoder.push(encodeFrame(Uint8Array.of(1)));
    expect(() => decoder.next()).toThrow(FrameTooLargeError);
  });

  it("returns the frames before a bad prefix, then fails", () => {
    const decoder = new FrameDecoder(10);
    decoder.push(Buffer.concat([encodeFrame(Uint8Array.of(7)), encodeUvarint(11)]));
    expect(decoder.next()).toEqual(Uint8Array.of(7));
    expect(() => decoder.next()).toThrow(FrameTooLargeError);
  });
});
