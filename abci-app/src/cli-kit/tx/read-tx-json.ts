import { SignMode, signModeFromJSON } from "cosmjs-types/cosmos/tx/signing/v1beta1/signing";
import { AuthInfo, Fee, TxBody, type SignerInfo, type Tx } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { jsonNameOf } from "../../codec/json-names";
import { decodeStdBase64 } from "../base64";
import { readSdkJson } from "../../codec/sdk-json-reader";
import type { MessageRegistry } from "./message-codecs";
import { pubKeyFromJson } from "./pubkey-json";

/**
 * Reads a transaction in the SDK's Cosmos JSON (what `--generate-only` and `tx sign` print) as the SDK's
 * jsonpb does: proto names or their camelCase, `null` for "not set", unknown fields rejected. `path` names the
 * input in errors ("tx.json: body.messages[0]: …"). Only SIGN_MODE_DIRECT single signatures are supported.
 */
export function readTxJson(json: unknown, messages: MessageRegistry, path: string): Tx {
  const tx = readObject(json, path, "Tx", ["@type", "body", "auth_info", "signatures"]);
  if (tx["@type"] !== undefined && tx["@type"] !== "/cosmos.tx.v1beta1.Tx")
    throw new Error(`${path}: "@type" is ${JSON.stringify(tx["@type"])}, not /cosmos.tx.v1beta1.Tx`);
  if (tx.body === undefined || tx.body === null) throw new Error(`${path}: the transaction has no body`);
  return {
    body: readBody(tx.body, messages, `${path}.body`),
    authInfo: tx.auth_info === undefined || tx.auth_info === null ? AuthInfo.fromPartial({}) : readAuthInfo(tx.auth_info, `${path}.auth_info`),
    signatures: readList(tx.signatures, `${path}.signatures`).map((s, i) => readBase64(s, `${path}.signatures[${i}]`)),
  };
}

function readBody(json: unknown, messages: MessageRegistry, path: string): TxBody {
  const body = readObject(json, path, "TxBody", ["messages", "memo", "timeout_height", "extension_options", "non_critical_extension_options"]);
  for (const key of ["extension_options", "non_critical_extension_options"]) {
    if (readList(body[key], `${path}.${key}`).length > 0) throw new Error(`${path}.${key}: extension options are not supported`);
  }
  return TxBody.fromPartial({
    messages: readList(body.messages, `${path}.messages`).map((m, i) => messages.anyFromJson(m, `${path}.messages[${i}]`)),
    memo: readString(body.memo, `${path}.memo`),
    timeoutHeight: readUint64(body.timeout_height, `${path}.timeout_height`),
  });
}

function readAuthInfo(json: unknown, path: string): AuthInfo {
  const authInfo = readObject(json, path, "AuthInfo", ["signer_infos", "fee", "tip"]);
  if (authInfo.tip !== undefined && authInfo.tip !== null) throw new Error(`${path}.tip: tips are not supported`);
  const fee = authInfo.fee === undefined || authInfo.fee === null ? undefined : readSdkJson(Fee, authInfo.fee, { path: `${path}.fee` });
  return AuthInfo.fromPartial({
    signerInfos: readList(authInfo.signer_infos, `${path}.signer_infos`).map((s, i) => readSignerInfo(s, `${path}.signer_infos[${i}]`)),
    ...(fee === undefined ? {} : { fee }),
  });
}

function readSignerInfo(json: unknown, path: string): SignerInfo {
  const info = readObject(json, path, "SignerInfo", ["public_key", "mode_info", "sequence"]);
  const publicKey = info.public_key === undefined || info.public_key === null ? undefined : pubKeyFromJson(info.public_key, `${path}.public_key`);
  return {
    publicKey,
    modeInfo: { single: { mode: readSingleMode(info.mode_info, `${path}.mode_info`) } },
    sequence: readUint64(info.sequence, `${path}.sequence`),
  };
}

function readSingleMode(json: unknown, path: string): SignMode {
  const modeInfo = readObject(json, path, "ModeInfo", ["single", "multi"]);
  if (modeInfo.multi !== undefined && modeInfo.multi !== null) throw new Error(`${path}: multisig signer infos are not supported`);
  const single = readObject(modeInfo.single, `${path}.single`, "ModeInfo.Single", ["mode"]);
  const mode = signModeFromJSON(single.mode ?? "SIGN_MODE_UNSPECIFIED");
  if (mode !== SignMode.SIGN_MODE_DIRECT)
    throw new Error(`${path}.single.mode: ${JSON.stringify(single.mode)} is not supported; idledger signs SIGN_MODE_DIRECT`);
  return mode;
}

/** The fields of a JSON object by proto name, each also accepted in camelCase; unknown or repeated fields are errors. */
function readObject(json: unknown, path: string, name: string, fields: readonly string[]): Record<string, unknown> {
  if (typeof json !== "object" || json === null || Array.isArray(json)) throw new Error(`${path}: expected a JSON object for ${name}`);
  const byKey = new Map(fields.flatMap((f) => [[f, f] as const, [jsonNameOf(f), f] as const]));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const fieldName = byKey.get(key);
    if (fieldName === undefined) throw new Error(`${path}: unknown field ${JSON.stringify(key)} in ${name}`);
    if (fieldName in out) throw new Error(`${path}: field ${fieldName} of ${name} is given twice`);
    out[fieldName] = value;
  }
  return out;
}

function readList(value: unknown, path: string): unknown[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new Error(`${path}: expected a JSON array`);
  return value;
}

function readString(value: unknown, path: string): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new Error(`${path}: expected a string`);
  return value;
}

function readUint64(value: unknown, path: string): bigint {
  if (value === undefined || value === null) return 0n;
  const text = typeof value === "number" && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof text !== "string" || !/^[0-9]+$/.test(text) || BigInt(text) >= 2n ** 64n)
    throw new Error(`${path}: expected an unsigned 64-bit integer (a string of digits)`);
  return BigInt(text);
}

function readBase64(value: unknown, path: string): Uint8Array {
  if (typeof value !== "string") throw new Error(`${path}: expected base64 bytes`);
  return value === "" ? new Uint8Array() : decodeStdBase64(value, path);
}
