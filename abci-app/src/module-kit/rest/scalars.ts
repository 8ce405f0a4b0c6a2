import { RestInputError } from "./input-error";

/**
 * Text → protobuf scalar, with the rules grpc-gateway applies to path and query parameters (Go's strconv and
 * base64): decimal integers, Go's boolean spellings, base64 bytes in either alphabet.
 */
const UINT64_MAX = (1n << 64n) - 1n;
const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;
const TRUE = new Set(["1", "t", "T", "true", "TRUE", "True"]);
const FALSE = new Set(["0", "f", "F", "false", "FALSE", "False"]);

export function parseUint64(param: string, text: string): bigint {
  if (!/^[0-9]+$/.test(text)) throw invalid(param, text, "an unsigned integer");
  const value = BigInt(text);
  if (value > UINT64_MAX) throw invalid(param, text, "an unsigned 64-bit integer");
  return value;
}

export function parseInt64(param: string, text: string): bigint {
  if (!/^[+-]?[0-9]+$/.test(text)) throw invalid(param, text, "an integer");
  const value = BigInt(text);
  if (value < INT64_MIN || value > INT64_MAX) throw invalid(param, text, "a 64-bit integer");
  return value;
}

export function parseBool(param: string, text: string): boolean {
  if (TRUE.has(text)) return true;
  if (FALSE.has(text)) return false;
  throw invalid(param, text, "true or false");
}

/**
 * Base64, standard or URL-safe alphabet, padding optional. A space is read as `+`: an unescaped `+` in a query
 * string arrives as a space (form encoding), and a space is never base64.
 */
export function parseBytes(param: string, text: string): Uint8Array {
  const normalized = text.replace(/ /g, "+").replace(/-/g, "+").replace(/_/g, "/").replace(/=+$/, "");
  if (!/^[A-Za-z0-9+/]*$/.test(normalized) || normalized.length % 4 === 1) throw invalid(param, text, "base64");
  return new Uint8Array(Buffer.from(normalized, "base64"));
}

function invalid(param: string, text: string, expected: string): RestInputError {
  const shown = text.length > 64 ? `${text.slice(0, 64)}…` : text;
  return new RestInputError(param, `invalid ${param} ${JSON.stringify(shown)}: expected ${expected}`);
}
