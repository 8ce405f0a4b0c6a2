export { encodeStdBase64 } from "../types/base64";

const STD_BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Standard padded base64 (Go's `base64.StdEncoding`), strictly: anything else is an error naming `what`. */
export function decodeStdBase64(text: string, what: string): Uint8Array {
  if (text === "" || !STD_BASE64.test(text)) throw new Error(`${what} is not standard base64 (A-Z, a-z, 0-9, +, / with = padding)`);
  return new Uint8Array(Buffer.from(text, "base64"));
}
