import { bases } from "multiformats/basics";

/**
 * Multibase decoding with the table of go-multibase v0.0.3, which hid-node v0.1 uses: the first character
 * names the base (`z` base58btc, `f` hex, `b` base32, `m` base64, `k` base36, …). base256emoji came later and
 * is not accepted.
 */
const DECODERS = new Map<string, { decode(text: string): Uint8Array }>(
  Object.entries(bases)
    .filter(([name]) => name !== "base256emoji")
    .map(([, codec]) => [codec.prefix, codec]),
);

/** The bytes a multibase string encodes; throws an Error saying why it does not decode. */
export function decodeMultibase(text: string): Uint8Array {
  if (text.length === 0) throw new Error("empty multibase string");
  const codec = DECODERS.get(text[0]!);
  if (codec === undefined) throw new Error(`unknown multibase prefix ${JSON.stringify(text[0])}`);
  return codec.decode(text);
}

/** `z` + base58btc: how DIDs and keys are written in practice. */
export function encodeBase58btc(bytes: Uint8Array): string {
  return bases.base58btc.encode(bytes);
}
