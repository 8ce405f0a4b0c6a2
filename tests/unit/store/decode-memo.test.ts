import { DecodeMemo } from "../../../abci-app/src/store/decode-memo";

/** A memo that counts its decodings; the "decoding" sums the bytes. */
function counting() {
  let decodings = 0;
  const memo = new DecodeMemo((bytes) => {
    decodings++;
    return bytes.reduce((sum, b) => sum + b, 0);
  });
  return { memo, decodings: () => decodings };
}

describe("DecodeMemo", () => {
  it("decodes a value object once, however often it is read", () => {
    const { memo, decodings } = counting();
    const value = new Uint8Array(100).fill(2);
    expect(memo.get(value)).toBe(200);
    expect(memo.get(value)).toBe(200);
    expect(decodings()).toBe(1);
    // equal bytes in another object are decoded again: the memo goes by the object the store hands out
    expect(memo.get(new Uint8Array(100).fill(2))).toBe(200);
    expect(decodings()).toBe(2);
  });

  it("decodes again a value changed in place, at its last byte as at its first", () => {
    const { memo, decodings } = counting();
    const value = new Uint8Array(300).fill(1);
    memo.get(value);
    value[299] = 5;
    expect(memo.get(value)).toBe(304);
    value[0] = 255;
    expect(memo.get(value)).toBe(558);
    expect(decodings()).toBe(3);
  });

  it("answers a remembered value without decoding, until its bytes change", () => {
    const { memo, decodings } = counting();
    const bytes = Uint8Array.of(1, 2, 3);
    memo.remember(bytes, 6);
    expect(memo.get(bytes)).toBe(6);
    expect(decodings()).toBe(0);
    bytes[1] = 0;
    expect(memo.get(bytes)).toBe(4);
    expect(decodings()).toBe(1);
  });

  it("keeps bytes above 127 apart in its snapshot", () => {
    const { memo, decodings } = counting();
    const value = Uint8Array.of(0x80, 0xff, 0x00, 0x7f);
    memo.get(value);
    value[1] = 0xfe;
    memo.get(value);
    expect(decodings()).toBe(2);
  });
});
