import { randomBytes } from "node:crypto";
import { ed25519PublicKey } from "../../crypto/ed25519";
import { PUBKEY_ED25519 } from "../../crypto/ed25519-key-json";
import { sha256 } from "../../types/hash";

export { parsePublicKeyJson, PUBKEY_ED25519, SDK_PUBKEY_ED25519 } from "../../crypto/ed25519-key-json";
/** CometBFT's amino JSON name of Ed25519 private keys, as its key files write them. */
export const PRIVKEY_ED25519 = "tendermint/PrivKeyEd25519";

const SEED_BYTES = 32;
const PUBKEY_BYTES = 32;
const ADDRESS_BYTES = 20;

/** A key as CometBFT's JSON writes it: `{"type":"tendermint/PubKeyEd25519","value":"<base64>"}`. */
export interface TypedKeyJson {
  readonly type: string;
  readonly value: string;
}

export interface Ed25519KeyPair {
  readonly seed: Uint8Array;
  readonly publicKey: Uint8Array;
}

export function generateEd25519KeyPair(): Ed25519KeyPair {
  return ed25519KeyPairFromSeed(new Uint8Array(randomBytes(SEED_BYTES)));
}

export function ed25519KeyPairFromSeed(seed: Uint8Array): Ed25519KeyPair {
  if (seed.length !== SEED_BYTES) throw new Error(`an Ed25519 seed is ${SEED_BYTES} bytes, got ${seed.length}`);
  return { seed, publicKey: ed25519PublicKey(seed) };
}

/** CometBFT's address of a public key: the first 20 bytes of its SHA-256 (`crypto/ed25519` `PubKey.Address`). */
export function cometAddress(publicKey: Uint8Array): Uint8Array {
  return sha256(publicKey).subarray(0, ADDRESS_BYTES);
}

/** A validator's address as genesis and `priv_validator_key.json` show it: upper-case hex. */
export function validatorAddressHex(publicKey: Uint8Array): string {
  return Buffer.from(cometAddress(publicKey)).toString("hex").toUpperCase();
}

/** A node's P2P ID, as `cometbft show-node-id` prints it and peers are addressed (`<id>@host:port`): lower-case hex. */
export function nodeIdOf(publicKey: Uint8Array): string {
  return Buffer.from(cometAddress(publicKey)).toString("hex");
}

export function publicKeyJson(publicKey: Uint8Array): TypedKeyJson {
  return { type: PUBKEY_ED25519, value: Buffer.from(publicKey).toString("base64") };
}

/** Go's 64-byte private key, seed then public key, as CometBFT stores it. */
export function privateKeyJson(pair: Ed25519KeyPair): TypedKeyJson {
  return { type: PRIVKEY_ED25519, value: Buffer.concat([pair.seed, pair.publicKey]).toString("base64") };
}

/** Reads a private key in CometBFT's JSON; refuses other key types and a public half that does not match the seed. */
export function parsePrivateKeyJson(json: unknown): Ed25519KeyPair {
  const key = typedKey(json, "priv_key");
  if (key.type !== PRIVKEY_ED25519) throw new Error(`unsupported private key type ${JSON.stringify(key.type)}: expected ${PRIVKEY_ED25519}`);
  const bytes = base64Bytes(key.value, "private key");
  if (bytes.length !== SEED_BYTES + PUBKEY_BYTES) throw new Error(`an Ed25519 private key is ${SEED_BYTES + PUBKEY_BYTES} bytes, got ${bytes.length}`);
  const pair = ed25519KeyPairFromSeed(bytes.subarray(0, SEED_BYTES));
  if (Buffer.compare(pair.publicKey, bytes.subarray(SEED_BYTES)) !== 0) throw new Error("the private key's public half does not match its seed");
  return pair;
}

function typedKey(json: unknown, field: string): TypedKeyJson {
  const key = json as Partial<TypedKeyJson> | null;
  if (typeof key !== "object" || key === null || typeof key.type !== "string" || typeof key.value !== "string") {
    throw new Error(`${field} must be {"type": …, "value": …}`);
  }
  return key as TypedKeyJson;
}

/** Strict standard base64, as Go's encoding/json writes []byte. */
function base64Bytes(text: string, what: string): Uint8Array {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) throw new Error(`invalid ${what}: not base64`);
  return new Uint8Array(Buffer.from(text, "base64"));
}
