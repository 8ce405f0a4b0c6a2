import { BinaryReader, BinaryWriter } from "cosmjs-types/binary";
import { Coin } from "cosmjs-types/cosmos/base/v1beta1/coin";
import { utf8Read } from "cosmjs-types/utf8";
import { readUtf8 } from "../../../abci-app/src/codec/reader-strings";

/** A deterministic byte stream, so that a failure names bytes that can be replayed. */
function* bytesFrom(seed: number): Generator<number> {
  let state = seed >>> 0;
  for (;;) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    yield state >>> 24;
  }
}

function sample(stream: Generator<number>, length: number, maxByte: number): Uint8Array {
  return Uint8Array.from({ length }, () => stream.next().value % (maxByte + 1));
}

describe("readUtf8: cosmjs-types' string decoding, faster for ASCII", () => {
  test("gives utf8Read's string for ASCII, well-formed UTF-8 and malformed bytes alike", () => {
    const stream = bytesFrom(17);
    const inputs: Uint8Array[] = [
      new Uint8Array(0),
      new TextEncoder().encode("did:hid:z8mwZRhgHPiLTuA2NQ9WA2fZAQLbMHbZNEGc7KDBqc#key-1"),
      new TextEncoder().encode("ünïcödé 🙂 ✓"),
      Uint8Array.of(0x80),
      Uint8Array.of(0x61, 0xc3),
      Uint8Array.of(0xed, 0xa0, 0x80),
      Uint8Array.of(0xff, 0xfe, 0x41),
    ];
    for (let i = 0; i < 2_000; i++) inputs.push(sample(stream, i % 40, i % 2 === 0 ? 0x7f : 0xff));
    for (const bytes of inputs)
      expect([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("hex"), readUtf8(bytes)]).toEqual([
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString("hex"),
        utf8Read(bytes, 0, bytes.length),
      ]);
  });

  test("reads a view into a larger buffer without the bytes around it", () => {
    const whole = new TextEncoder().encode("xxuhidyy");
    expect(readUtf8(whole.subarray(2, 6))).toBe("uhid");
  });

  test("is what BinaryReader.string decodes with once the module is loaded", () => {
    const bytes = BinaryWriter.create().string("ascii").string("naïve").finish();
    const reader = new BinaryReader(bytes);
    expect([reader.string(), reader.string()]).toEqual(["ascii", "naïve"]);
    expect(Coin.decode(Coin.encode({ denom: "uhid", amount: "10" }).finish())).toEqual({ denom: "uhid", amount: "10" });
  });
});
