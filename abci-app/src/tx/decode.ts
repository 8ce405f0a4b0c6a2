import { AuthInfo, TxBody, TxRaw, type Fee, type SignerInfo } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import type { DescMessage } from "@bufbuild/protobuf";
import { descriptorRegistry, messageDescriptor } from "../codec/descriptors";
import { checkWire, WireCheckError, type WireRules } from "../codec/wire-check";
import { AppError } from "../types/errors";
import { sha256 } from "../types/hash";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { MsgRoute, MsgRoutes } from "../module-kit/module";
import { ErrTxDecode } from "../types/sdk-errors";
import { MAX_ANY_DEPTH, MAX_ANYS_PER_MESSAGE, MAX_MESSAGE_DEPTH, MAX_UNKNOWN_GROUP_DEPTH } from "./limits";
import { type Decoder, decodeStrict } from "./strict-decode";

export interface DecodedMsg {
  readonly typeUrl: string;
  readonly route: MsgRoute;
  readonly msg: unknown;
}

/** A transaction as the pipeline works on it: the raw parts kept for signing, the decoded parts for checks. */
export interface DecodedTx {
  readonly bytes: Uint8Array;
  /** SHA-256 of the bytes: CometBFT's tx hash. */
  readonly hash: Uint8Array;
  readonly bodyBytes: Uint8Array;
  readonly authInfoBytes: Uint8Array;
  readonly signatures: readonly Uint8Array[];
  readonly body: TxBody;
  readonly authInfo: AuthInfo;
  readonly signerInfos: readonly SignerInfo[];
  readonly fee: Fee;
  readonly msgs: readonly DecodedMsg[];
}

/** The wire layout of the parts of a transaction, and the types its Anys may hold. */
export class TxWire {
  private readonly body: WireRules;
  private readonly authInfo: WireRules;
  private readonly raw: WireRules;
  readonly descriptors = {
    raw: messageDescriptor("cosmos.tx.v1beta1.TxRaw"),
    body: messageDescriptor("cosmos.tx.v1beta1.TxBody"),
    authInfo: messageDescriptor("cosmos.tx.v1beta1.AuthInfo"),
  };

  /**
   * `anyTypes`: every type URL an Any in a transaction may name (messages, public keys, authorizations, fee
   * allowances…), each of which must be in the node's descriptor set. Throws at start-up when one is not.
   */
  constructor(anyTypes: Iterable<string>) {
    const registry = descriptorRegistry();
    const resolved = new Map<string, DescMessage>();
    for (const typeUrl of anyTypes) resolved.set(typeUrl, messageDescriptor(typeUrl.replace(/^\//, ""), registry));
    const limits = {
      maxMessageDepth: MAX_MESSAGE_DEPTH,
      maxGroupDepth: MAX_UNKNOWN_GROUP_DEPTH,
      maxAnyDepth: MAX_ANY_DEPTH,
      maxAnysPerAny: MAX_ANYS_PER_MESSAGE,
    };
    const resolveAny = (typeUrl: string) => resolved.get(typeUrl);
    this.raw = { unknownFields: "refuse", resolveAny, limits };
    this.body = { unknownFields: "allow-non-critical", resolveAny, limits };
    this.authInfo = { unknownFields: "refuse", resolveAny, limits };
  }

  /** Checks each part's bytes before they are decoded; throws ErrTxDecode naming the part and the problem. */
  check(part: "raw" | "body" | "authInfo", bytes: Uint8Array): void {
    try {
      checkWire(this.descriptors[part], bytes, this[part]);
    } catch (err) {
      if (err instanceof WireCheckError) throw ErrTxDecode.wrap(`${PART_NAMES[part]}: ${err.message}`);
      throw err;
    }
  }
}

const PART_NAMES = { raw: "TxRaw", body: "TxBody", authInfo: "AuthInfo" } as const;

/**
 * Decodes TxRaw → TxBody/AuthInfo → messages with the SDK's rules, each part's bytes first checked by `wire`: no
 * unknown field in TxRaw or AuthInfo, no unknown critical field in TxBody or its messages, every Any (messages,
 * MsgExec's messages, extension options, public keys…) of a type the chain knows, and every nesting within the
 * limits of tx/limits.ts; then every message type routed. Throws ErrTxDecode (sdk 2).
 *
 * The result is deeply frozen (byte arrays aside, which cannot be): a decoded transaction is shared by every ABCI
 * call that sees the same bytes (decoded-tx-cache.ts), and a handler that tried to change a message would fail the
 * same way on every node, whether its copy came from the cache or not.
 */
export function decodeTx(bytes: Uint8Array, router: MsgRoutes, wire: TxWire, hash: Uint8Array = sha256(bytes)): DecodedTx {
  wire.check("raw", bytes);
  const raw = decodePart(TxRaw, bytes, "TxRaw", false);
  wire.check("body", raw.bodyBytes);
  const body = decodePart(TxBody, raw.bodyBytes, "TxBody", true);
  wire.check("authInfo", raw.authInfoBytes);
  const authInfo = decodePart(AuthInfo, raw.authInfoBytes, "AuthInfo", false);
  if (authInfo.fee === undefined) throw ErrTxDecode.wrap("missing fee in auth info");
  const msgs = body.messages.map((any) => decodeMsgAny(router, any));
  for (const decoded of msgs) {
    deepFreeze(decoded.msg);
    Object.freeze(decoded);
  }
  deepFreeze(raw);
  deepFreeze(body);
  deepFreeze(authInfo);
  return Object.freeze({
    bytes,
    hash,
    bodyBytes: raw.bodyBytes,
    authInfoBytes: raw.authInfoBytes,
    signatures: raw.signatures,
    body,
    authInfo,
    signerInfos: authInfo.signerInfos,
    fee: authInfo.fee,
    msgs: Object.freeze(msgs),
  });
}

/**
 * Freezes a decoded protobuf object and everything it holds but byte arrays. The depth is bounded before decoding
 * by the wire check's limits (MAX_MESSAGE_DEPTH, MAX_ANY_DEPTH), so the recursion is too.
 */
function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || ArrayBuffer.isView(value) || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}

/**
 * One message of a transaction, or of MsgExec (the SDK unpacks those with the tx): its type routed, no unknown
 * critical field. Throws ErrTxDecode (sdk 2).
 */
export function decodeMsgAny(router: MsgRoutes, any: Any): DecodedMsg {
  const route = router.route(any.typeUrl);
  if (route === undefined) throw ErrTxDecode.wrap(`unable to resolve type URL ${any.typeUrl}`);
  return { typeUrl: any.typeUrl, route, msg: decodePart(route.codec, any.value, any.typeUrl, true) };
}

function decodePart<T>(codec: Decoder<T>, bytes: Uint8Array, typeName: string, allowNonCritical: boolean): T {
  try {
    return decodeStrict(codec, bytes, typeName, allowNonCritical);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ErrTxDecode.wrap(`${typeName}: ${(err as Error).message}`);
  }
}
