import { utf8 } from "../../../abci-app/src/types/utf8";

const encoder = new TextEncoder();
const decoder = new TextDecoder();

describe("utf8", () => {
  const texts = [
    "",
    "uhid",
    "ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2",
    "ünïcødé",
    "🪪 id",
    "lone \ud800 surrogate",
    "x".repeat(65),
    `${"a".repeat(70)}é`,
  ];

  it("encodes as TextEncoder does, ASCII or not, short or long", () => {
    for (const text of texts) expect([text, utf8.encode(text)]).toEqual([text, encoder.encode(text)]);
  });

  it("decodes as TextDecoder does, invalid bytes included", () => {
    const bytes = [...texts.map((t) => encoder.encode(t)), Uint8Array.of(0x61, 0xff, 0x62), Uint8Array.of(0xc3), new Uint8Array(80).fill(0x80)];
    for (const b of bytes) expect(utf8.decode(b)).toBe(decoder.decode(b));
  });
});
