import { goDecodeObject, goJsonString, jsonText } from "../../../codec/go-json";
import { ErrInvalidAcknowledgement } from "../errors";

/*
 * The channel Acknowledgement of ibc-go (`ibc.core.channel.v1.Acknowledgement`: a result or an error) in the form it is
 * written to state and proven: its proto JSON with keys sorted, e.g. `{"result":"AQ=="}`. ICS-20 acknowledges with it.
 * Applications may acknowledge with other bytes; the channel only insists that bytes which read as this JSON are in the
 * canonical form.
 */

/** ibc-go's ackErrorString: part of every error acknowledgement, so of the state; never change it. */
export const ACK_ERROR_TEXT = "error handling packet: see events for details";

/** `NewResultAcknowledgement(result).Acknowledgement()`. */
export function resultAcknowledgement(result: Uint8Array): Uint8Array {
  return utf8(`{"result":${goJsonString(Buffer.from(result).toString("base64"))}}`);
}

/**
 * `NewErrorAcknowledgement(err).Acknowledgement()`: only the error's ABCI code goes in (its text is not deterministic
 * across versions), `{"error":"ABCI code: 5: error handling packet: see events for details"}`.
 */
export function errorAcknowledgement(abciCode: number): Uint8Array {
  return utf8(`{"error":${goJsonString(`ABCI code: ${abciCode}: ${ACK_ERROR_TEXT}`)}}`);
}

/**
 * AcknowledgePacket's check: when the bytes decode as an Acknowledgement (as ibc-go's jsonpb does: the first JSON value,
 * an object whose only keys are `result`, base64, and `error`), they must be its canonical encoding; bytes that do not
 * decode pass. Throws ErrInvalidAcknowledgement "acknowledgement marshalling error".
 */
export function checkAcknowledgementEncoding(bytes: Uint8Array): void {
  const canonical = canonicalAcknowledgement(bytes);
  if (canonical !== undefined && !Buffer.from(canonical, "utf8").equals(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))) {
    throw ErrInvalidAcknowledgement.wrap("acknowledgement marshalling error");
  }
}

/** The canonical encoding of the Acknowledgement the bytes decode as, or undefined when they do not decode as one. */
export function canonicalAcknowledgement(bytes: Uint8Array): string | undefined {
  let fields: Record<string, unknown> | null;
  try {
    fields = goDecodeObject(jsonText(bytes));
  } catch {
    return undefined;
  }
  // `null` decodes as an empty Acknowledgement.
  if (fields === null) return "{}";
  const entries = Object.entries(fields);
  if (entries.some(([key]) => key !== "result" && key !== "error")) return undefined;
  const parts: string[] = [];
  for (const [key, value] of entries) {
    const encoded = key === "result" ? resultField(value) : errorField(value);
    if (encoded === undefined) return undefined;
    parts.push(encoded);
  }
  // Both fields set: Go keeps either one (map order), so the bytes, which hold two, are never canonical.
  if (parts.length === 2) return "";
  return parts.length === 0 ? "{}" : `{${parts[0]}}`;
}

/** `result` as Go's encoding/json reads []byte: padded standard base64 (CR and LF skipped), null, or a list of bytes. */
function resultField(value: unknown): string | undefined {
  if (value === null) return `"result":null`;
  if (typeof value === "string") {
    const b64 = value.replace(/[\r\n]/g, "");
    if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(b64)) return undefined;
    return `"result":${goJsonString(Buffer.from(b64, "base64").toString("base64"))}`;
  }
  if (Array.isArray(value) && value.every((v) => v === null || (Number.isInteger(v) && v >= 0 && v <= 255))) {
    return `"result":${goJsonString(Buffer.from(value.map((v) => v ?? 0)).toString("base64"))}`;
  }
  return undefined;
}

function errorField(value: unknown): string | undefined {
  if (value === null) return `"error":""`;
  if (typeof value === "string") return `"error":${goJsonString(value)}`;
  return undefined;
}

function utf8(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, "utf8"));
}
