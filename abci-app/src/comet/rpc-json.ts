/**
 * Readers of CometBFT's JSON-RPC values: 64-bit integers come as decimal strings (and smaller ones as numbers),
 * `HexBytes` as upper-case hex, `[]byte` as base64, times as RFC 3339 with nanoseconds. CometBFT leaves zero values
 * out or writes null for them, which read as the zero value; a value of the wrong shape throws (a fault of the
 * node's answer, not of the caller's input: the API servers report it as an internal error).
 */
export type RpcObject = Readonly<Record<string, unknown>>;

export function rpcObject(value: unknown, what: string): RpcObject {
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new Error(`CometBFT RPC: ${what} is not an object`);
  return value as RpcObject;
}

export function rpcArray(value: unknown, what: string): readonly unknown[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) throw new Error(`CometBFT RPC: ${what} is not a list`);
  return value;
}

export function rpcString(value: unknown, what: string): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") throw new Error(`CometBFT RPC: ${what} is not a string`);
  return value;
}

export function rpcBigInt(value: unknown, what: string): bigint {
  if (value === null || value === undefined || value === "") return 0n;
  if ((typeof value === "string" && /^-?[0-9]+$/.test(value)) || (typeof value === "number" && Number.isInteger(value))) return BigInt(value);
  throw new Error(`CometBFT RPC: ${what} is not an integer`);
}

export function rpcNumber(value: unknown, what: string): number {
  return Number(rpcBigInt(value, what));
}

export function rpcBool(value: unknown, what: string): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value !== "boolean") throw new Error(`CometBFT RPC: ${what} is not a boolean`);
  return value;
}

export function rpcHex(value: unknown, what: string): Uint8Array {
  const text = rpcString(value, what);
  if (!/^([0-9A-Fa-f]{2})*$/.test(text)) throw new Error(`CometBFT RPC: ${what} is not hex`);
  return new Uint8Array(Buffer.from(text, "hex"));
}

export function rpcBase64(value: unknown, what: string): Uint8Array {
  return new Uint8Array(Buffer.from(rpcString(value, what), "base64"));
}

/** "2026-01-01T00:00:05.123456789Z" → protobuf Timestamp (nanoseconds kept; Date alone keeps milliseconds). */
export function rpcTimestamp(value: unknown, what: string): { seconds: bigint; nanos: number } {
  const text = rpcString(value, what);
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}:\d{2})$/.exec(text);
  const ms = match === null ? NaN : Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(ms)) throw new Error(`CometBFT RPC: ${what} is not an RFC 3339 time`);
  return { seconds: BigInt(Math.floor(ms / 1000)), nanos: Number((match![2] ?? "").padEnd(9, "0")) };
}

/** Go's time.Format(time.RFC3339) of a CometBFT time: whole seconds, as the SDK prints a TxResponse's timestamp. */
export function rfc3339Seconds(value: unknown, what: string): string {
  const text = rpcString(value, what);
  rpcTimestamp(text, what);
  return text.replace(/\.\d+(?=Z|[+-]\d{2}:\d{2}$)/, "");
}
