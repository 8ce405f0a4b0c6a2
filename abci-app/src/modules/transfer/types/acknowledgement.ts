import { AppError } from "../../../types/errors";
import { ErrInternal, ErrInvalidType, ErrUnknownRequest } from "../../../types/sdk-errors";
import { equalBytes } from "../../../store/bytes";
import { utf8 } from "../../../types/utf8";
import { ACK_ERROR_TEXT, resultAcknowledgement } from "../../ibc/channel/acknowledgement";
import { ErrInvalidAcknowledgement } from "../../ibc/errors";
import { isBlank } from "../../ibc/host/identifiers";
import { goDecodeObject, goJsonString, jsonText, wellFormed } from "../../../codec/go-json";

/**
 * ibc.core.channel.v1.Acknowledgement, as ICS-20 writes and reads it: a result (success) or an error text. Its
 * JSON is what the acknowledgement commitment hashes and what the sending chain reads back.
 */
export type TransferAcknowledgement = { readonly success: true; readonly result: Uint8Array } | { readonly success: false; readonly error: string };

/** The largest acknowledgement parsed: like packet data, it arrives inside one transaction (see MAX_PACKET_DATA_BYTES). */
export const MAX_ACKNOWLEDGEMENT_BYTES = 1_048_576;

const SUCCESS_RESULT = Uint8Array.of(1);
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The acknowledgement of a packet received and applied: result 0x01 (ibc-go's `NewResultAcknowledgement([]byte{1})`). */
export function successAcknowledgement(): TransferAcknowledgement {
  return { success: true, result: SUCCESS_RESULT.slice() };
}

/**
 * The acknowledgement of a packet that failed (ibc-go's NewErrorAcknowledgement): only the ABCI code of the error,
 * which is deterministic, and never its message or codespace, which need not be. An error that is not an AppError
 * has code 1, as the SDK reports an unregistered error.
 */
export function errorAcknowledgement(err: unknown): TransferAcknowledgement {
  const code = err instanceof AppError ? err.code : ErrInternal.code;
  return { success: false, error: `ABCI code: ${code}: ${ACK_ERROR_TEXT}` };
}

/**
 * ibc-go's Acknowledgement(): `{"result":"<base64>"}` or `{"error":"<text>"}`, the text escaped as Go's
 * encoding/json escapes it. Checks nothing: see validateAcknowledgement.
 */
export function acknowledgementBytes(ack: TransferAcknowledgement): Uint8Array {
  return ack.success ? resultAcknowledgement(ack.result) : utf8.encode(`{"error":${goJsonString(ack.error)}}`);
}

/** ibc-go's Acknowledgement.ValidateBasic: a result that is not empty, or an error that is not blank. */
export function validateAcknowledgement(ack: TransferAcknowledgement): void {
  if (ack.success && ack.result.length === 0) throw ErrInvalidAcknowledgement.wrap("acknowledgement result cannot be empty");
  if (!ack.success && isBlank(ack.error)) throw ErrInvalidAcknowledgement.wrap("acknowledgement error cannot be empty");
}

/**
 * The acknowledgement of a packet we sent, read as ibc-go's transfer module reads it: decoded as protobuf JSON
 * (ErrUnknownRequest when it cannot be), then accepted only when written exactly as ibc-go would write it again
 * (ErrInvalidType otherwise: key order, spacing, escapes, base64 and trailing bytes all count).
 *
 * As in ibc-go, whatever is not an error acknowledgement counts as success, so nothing is refunded: `{}`,
 * `{"result":null}` and `{"result":""}` are accepted with an empty result, and `{"error":""}` is an error
 * acknowledgement. (ibc-go v7 returns its `ibc` codespace's ErrInvalidType, code 12, for the exact-form check;
 * this uses the SDK's ErrInvalidType, code 29, which has the same text.)
 */
export function parseAcknowledgement(bytes: Uint8Array): TransferAcknowledgement {
  if (bytes.length > MAX_ACKNOWLEDGEMENT_BYTES) throw undecodable(`${bytes.length} bytes, more than the ${MAX_ACKNOWLEDGEMENT_BYTES} allowed`);
  let object: Record<string, unknown> | null;
  try {
    object = goDecodeObject(jsonText(bytes));
  } catch (err) {
    throw undecodable((err as Error).message);
  }
  const entries = Object.entries(object ?? {});
  for (const [key, value] of entries) {
    if (key !== "result" && key !== "error") throw undecodable(`unknown field ${JSON.stringify(key)}`);
    if (value !== null && typeof value !== "string") throw undecodable(`field ${key} is not a string`);
    if (key === "result" && typeof value === "string" && !BASE64.test(value.replace(/[\r\n]/g, ""))) {
      throw undecodable("result is not base64");
    }
  }
  // ibc-go writes back one field or none, so an object with more, or `null`, is never in its form.
  if (object === null || entries.length > 1) throw notCanonical();
  const [key, value] = entries[0] ?? [];
  let ack: TransferAcknowledgement;
  let canonical: Uint8Array;
  if (key === undefined || (key === "result" && value === null)) {
    ack = { success: true, result: new Uint8Array() };
    canonical = utf8.encode(key === undefined ? "{}" : '{"result":null}');
  } else if (key === "result") {
    ack = { success: true, result: Uint8Array.from(Buffer.from(value as string, "base64")) };
    canonical = acknowledgementBytes(ack);
  } else {
    ack = { success: false, error: wellFormed((value as string | null) ?? "") };
    canonical = acknowledgementBytes(ack);
  }
  if (!equalBytes(canonical, bytes)) throw notCanonical();
  return ack;
}

function undecodable(why: string): AppError {
  return ErrUnknownRequest.wrap(`cannot unmarshal ICS-20 transfer packet acknowledgement: ${why}`);
}

function notCanonical(): AppError {
  return ErrInvalidType.wrap("acknowledgement did not marshal to expected bytes");
}
