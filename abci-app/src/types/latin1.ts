/**
 * The bytes as a latin1 string, one char per byte: a Map key or a snapshot that lives in V8's heap, where a copy as a
 * Uint8Array of more than 64 bytes would not. (store/bytes.ts's keyString is the same for the layers above the store.)
 */
export function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}
