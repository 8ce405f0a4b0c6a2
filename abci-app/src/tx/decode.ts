import { AuthInfo, TxBody, TxRaw, type Fee, type SignerInfo } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { AppError } from "../types/errors";
import { sha256 } from "../types/hash";
import type { MsgRoute } from "../types/module";
import { ErrTxDecode } from "../types/sdk-errors";
import type { MsgRouter } from "./msg-router";
import { decodeStrict } from "./strict-decode";

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

/**
 * Decodes TxRaw → TxBody/AuthInfo → messages with the SDK's rules: no unknown field in TxRaw or AuthInfo, no
 * unknown critical field in TxBody or its messages, every message type routed. Throws ErrTxDecode (sdk 2).
 */
export function decodeTx(bytes: Uint8Array, router: MsgRouter): DecodedTx {
  const raw = decodePart(TxRaw, bytes, "TxRaw", false);
  const body = decodePart(TxBody, raw.bodyBytes, "TxBody", true);
  const authInfo = decodePart(AuthInfo, raw.authInfoBytes, "AuthInfo", false);
  rejectNewerBodyFields(body);
  if (authInfo.fee === undefined) throw ErrTxDecode.wrap("missing fee in auth info");
  const msgs = body.messages.map((any): DecodedMsg => {
    const route = router.route(any.typeUrl);
    if (route === undefined) throw ErrTxDecode.wrap(`unable to resolve type URL ${any.typeUrl}`);
    return { typeUrl: any.typeUrl, route, msg: decodePart(route.codec as never, any.value, any.typeUrl, true) };
  });
  return {
    bytes,
    hash: sha256(bytes),
    bodyBytes: raw.bodyBytes,
    authInfoBytes: raw.authInfoBytes,
    signatures: raw.signatures,
    body,
    authInfo,
    signerInfos: authInfo.signerInfos,
    fee: authInfo.fee,
    msgs,
  };
}

function decodePart<T>(codec: { decode(input: never): T }, bytes: Uint8Array, typeName: string, allowNonCritical: boolean): T {
  try {
    return decodeStrict(codec as never, bytes, typeName, allowNonCritical);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ErrTxDecode.wrap(`${typeName}: ${(err as Error).message}`);
  }
}

/** cosmjs-types knows TxBody fields 4 (unordered) and 5 (timeout_timestamp) of SDK v0.53; v0.47 does not. */
function rejectNewerBodyFields(body: TxBody): void {
  if (body.unordered) throw ErrTxDecode.wrap("TxBody: unknown field 4 (unordered transactions are not supported)");
  if (body.timeoutTimestamp !== undefined) throw ErrTxDecode.wrap("TxBody: unknown field 5 (timeout_timestamp is not supported)");
}
