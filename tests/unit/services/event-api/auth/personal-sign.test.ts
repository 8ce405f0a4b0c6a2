import { describe, expect, it } from "@jest/globals";
import {
  normalizeAddress,
  parsePrivateKey,
  personalMessageHash,
  personalSign,
  recoverPersonalSigner,
} from "../../../../../services/event-api/src/auth/personal-sign";
import { AppSigner, PERSONAL_SIGN_VECTOR } from "../../../../harness/app-signer";

const VECTOR = { ...PERSONAL_SIGN_VECTOR, message: JSON.stringify(PERSONAL_SIGN_VECTOR.message) };

const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The same signature with s replaced by n - s and the recovery id flipped: valid for the same key and hash. */
function malleate(signature: string): string {
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = Number.parseInt(signature.slice(130), 16);
  return `${signature.slice(0, 66)}${(CURVE_ORDER - s).toString(16).padStart(64, "0")}${(v === 27 ? 28 : 27).toString(16)}`;
}

describe("EIP-191 personal_sign", () => {
  it("hashes and recovers the reference vector", () => {
    expect(personalMessageHash(VECTOR.message)).toBe(VECTOR.messageHash);
    expect(recoverPersonalSigner(VECTOR.messageHash, VECTOR.signature)).toBe(VECTOR.address.toLowerCase());
  });

  it("signs the vector the same way in the test signer", () => {
    const signed = AppSigner.fromHex(VECTOR.privateKey).sign(JSON.parse(VECTOR.message));
    expect(signed.messageHash).toBe(VECTOR.messageHash);
    expect(signed.appsign).toBe(VECTOR.signature);
  });

  it("signs the vector with the service's own signer (event-api sign-request), and reads keys strictly", () => {
    expect(personalSign(VECTOR.message, parsePrivateKey(VECTOR.privateKey)!)).toBe(VECTOR.signature);
    expect(parsePrivateKey(VECTOR.privateKey.slice(2))).toEqual(parsePrivateKey(VECTOR.privateKey));
    for (const bad of ["0x11", `0x${"00".repeat(32)}`, `0x${"ff".repeat(32)}`, `0x${"zz".repeat(32)}`]) expect(parsePrivateKey(bad)).toBeUndefined();
  });

  it("hashes the UTF-8 byte length, not the character count", () => {
    // "é" is one character and two bytes: the prefix must say 2.
    expect(personalMessageHash("é")).not.toBe(personalMessageHash("e"));
    const signer = new AppSigner();
    const signed = signer.sign({ name: "Zoë ✓" });
    expect(personalMessageHash(JSON.stringify(signed.message))).toBe(signed.messageHash);
    expect(recoverPersonalSigner(signed.messageHash, signed.appsign)).toBe(signer.address);
  });

  it("accepts v as 27/28 or 0/1", () => {
    const v0 = `${VECTOR.signature.slice(0, -2)}00`;
    expect(recoverPersonalSigner(VECTOR.messageHash, v0)).toBe(VECTOR.address.toLowerCase());
  });

  it("accepts a high-s signature, as Ethereum's ecrecover does", () => {
    const highS = malleate(VECTOR.signature);
    expect(BigInt(`0x${highS.slice(66, 130)}`) > CURVE_ORDER / 2n).toBe(true);
    expect(recoverPersonalSigner(VECTOR.messageHash, highS)).toBe(VECTOR.address.toLowerCase());
  });

  it("recovers another address from a tampered hash", () => {
    const other = personalMessageHash(VECTOR.message.replace("456", "457"));
    expect(recoverPersonalSigner(other, VECTOR.signature)).not.toBe(VECTOR.address.toLowerCase());
  });

  it.each([
    ["too short", VECTOR.signature.slice(0, -2)],
    ["too long", `${VECTOR.signature}00`],
    ["no 0x", VECTOR.signature.slice(2)],
    ["not hex", `${VECTOR.signature.slice(0, -4)}zz1b`],
    ["v = 29", `${VECTOR.signature.slice(0, -2)}1d`],
    ["r = 0", `0x${"00".repeat(32)}${VECTOR.signature.slice(66)}`],
    ["r ≥ n", `0x${"ff".repeat(32)}${VECTOR.signature.slice(66)}`],
    ["s = 0", `${VECTOR.signature.slice(0, 66)}${"00".repeat(32)}1b`],
    ["s ≥ n", `${VECTOR.signature.slice(0, 66)}${"ff".repeat(32)}1b`],
  ])("refuses a malformed signature (%s)", (_, signature) => {
    expect(recoverPersonalSigner(VECTOR.messageHash, signature)).toBeUndefined();
  });

  it("refuses a malformed hash", () => {
    expect(recoverPersonalSigner("0x1234", VECTOR.signature)).toBeUndefined();
  });
});

describe("normalizeAddress", () => {
  it("accepts a correct EIP-55 checksum, all lowercase and all uppercase", () => {
    const lower = VECTOR.address.toLowerCase();
    expect(normalizeAddress(VECTOR.address)).toBe(lower);
    expect(normalizeAddress(lower)).toBe(lower);
    expect(normalizeAddress(`0x${VECTOR.address.slice(2).toUpperCase()}`)).toBe(lower);
  });

  it("refuses a mixed-case address whose checksum is wrong (a typo), and malformed addresses", () => {
    const flipped = VECTOR.address.replace("E7e7e4", "E7E7e4");
    expect(normalizeAddress(flipped)).toBeUndefined();
    expect(normalizeAddress("0x1234")).toBeUndefined();
    expect(normalizeAddress(VECTOR.address.slice(2))).toBeUndefined();
  });
});
