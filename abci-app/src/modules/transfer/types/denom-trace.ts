import type { DenomTrace } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v1/transfer";
import { isValidDenom } from "../../../types/coins";
import type { AppError } from "../../../types/errors";
import { sha256 } from "../../../types/hash";
import { utf8 } from "../../../types/utf8";
import { isBlank, isValidChannelId, validateChannelId, validatePortId } from "../../ibc/host/identifiers";
import { ErrInvalidDenomForTransfer } from "../errors";

export type { DenomTrace };

/** The first part of a voucher's denomination: `ibc/{hash}`. */
export const IBC_DENOM_PREFIX = "ibc";

/**
 * ibc-go's ParseDenomTrace: the leading `{port}/{channel}` pairs are the path and the rest is the base denomination,
 * which may hold `/` itself ("transfer/channel-0/gamm/pool/1" is path "transfer/channel-0", base "gamm/pool/1").
 * A pair counts only when its channel is `channel-{N}`, the only channel identifiers ibc-go generates: a hop with
 * other identifiers ends the path early, which misnames the base but still hashes the same full path.
 */
export function parseDenomTrace(rawDenom: string): DenomTrace {
  const parts = rawDenom.split("/");
  if (parts.length === 1) return { path: "", baseDenom: rawDenom };
  return splitPathAndBase(parts);
}

/** The path pairs and base denomination of a full denomination's `/`-separated parts. */
function splitPathAndBase(parts: readonly string[]): DenomTrace {
  let end = 0;
  // A pair needs a part after it only when there are more than two parts: "transfer/channel-1" is a base denom.
  while (end < parts.length - 1 && parts.length > 2 && isValidChannelId(parts[end + 1]!)) end += 2;
  return { path: parts.slice(0, end).join("/"), baseDenom: parts.slice(end).join("/") };
}

/** `{path}/{baseDenom}`, or the base denomination alone when there is no path (ibc-go's GetFullDenomPath). */
export function fullDenomPath(trace: DenomTrace): string {
  return trace.path === "" ? trace.baseDenom : `${trace.path}/${trace.baseDenom}`;
}

/** SHA-256 of the full denomination path: the voucher's identity and its trace's store key. */
export function denomTraceHash(trace: DenomTrace): Uint8Array {
  return sha256(utf8.encode(fullDenomPath(trace)));
}

/** The denomination of the coins on this chain: `ibc/{HASH}` (upper-case hex), or the base denomination when native. */
export function ibcDenom(trace: DenomTrace): string {
  if (trace.path === "") return trace.baseDenom;
  return `${IBC_DENOM_PREFIX}/${Buffer.from(denomTraceHash(trace)).toString("hex").toUpperCase()}`;
}

/** True when the denomination never left its own chain (an empty path). */
export function isNativeDenom(trace: DenomTrace): boolean {
  return trace.path === "";
}

/** `{port}/{channel}/`: what a chain puts in front of a denomination it receives on that channel end. */
export function denomPrefix(portId: string, channelId: string): string {
  return `${portId}/${channelId}/`;
}

/** `{port}/{channel}/{baseDenom}` (ibc-go's GetPrefixedDenom). */
export function prefixedDenom(portId: string, channelId: string, baseDenom: string): string {
  return `${denomPrefix(portId, channelId)}${baseDenom}`;
}

/**
 * True when the packet's denomination carries the sender's own `{sourcePort}/{sourceChannel}/` prefix: the tokens
 * came from the receiving chain and go home (the receiver unescrows them rather than minting vouchers).
 */
export function receiverChainIsSource(sourcePort: string, sourceChannel: string, denom: string): boolean {
  return denom.startsWith(denomPrefix(sourcePort, sourceChannel));
}

/** The opposite of `receiverChainIsSource`: the sender escrows its tokens and the receiver mints vouchers. */
export function senderChainIsSource(sourcePort: string, sourceChannel: string, denom: string): boolean {
  return !receiverChainIsSource(sourcePort, sourceChannel, denom);
}

/**
 * ibc-go's DenomTrace.Validate: a native denomination needs a base; a voucher's needs a non-blank base and a path of
 * valid `{port}/{channel}` pairs. The base denomination itself is not checked.
 */
export function validateDenomTrace(trace: DenomTrace): void {
  if (trace.path === "" && trace.baseDenom !== "") return;
  if (isBlank(trace.baseDenom)) throw ErrInvalidDenomForTransfer.wrap("base denomination cannot be blank");
  validateTraceIdentifiers(trace.path.split("/"));
}

/** ibc-go's Traces.Validate (genesis): each trace valid, and no two with the same hash. */
export function validateDenomTraces(traces: readonly DenomTrace[]): void {
  const seen = new Set<string>();
  traces.forEach((trace, i) => {
    const hash = Buffer.from(denomTraceHash(trace)).toString("hex").toUpperCase();
    if (seen.has(hash)) throw ErrInvalidDenomForTransfer.wrap(`duplicated denomination trace with hash ${hash}`);
    try {
      validateDenomTrace(trace);
    } catch (err) {
      throw (err as AppError).wrap(`failed denom trace ${i} validation`);
    }
    seen.add(hash);
  });
}

/**
 * ibc-go's ValidatePrefixedDenom, for a packet's denomination: `{port}/{channel}/.../{baseDenom}` or a bare base
 * denomination, which may contain `/`. Only a non-blank base and the pairs' identifiers are checked.
 */
export function validatePrefixedDenom(denom: string): void {
  const parts = denom.split("/");
  if (parts.length === 1 && !isBlank(denom)) return;
  if (isBlank(parts[parts.length - 1]!)) throw ErrInvalidDenomForTransfer.wrap("base denomination cannot be blank");
  const { path } = splitPathAndBase(parts);
  if (path !== "") validateTraceIdentifiers(path.split("/"));
}

/**
 * ibc-go's ValidateIBCDenom, for the coin a MsgTransfer sends: a valid SDK denomination, and when it starts with
 * `ibc/`, a 32-byte hex hash after it. ibc-go returns an unregistered error (ABCI code 1) for an invalid SDK
 * denomination or hash; here both are ErrInvalidDenomForTransfer.
 */
export function validateIbcDenom(denom: string): void {
  if (!isValidDenom(denom)) throw ErrInvalidDenomForTransfer.wrap(`invalid denom: ${denom}`);
  const slash = denom.indexOf("/");
  const head = slash < 0 ? denom : denom.slice(0, slash);
  if (head !== IBC_DENOM_PREFIX) return;
  const hash = slash < 0 ? "" : denom.slice(slash + 1);
  if (slash < 0 || isBlank(hash)) {
    throw ErrInvalidDenomForTransfer.wrap(`denomination should be prefixed with the format 'ibc/{hash(trace + "/" + ${denom})}'`);
  }
  try {
    parseHexHash(hash);
  } catch (err) {
    throw (err as AppError).wrap(`invalid denom trace hash ${hash}`);
  }
}

/**
 * ibc-go's ParseHexHash: hex of either case, and 32 bytes (or none: an empty text is an empty hash, as in
 * CometBFT's ValidateHash).
 */
export function parseHexHash(hex: string): Uint8Array {
  if (hex.length % 2 !== 0) throw ErrInvalidDenomForTransfer.wrap("odd length hex string");
  if (!/^[0-9a-fA-F]*$/.test(hex)) throw ErrInvalidDenomForTransfer.wrap("invalid hex character");
  const hash = Uint8Array.from(Buffer.from(hex, "hex"));
  if (hash.length !== 0 && hash.length !== HASH_LENGTH) {
    throw ErrInvalidDenomForTransfer.wrap(`expected size to be ${HASH_LENGTH} bytes, got ${hash.length} bytes`);
  }
  return hash;
}

const HASH_LENGTH = 32;

/** A trace path's identifiers: whole `{port}/{channel}` pairs of valid identifiers. */
function validateTraceIdentifiers(ids: readonly string[]): void {
  if (ids.length === 0 || ids.length % 2 !== 0) {
    throw ErrInvalidDenomForTransfer.wrap(
      `trace info must come in pairs of port and channel identifiers '{portID}/{channelID}', got the identifiers: [${ids.join(" ")}]`,
    );
  }
  for (let i = 0; i < ids.length; i += 2) {
    atPosition(() => validatePortId(ids[i]!), `invalid port ID at position ${i}`);
    atPosition(() => validateChannelId(ids[i + 1]!), `invalid channel ID at position ${i}`);
  }
}

function atPosition(check: () => void, detail: string): void {
  try {
    check();
  } catch (err) {
    throw (err as AppError).wrap(detail);
  }
}
