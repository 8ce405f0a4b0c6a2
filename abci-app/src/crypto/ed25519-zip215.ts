import { ed25519 } from "@noble/curves/ed25519.js";
import { verifyEd25519 } from "./ed25519";

/**
 * Called before a signature is checked by ZIP-215's rules in JavaScript, which costs about fifteen OpenSSL checks
 * (about 1 ms against 65 µs): a state machine charges gas for it. Whether it is called depends only on the bytes
 * checked (see strictlyEncoded), so a charge for it is the same on every node.
 */
export type LenientCheckHook = () => void;

const noCharge: LenientCheckHook = () => {};

/** The field's prime, 2^255 - 19: an encoded y at or above it is non-canonical. */
const P = (1n << 255n) - 19n;
/**
 * The y coordinates of the eight points of small order (1, 2, 4 and 8): the identity (1), (0, -1) (p - 1), the two
 * points of order 4 (y = 0) and the four of order 8 (y8 and p - y8, each with either sign of x).
 */
const Y8 = 0x7a03ac9277fdc74ec6cc392cfa53202a0f67100d760b3cba4fd84d3d706a17c7n;
const SMALL_ORDER_Y = new Set([1n, P - 1n, 0n, Y8, P - Y8]);

/**
 * Verifies an Ed25519 signature by ZIP-215's rules, which CometBFT applies to votes (curve25519-voi's
 * VerifyOptionsZIP_215): the cofactored equation, and non-canonical encodings of the points accepted. Every
 * signature OpenSSL accepts (cofactorless, R compared as bytes) also holds under ZIP-215, so OpenSSL answers first;
 * only what it refuses, or what it might treat differently from one version to another (non-canonical or small-order
 * points), is checked by ZIP-215 in JavaScript (@noble/curves), which may accept it (a non-canonical R, for one).
 * So a light client counts exactly the votes CometBFT counts.
 */
export function verifyEd25519Zip215(
  message: Uint8Array,
  signature: Uint8Array,
  publicKey: Uint8Array,
  beforeLenientCheck: LenientCheckHook = noCharge,
): boolean {
  if (signature.length !== 64 || publicKey.length !== 32) return false;
  if (strictlyEncoded(signature.subarray(0, 32)) && strictlyEncoded(publicKey) && verifyEd25519(message, signature, publicKey)) return true;
  beforeLenientCheck();
  try {
    return ed25519.verify(signature, message, publicKey, { zip215: true });
  } catch {
    return false;
  }
}

/**
 * A point encoding every RFC 8032 verifier reads alike: its y canonical (below p) and not a point of small order.
 * For points so encoded OpenSSL's answer is the cofactorless equation alone.
 */
function strictlyEncoded(point: Uint8Array): boolean {
  let y = 0n;
  for (let i = 31; i >= 0; i--) y = (y << 8n) | BigInt(i === 31 ? point[i]! & 0x7f : point[i]!);
  return y < P && !SMALL_ORDER_Y.has(y);
}
