import { describe, expect, it } from "@jest/globals";
import { normalizeAddress, personalMessageHash, recoverPersonalSigner } from "../../../../../services/event-api/src/auth/personal-sign";
import { AppSigner } from "../../../../harness/app-signer";

// The reference's vector: web3.js accounts.sign and ethers signMessage give exactly these.
const VECTOR = {
  privateKey: "0x1111111111111111111111111111111111111111111111111111111111111111",
  address: "0x19E7E376E7C213B7E7e7e46cc70A5dD086DAff2A",
  message:
    '{"appId":"6274a30fc43e35144642a484","externalUserId":"456fhrghtuht374","eventId":"6274b4cde7556226721e620c","isEmail":false,"iat":1651816302,"exp":1651902702,"metaData":{"page":1,"limit":10}}',
  messageHash: "0xe473bbfa252d7b7362ad17c8fe38c9fde9acb08dc63e862d229642b10467a6f4",
  signature: "0xeea403d3238810d23b97b13fd544e1d0b6138218a7f6e2a063069198c541a8060dc6c3c3161bf5e3d3888d37f74e46af059afa78defe269ed92055fa9801f1a31b",
};

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
