import { closeFrame, encodeFrame, FrameError, MessageReader, OPCODE } from "../../../../abci-app/src/server/rpc-compat/websocket-frames";

/** A frame as a client sends it: masked with `mask`. */
function maskedFrame(opcode: number, payload: Buffer, fin = true, mask = Buffer.from([1, 2, 3, 4])): Buffer {
  const unmasked = encodeFrame(opcode, payload);
  const headerLength = unmasked.length - payload.length;
  const header = Buffer.from(unmasked.subarray(0, headerLength));
  if (!fin) header[0]! &= 0x7f;
  header[1]! |= 0x80;
  const body = Buffer.from(payload.map((byte, i) => byte ^ mask[i & 3]!));
  return Buffer.concat([header, mask, body]);
}

describe("websocket frames", () => {
  it("encodes the three length forms and reads them back", () => {
    for (const size of [0, 125, 126, 65_535, 65_536, 200_000]) {
      const payload = Buffer.alloc(size, 7);
      const frame = encodeFrame(OPCODE.text, payload);
      expect(frame.length - size).toBe(size < 126 ? 2 : size < 65_536 ? 4 : 10);
      expect(new MessageReader(1 << 20).push(frame)).toEqual([{ opcode: OPCODE.text, payload }]);
    }
  });

  it("unmasks a client's frames, byte by byte, and joins fragments around a ping", () => {
    const reader = new MessageReader(1 << 20);
    const stream = Buffer.concat([
      maskedFrame(OPCODE.text, Buffer.from('{"id":1,'), false),
      maskedFrame(OPCODE.ping, Buffer.from("p")),
      maskedFrame(OPCODE.continuation, Buffer.from('"method":"status"}')),
    ]);
    const messages = [...stream].flatMap((byte) => reader.push(Buffer.from([byte])));
    expect(messages.map((m) => [m.opcode, m.payload.toString()])).toEqual([
      [OPCODE.ping, "p"],
      [OPCODE.text, '{"id":1,"method":"status"}'],
    ]);
  });

  it("writes a close frame with its code and reason", () => {
    const [message] = new MessageReader(1024).push(closeFrame(1011, "bye"));
    expect(message!.opcode).toBe(OPCODE.close);
    expect(message!.payload.readUInt16BE(0)).toBe(1011);
    expect(message!.payload.subarray(2).toString()).toBe("bye");
  });

  it.each([
    ["a message over the bound", () => new MessageReader(10).push(encodeFrame(OPCODE.text, Buffer.alloc(11))), /larger than 10/],
    ["a 64-bit length over the bound", () => new MessageReader(10).push(Buffer.from([0x81, 127, 0xff, 0, 0, 0, 0, 0, 0, 0])), /larger than 10/],
    [
      "fragments adding up over the bound",
      () => new MessageReader(10).push(Buffer.concat([maskedFrame(OPCODE.text, Buffer.alloc(6), false), maskedFrame(OPCODE.continuation, Buffer.alloc(6))])),
      /message is larger than 10/,
    ],
    ["RSV bits (an extension)", () => new MessageReader(10).push(Buffer.from([0xc1, 0])), /RSV/],
    ["a continuation of nothing", () => new MessageReader(10).push(encodeFrame(OPCODE.continuation, Buffer.alloc(1))), /continuation/],
    ["an unknown opcode", () => new MessageReader(10).push(encodeFrame(0x3, Buffer.alloc(1))), /unknown opcode 3/],
    ["a fragmented control frame", () => new MessageReader(200).push(maskedFrame(OPCODE.ping, Buffer.alloc(1), false)), /control frame/],
  ])("refuses %s", (_name, read, message) => {
    expect(read).toThrow(FrameError);
    expect(read).toThrow(message);
  });
});
