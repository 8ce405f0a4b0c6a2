import { Secp256k1, sha256 as cosmSha256 } from "@cosmjs/crypto";
import { verifySecp256k1, wellFormedSecp256k1 } from "../../../abci-app/src/crypto/secp256k1";

const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

async function keyAndSignature(message: Uint8Array) {
  const keypair = await Secp256k1.makeKeypair(cosmSha256(new TextEncoder().encode("idledger test key")));
  const pubkey = Secp256k1.compressPubkey(keypair.pubkey);
  const signature = await Secp256k1.createSignature(cosmSha256(message), keypair.privkey);
  const fixed = new Uint8Array([...signature.r(32), ...signature.s(32)]);
  return { pubkey, fixed };
}

describe("secp256k1 verification", () => {
  const message = new TextEncoder().encode("sign bytes");

  test("accepts a cosmjs signature (64-byte r‖s, low s, over SHA-256)", async () => {
    const { pubkey, fixed } = await keyAndSignature(message);
    expect(verifySecp256k1(message, fixed, pubkey)).toBe(true);
  });

  test("rejects another message, another key, and malformed input without throwing", async () => {
    const { pubkey, fixed } = await keyAndSignature(message);
    expect(verifySecp256k1(new TextEncoder().encode("other"), fixed, pubkey)).toBe(false);
    const otherKey = Uint8Array.from(pubkey);
    otherKey[5]! ^= 1;
    expect(verifySecp256k1(message, fixed, otherKey)).toBe(false);
    expect(verifySecp256k1(message, fixed.subarray(0, 63), pubkey)).toBe(false);
    expect(verifySecp256k1(message, new Uint8Array(64), pubkey)).toBe(false);
    expect(verifySecp256k1(message, fixed, new Uint8Array(33))).toBe(false);
  });

  test("rejects the high-s twin of a valid signature (malleability)", async () => {
    const { pubkey, fixed } = await keyAndSignature(message);
    const s = BigInt(`0x${Buffer.from(fixed.subarray(32)).toString("hex")}`);
    const highS = Buffer.from((N - s).toString(16).padStart(64, "0"), "hex");
    const twin = new Uint8Array([...fixed.subarray(0, 32), ...highS]);
    expect(verifySecp256k1(message, twin, pubkey)).toBe(false);
  });

  test("takes s from 1 to n/2 and nothing else as low", () => {
    const withS = (s: bigint) => new Uint8Array([...new Uint8Array(32).fill(1), ...Buffer.from(s.toString(16).padStart(64, "0"), "hex")]);
    const key = new Uint8Array(33).fill(2);
    const half = N >> 1n;
    expect(wellFormedSecp256k1(withS(0n), key)).toBe(false);
    expect(wellFormedSecp256k1(withS(1n), key)).toBe(true);
    expect(wellFormedSecp256k1(withS(half - 1n), key)).toBe(true);
    expect(wellFormedSecp256k1(withS(half), key)).toBe(true);
    expect(wellFormedSecp256k1(withS(half + 1n), key)).toBe(false);
    expect(wellFormedSecp256k1(withS(0x80n << 248n), key)).toBe(false);
    expect(wellFormedSecp256k1(withS(N - 1n), key)).toBe(false);
    expect(wellFormedSecp256k1(withS(1n), key.subarray(1))).toBe(false);
  });

  test("verifies with a key seen before as with a new one, and refuses a key that is not on the curve every time", async () => {
    const { pubkey, fixed } = await keyAndSignature(message);
    for (let i = 0; i < 3; i++) {
      expect(verifySecp256k1(message, fixed, pubkey)).toBe(true);
      expect(verifySecp256k1(new TextEncoder().encode("other"), fixed, pubkey)).toBe(false);
    }
    // x = 5 is not the x of a point of secp256k1 (5³ + 7 = 132 is not a square mod p)
    const offCurve = new Uint8Array(33);
    offCurve[0] = 2;
    offCurve[32] = 5;
    for (let i = 0; i < 2; i++) expect(verifySecp256k1(message, fixed, offCurve)).toBe(false);
  });
});
