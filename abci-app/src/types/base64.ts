/** Padded standard base64 (Go's `base64.StdEncoding`), as signatures are written in events, documents and the CLI. */
export function encodeStdBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
}
