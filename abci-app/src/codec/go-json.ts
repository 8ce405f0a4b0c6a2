/**
 * JSON text as Go's encoding/json writes and reads it, for the bytes ibc-go builds with `sdk.MustSortJSON`: packet
 * data and acknowledgements are hashed into commitments, and ibc-go accepts an acknowledgement only in the exact
 * form it would write itself.
 */

const HEX = "0123456789abcdef";
const SHORT_ESCAPES: Readonly<Record<number, string>> = {
  8: "\\b",
  9: "\\t",
  10: "\\n",
  12: "\\f",
  13: "\\r",
  34: '\\"',
  92: "\\\\",
};
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A string literal as Go's `json.Marshal` writes it (HTML-safe, Go 1.22 and later): `"`, `\` and the control
 * characters escaped (`\b \f \n \r \t` short, the rest `\u00XX`), `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`,
 * everything else (DEL and `/` included) as it is. A lone surrogate, which has no UTF-8, becomes U+FFFD, as
 * invalid UTF-8 does in ibc-go's sorted JSON (escaped by the first encoding, decoded and written raw by the sort).
 * Go before 1.22 wrote `\b` and `\f` as `\u0008` and `\u000c`.
 */
export function goJsonString(s: string): string {
  let out = '"';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let replacement: string | undefined;
    if (c < 0x20 || c === 0x22 || c === 0x5c || c === 0x3c || c === 0x3e || c === 0x26) {
      replacement = SHORT_ESCAPES[c] ?? `\\u00${HEX[c >> 4]}${HEX[c & 0xf]}`;
    } else if (c === 0x2028 || c === 0x2029) {
      replacement = `\\u${c.toString(16)}`;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      const next = s.charCodeAt(i + 1);
      if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        i++;
        continue;
      }
      replacement = "\ufffd";
    }
    if (replacement !== undefined) {
      out += s.slice(start, i) + replacement;
      start = i + 1;
    }
  }
  return `${out}${s.slice(start)}"`;
}

/** The string with each lone surrogate replaced by U+FFFD, as Go decodes a `\ud800` escape without its pair. */
export function wellFormed(s: string): string {
  return s.replace(LONE_SURROGATE, "\ufffd");
}

/**
 * UTF-8 bytes to text as Go's JSON decoder reads them: each byte that does not start a well-formed sequence becomes
 * one U+FFFD (TextDecoder would merge a truncated sequence into one), and a leading byte-order mark is kept, for the
 * parse after this to refuse as Go does.
 */
export function jsonText(bytes: Uint8Array): string {
  try {
    return STRICT_DECODER.decode(bytes);
  } catch {
    return replacingDecode(bytes);
  }
}

const STRICT_DECODER = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

function replacingDecode(bytes: Uint8Array): string {
  const parts: string[] = [];
  let start = 0;
  let i = 0;
  while (i < bytes.length) {
    const length = sequenceLength(bytes, i);
    if (length > 0) {
      i += length;
      continue;
    }
    parts.push(STRICT_DECODER.decode(bytes.subarray(start, i)), "\ufffd");
    i++;
    start = i;
  }
  parts.push(STRICT_DECODER.decode(bytes.subarray(start)));
  return parts.join("");
}

/** The length of the well-formed UTF-8 sequence at `i`, 0 when there is none (Go's utf8.DecodeRune then reads one byte). */
function sequenceLength(bytes: Uint8Array, i: number): number {
  const b = bytes[i]!;
  if (b < 0x80) return 1;
  // The second byte's range is narrower after E0, ED, F0 and F4: no overlong forms, surrogates or code points past U+10FFFF.
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  if (b >= 0xc2 && b <= 0xdf) {
    length = 2;
  } else if (b >= 0xe0 && b <= 0xef) {
    length = 3;
    if (b === 0xe0) low = 0xa0;
    if (b === 0xed) high = 0x9f;
  } else if (b >= 0xf0 && b <= 0xf4) {
    length = 4;
    if (b === 0xf0) low = 0x90;
    if (b === 0xf4) high = 0x8f;
  } else {
    return 0;
  }
  if (i + length > bytes.length) return 0;
  const second = bytes[i + 1]!;
  if (second < low || second > high) return 0;
  for (let k = 2; k < length; k++) if ((bytes[i + k]! & 0xc0) !== 0x80) return 0;
  return length;
}

/**
 * The first JSON value of `text` as Go's json.Decoder reads it into a map: what follows a complete value is never
 * read, `null` reads as no map (returned as null), and any value but an object or `null` is refused. Throws an Error
 * saying why it cannot be read.
 */
export function goDecodeObject(text: string): Record<string, unknown> | null {
  const start = skipWhitespace(text);
  if (start === text.length) throw new Error("no JSON value");
  if (text.startsWith("null", start)) return null;
  if (text[start] !== "{") throw new Error("not a JSON object");
  const end = objectEnd(text, start);
  if (end < 0) throw new Error("unexpected end of JSON input");
  return JSON.parse(text.slice(start, end)) as Record<string, unknown>;
}

/** The index of the first character that is not JSON whitespace. */
function skipWhitespace(text: string): number {
  let i = 0;
  while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
  return i;
}

/**
 * The end (exclusive) of the object opening at `start`: where its brackets balance, strings skipped; -1 when the
 * text ends first. Syntax is left to JSON.parse: this only finds where Go's decoder stops reading.
 */
function objectEnd(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
    } else if (c === "{" || c === "[") {
      depth++;
    } else if (c === "}" || c === "]") {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}
