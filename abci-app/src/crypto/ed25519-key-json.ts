/** CometBFT's amino JSON name of Ed25519 public keys, as its key files and genesis write them. */
export const PUBKEY_ED25519 = "tendermint/PubKeyEd25519";
/** The Cosmos SDK's type URL of the same public key, as `simd comet show-validator` and gentxs write it. */
export const SDK_PUBKEY_ED25519 = "/cosmos.crypto.ed25519.PubKey";

const PUBKEY_BYTES = 32;

/**
 * An Ed25519 public key given as JSON, in CometBFT's shape (`{"type":"tendermint/PubKeyEd25519","value":…}`, what
 * `idledger comet show-validator` and `cometbft show-validator` print) or the SDK's (`{"@type":"/cosmos.crypto.ed25519.PubKey","key":…}`).
 */
export function parsePublicKeyJson(text: string): Uint8Array {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`invalid public key ${JSON.stringify(text)}: not JSON; expected {"type":"${PUBKEY_ED25519}","value":"<base64>"}`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new Error("invalid public key: expected a JSON object");
  const record = json as Record<string, unknown>;
  let type: unknown;
  let value: unknown;
  if ("@type" in record) [type, value] = [record["@type"], record["key"]];
  else [type, value] = [record["type"], record["value"]];
  if (type !== PUBKEY_ED25519 && type !== SDK_PUBKEY_ED25519) {
    throw new Error(`unsupported public key type ${JSON.stringify(type)}: validators use Ed25519 (${PUBKEY_ED25519})`);
  }
  if (typeof value !== "string") throw new Error("invalid public key: the key bytes are missing");
  const bytes = base64Bytes(value, "public key");
  if (bytes.length !== PUBKEY_BYTES) throw new Error(`invalid public key: an Ed25519 public key is ${PUBKEY_BYTES} bytes, got ${bytes.length}`);
  return bytes;
}

/** Strict standard base64, as Go's encoding/json writes []byte. */
function base64Bytes(text: string, what: string): Uint8Array {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) throw new Error(`invalid ${what}: not base64`);
  return new Uint8Array(Buffer.from(text, "base64"));
}
