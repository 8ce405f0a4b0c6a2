/**
 * The bytes as a latin1 string, one char per byte: a Map key or a snapshot that lives in V8's heap, where a copy as a
 * Uint8Array of more than 64 bytes would not. JavaScript's string order is then the bytes' order. (store/bytes.ts's
 * keyString is this, for the layers above the store.)
 */
export function latin1(bytes: Uint8Array): string {
  // For short byte strings, the common case, building the string in JavaScript beats the call into Buffer's C++.
  if (bytes.length <= 64) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1");
}
