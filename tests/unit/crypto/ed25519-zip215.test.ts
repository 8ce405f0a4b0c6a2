import { ed25519 } from "@noble/curves/ed25519.js";
import { verifyEd25519 } from "../../../abci-app/src/crypto/ed25519";
import { verifyEd25519Zip215 } from "../../../abci-app/src/crypto/ed25519-zip215";
import { signWithTorsionR } from "../../harness/zip215";

const P = (1n << 255n) - 19n;
/** A field element as 32 little-endian bytes, even when it is not below p (a non-canonical encoding). */
const littleEndian = (value: bigint): Uint8Array => Uint8Array.from({ length: 32 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));

describe("Ed25519 by ZIP-215's rules (CometBFT's votes)", () => {
  const message = new TextEncoder().encode("precommit");

  it("accepts what RFC 8032 accepts, and refuses a changed message or signature", () => {
    const secret = new Uint8Array(32).fill(9);
    const publicKey = ed25519.getPublicKey(secret);
    const signature = ed25519.sign(message, secret);
    expect(verifyEd25519Zip215(message, signature, publicKey)).toBe(true);
    expect(verifyEd25519Zip215(new TextEncoder().encode("prevote"), signature, publicKey)).toBe(false);
    const changed = Uint8Array.from(signature);
    changed[10]! ^= 1;
    expect(verifyEd25519Zip215(message, changed, publicKey)).toBe(false);
    expect(verifyEd25519Zip215(message, signature.subarray(1), publicKey)).toBe(false);
  });

  it("accepts an R written non-canonically, which OpenSSL refuses and CometBFT counts", () => {
    // The identity as the key, s = 0, and R the identity written as y = p + 1: [8][s]B = [8]R + [8][k]A holds.
    const publicKey = littleEndian(1n);
    const signature = new Uint8Array(64);
    signature.set(littleEndian(P + 1n), 0);
    expect(verifyEd25519(message, signature, publicKey)).toBe(false);
    expect(verifyEd25519Zip215(message, signature, publicKey)).toBe(true);
  });

  it("still refuses an s that is not below the group order", () => {
    const secret = new Uint8Array(32).fill(3);
    const signature = ed25519.sign(message, secret);
    const L = 2n ** 252n + 27742317777372353535851937790883648493n;
    const s = [...signature.subarray(32)].reduceRight((acc, byte) => (acc << 8n) | BigInt(byte), 0n);
    const unreduced = Uint8Array.from(signature);
    unreduced.set(littleEndian(s + L), 32);
    expect(verifyEd25519Zip215(message, unreduced, ed25519.getPublicKey(secret))).toBe(false);
  });

  describe("the lenient check's hook (a state machine charges gas in it)", () => {
    it("is not called for an honest signature", () => {
      const hook = jest.fn();
      const secret = new Uint8Array(32).fill(7);
      const signature = ed25519.sign(message, secret);
      expect(verifyEd25519Zip215(message, signature, ed25519.getPublicKey(secret), hook)).toBe(true);
      expect(hook).not.toHaveBeenCalled();
    });

    it("is called once for an R with a torsion component, which ZIP-215 accepts and OpenSSL refuses; a hook that throws stops the check", () => {
      const secret = new Uint8Array(32).fill(5);
      const signature = signWithTorsionR(message, secret);
      const publicKey = ed25519.getPublicKey(secret);
      expect(verifyEd25519(message, signature, publicKey)).toBe(false);
      const hook = jest.fn();
      expect(verifyEd25519Zip215(message, signature, publicKey, hook)).toBe(true);
      expect(hook).toHaveBeenCalledTimes(1);
      const outOfGas = () => {
        throw new Error("out of gas");
      };
      expect(() => verifyEd25519Zip215(message, signature, publicKey, outOfGas)).toThrow("out of gas");
    });

    it("is called for a non-canonical R and for a key of small order, whatever OpenSSL would say of them", () => {
      const hook = jest.fn();
      const nonCanonical = new Uint8Array(64);
      nonCanonical.set(littleEndian(P + 1n), 0);
      expect(verifyEd25519Zip215(message, nonCanonical, littleEndian(1n), hook)).toBe(true);
      const canonicalIdentity = new Uint8Array(64);
      canonicalIdentity.set(littleEndian(1n), 0);
      expect(verifyEd25519Zip215(message, canonicalIdentity, littleEndian(1n), hook)).toBe(true);
      expect(hook).toHaveBeenCalledTimes(2);
    });

    it("is not called for what is refused before any check (a wrong length)", () => {
      const hook = jest.fn();
      expect(verifyEd25519Zip215(message, new Uint8Array(63), new Uint8Array(32), hook)).toBe(false);
      expect(hook).not.toHaveBeenCalled();
    });
  });
});
