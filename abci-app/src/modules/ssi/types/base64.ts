export { encodeStdBase64 } from "../../../types/base64";

/**
 * Go's `base64.StdEncoding.DecodeString`, which hid-node uses for signatures: the standard alphabet with
 * `=` padding required; carriage returns and newlines are ignored. Undefined when the text does not decode.
 */
export function decodeStdBase64(text: string): Uint8Array | undefined {
  const cleaned = text.replace(/[\r\n]/g, "");
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(cleaned)) return undefined;
  return new Uint8Array(Buffer.from(cleaned, "base64"));
}
