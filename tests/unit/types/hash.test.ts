import { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";
import { sha256, sha256Latin1 } from "../../../abci-app/src/types/hash";

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("sha256", () => {
  it("gives FIPS 180-2's digests", () => {
    expect(hex(sha256(new Uint8Array()))).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(hex(sha256(new TextEncoder().encode("abc")))).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("agrees with @noble/hashes on inputs of every length across a few blocks, bytes and latin1 alike", () => {
    for (let length = 0; length < 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + length) & 0xff);
      const expected = nobleSha256(data);
      expect([length, hex(sha256(data))]).toEqual([length, hex(expected)]);
      expect([length, sha256Latin1(data)]).toEqual([length, Buffer.from(expected).toString("latin1")]);
    }
  });

  it("hashes only the view it is given, not the rest of its buffer", () => {
    const whole = Uint8Array.from({ length: 100 }, (_, i) => i);
    expect(hex(sha256(whole.subarray(10, 20)))).toBe(hex(nobleSha256(whole.slice(10, 20))));
  });
});
