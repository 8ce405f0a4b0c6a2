import { fromBase64, toBase64 } from "@cosmjs/encoding";

/**
 * ASCII armor (OpenPGP, RFC 4880 §6.2), the envelope of the SDK's `keys export`: a BEGIN line naming the block
 * type, "Key: value" headers, a blank line, the data in base64 (64 characters a line), a CRC-24 checksum line
 * ("=XXXX"), and an END line.
 */
export interface Armored {
  readonly blockType: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly data: Uint8Array;
}

const LINE = 64;

/** Headers are written in the order given (Go's encoder writes its map in random order; readers do not care). */
export function encodeArmor({ blockType, headers, data }: Armored): string {
  const body = toBase64(data);
  const lines = [`-----BEGIN ${blockType}-----`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), ""];
  for (let i = 0; i < body.length; i += LINE) lines.push(body.slice(i, i + LINE));
  lines.push(`=${toBase64(crc24Bytes(data))}`, `-----END ${blockType}-----`);
  return `${lines.join("\n")}\n`;
}

/** Parses an armored block; the checksum, when present, must match. Throws an error saying what is wrong. */
export function decodeArmor(text: string): Armored {
  const lines = text.split(/\r?\n/).map((l) => l.trimEnd());
  const begin = lines.findIndex((l) => /^-----BEGIN [^-]+-----$/.test(l));
  if (begin < 0) throw new Error("not an ASCII-armored block: no -----BEGIN …----- line");
  const blockType = lines[begin]!.slice("-----BEGIN ".length, -"-----".length);
  const end = lines.indexOf(`-----END ${blockType}-----`, begin + 1);
  if (end < 0) throw new Error(`the armored block has no -----END ${blockType}----- line`);

  const headers: Record<string, string> = {};
  let i = begin + 1;
  for (; i < end && lines[i] !== ""; i++) {
    const colon = lines[i]!.indexOf(": ");
    if (colon <= 0) throw new Error(`invalid armor header line "${lines[i]}" (expected "Key: value")`);
    headers[lines[i]!.slice(0, colon)] = lines[i]!.slice(colon + 2);
  }
  const bodyLines = lines.slice(i + 1, end).filter((l) => l !== "");
  const checksumLine = bodyLines.length > 0 && bodyLines[bodyLines.length - 1]!.startsWith("=") ? bodyLines.pop() : undefined;
  let data: Uint8Array;
  try {
    data = fromBase64(bodyLines.join(""));
  } catch {
    throw new Error("the armored data is not valid base64");
  }
  if (checksumLine !== undefined && checksumLine.slice(1) !== toBase64(crc24Bytes(data))) {
    throw new Error("the armored data does not match its checksum: the block is damaged");
  }
  return { blockType, headers, data };
}

/** CRC-24 of RFC 4880 §6.1, as 3 big-endian bytes. */
function crc24Bytes(data: Uint8Array): Uint8Array {
  let crc = 0xb704ce;
  for (const byte of data) {
    crc ^= byte << 16;
    for (let bit = 0; bit < 8; bit++) {
      crc <<= 1;
      if (crc & 0x1000000) crc ^= 0x1864cfb;
    }
  }
  return new Uint8Array([(crc >> 16) & 0xff, (crc >> 8) & 0xff, crc & 0xff]);
}
