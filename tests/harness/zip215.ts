import { ed25519 } from "@noble/curves/ed25519.js";
import { sha512 } from "@noble/hashes/sha2.js";

const L = 2n ** 252n + 27742317777372353535851937790883648493n;
/** A point of order 8 (canonically encoded). */
const TORSION = "26e8958fc2b227b045c3f489f2ef98f0d5dfac05d3c63339b13802886d53fc05";

const littleEndian = (value: bigint): Uint8Array => Uint8Array.from({ length: 32 }, (_, i) => Number((value >> BigInt(8 * i)) & 0xffn));
const scalarOf = (bytes: Uint8Array) => [...bytes].reduceRight((acc, byte) => (acc << 8n) | BigInt(byte), 0n);

/**
 * An Ed25519 signature by the key of `privateKey` (its 32-byte seed first) whose R carries a component of order 8:
 * ZIP-215's cofactored equation holds, RFC 8032's cofactorless one (OpenSSL's) does not. What a validator that wants
 * every light client to take the slow path would send.
 */
export function signWithTorsionR(message: Uint8Array, privateKey: Uint8Array): Uint8Array {
  const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(privateKey.subarray(0, 32));
  const r = scalarOf(sha512(Uint8Array.from([...privateKey.subarray(0, 32), ...message]))) % L;
  const R = ed25519.Point.BASE.multiply(r).add(ed25519.Point.fromHex(TORSION)).toBytes();
  const k = scalarOf(sha512(Uint8Array.from([...R, ...pointBytes, ...message]))) % L;
  const signature = new Uint8Array(64);
  signature.set(R, 0);
  signature.set(littleEndian((r + k * scalar) % L), 32);
  return signature;
}
