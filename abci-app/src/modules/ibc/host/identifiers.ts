import type { AppError } from "../../../types/errors";
import { ErrInvalidClientType, ErrInvalidID } from "../errors";

/**
 * ICS-24 identifiers as ibc-go v7 checks them (24-host/validate.go) and as its submodules number them
 * (`{client-type}-{N}`, `connection-{N}`, `channel-{N}`). Counterparties choose their own identifiers, so the
 * validators check only characters and lengths; the parsers accept only identifiers this chain would generate.
 */

/** The longest client, connection or channel identifier (ibc-go's DefaultMaxCharacterLength). */
export const MAX_IDENTIFIER_LENGTH = 64;
/** The longest port identifier (ibc-go's DefaultMaxPortCharacterLength). */
export const MAX_PORT_IDENTIFIER_LENGTH = 128;

export const CONNECTION_PREFIX = "connection-";
export const CHANNEL_PREFIX = "channel-";
/** The localhost client's one identifier, which carries no sequence (ibc-go's exported.LocalhostClientID). */
export const LOCALHOST_CLIENT_ID = "09-localhost";

const MAX_UINT64 = (1n << 64n) - 1n;
const ID_CHARACTERS = /^[a-zA-Z0-9._+\-#[\]<>]+$/;
const CLIENT_ID_FORMAT = /^\w+([\w-]+\w)?-[0-9]{1,20}$/;
const CONNECTION_ID_FORMAT = /^connection-[0-9]{1,20}$/;
const CHANNEL_ID_FORMAT = /^channel-[0-9]{1,20}$/;
/** Go's `unicode.IsSpace`, which `strings.TrimSpace` strips: not quite JavaScript's `trim` (U+0085 yes, U+FEFF no). */
const GO_BLANK = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/;
/** How much of a rejected identifier an error message repeats. */
const SHOWN_CHARS = 100;

/** True when `strings.TrimSpace(s) == ""` in Go: how ibc-go tells a blank field. */
export function isBlank(s: string): boolean {
  return GO_BLANK.test(s);
}

/** A client identifier: 9 to 64 characters. */
export function validateClientId(id: string): void {
  validateIdentifier(id, 9, MAX_IDENTIFIER_LENGTH);
}

/** A connection identifier: 10 to 64 characters. */
export function validateConnectionId(id: string): void {
  validateIdentifier(id, 10, MAX_IDENTIFIER_LENGTH);
}

/** A channel identifier: 8 to 64 characters. */
export function validateChannelId(id: string): void {
  validateIdentifier(id, 8, MAX_IDENTIFIER_LENGTH);
}

/** A port identifier: 2 to 128 characters. */
export function validatePortId(id: string): void {
  validateIdentifier(id, 2, MAX_PORT_IDENTIFIER_LENGTH);
}

/**
 * ibc-go's `defaultIdentifierValidator`: not blank, no `/`, `min` to `max` bytes, and only
 * `[a-zA-Z0-9._+-#[]<>]`. The checks run in ibc-go's order, so the same input gets the same message.
 */
export function validateIdentifier(id: string, min: number, max: number): void {
  if (isBlank(id)) throw ErrInvalidID.wrap("identifier cannot be blank");
  if (id.includes("/")) throw ErrInvalidID.wrap(`identifier ${shown(id)} cannot contain separator '/'`);
  const length = Buffer.byteLength(id, "utf8");
  if (length < min || length > max) {
    throw ErrInvalidID.wrap(`identifier ${shown(id)} has invalid length: ${length}, must be between ${min}-${max} characters`);
  }
  if (!ID_CHARACTERS.test(id)) {
    throw ErrInvalidID.wrap(`identifier ${shown(id)} must contain only alphanumeric or the following characters: '.', '_', '+', '-', '#', '[', ']', '<', '>'`);
  }
}

export interface ClientIdentifier {
  readonly clientType: string;
  readonly sequence: bigint;
}

/** `{client-type}-{N}` into its type and sequence (02-client's ParseClientIdentifier); `09-localhost` is sequence 0. */
export function parseClientIdentifier(clientId: string): ClientIdentifier {
  if (clientId === LOCALHOST_CLIENT_ID) return { clientType: clientId, sequence: 0n };
  if (!CLIENT_ID_FORMAT.test(clientId)) {
    throw ErrInvalidID.wrap(`invalid client identifier ${shown(clientId)} is not in format: \`{client-type}-{N}\``);
  }
  const dash = clientId.lastIndexOf("-");
  return { clientType: clientId.slice(0, dash), sequence: uint64Of(clientId.slice(dash + 1), clientId) };
}

/** The N of `connection-{N}` (03-connection's ParseConnectionSequence). */
export function parseConnectionSequence(connectionId: string): bigint {
  if (!CONNECTION_ID_FORMAT.test(connectionId)) {
    throw ErrInvalidID.wrap(`connection identifier ${shown(connectionId)} is not in the format: \`connection-{N}\``);
  }
  return uint64Of(connectionId.slice(CONNECTION_PREFIX.length), connectionId);
}

/** The N of `channel-{N}` (04-channel's ParseChannelSequence). */
export function parseChannelSequence(channelId: string): bigint {
  if (!CHANNEL_ID_FORMAT.test(channelId)) {
    throw ErrInvalidID.wrap(`channel identifier ${shown(channelId)} is not in the format: \`channel-{N}\``);
  }
  return uint64Of(channelId.slice(CHANNEL_PREFIX.length), channelId);
}

/** True for a `channel-{N}` this chain could have generated (04-channel's IsValidChannelID). */
export function isValidChannelId(channelId: string): boolean {
  return CHANNEL_ID_FORMAT.test(channelId) && BigInt(channelId.slice(CHANNEL_PREFIX.length)) <= MAX_UINT64;
}

/** `07-tendermint-0`: the identifier of the client numbered `sequence`. */
export function formatClientIdentifier(clientType: string, sequence: bigint): string {
  return `${clientType}-${checkedSequence(sequence)}`;
}

export function formatConnectionIdentifier(sequence: bigint): string {
  return `${CONNECTION_PREFIX}${checkedSequence(sequence)}`;
}

export function formatChannelIdentifier(sequence: bigint): string {
  return `${CHANNEL_PREFIX}${checkedSequence(sequence)}`;
}

/**
 * 02-client's ValidateClientType: not blank, and both its first and its last possible identifiers (sequence 0 and
 * the largest uint64) parse and are valid client identifiers.
 */
export function validateClientType(clientType: string): void {
  if (isBlank(clientType)) throw ErrInvalidClientType.wrap("client type cannot be blank");
  const smallest = formatClientIdentifier(clientType, 0n);
  const largest = formatClientIdentifier(clientType, MAX_UINT64);
  if (!CLIENT_ID_FORMAT.test(smallest)) {
    throw ErrInvalidClientType.wrap(`client type ${shown(clientType)} does not form identifiers \`{client-type}-{N}\``);
  }
  for (const [id, which] of [
    [smallest, "smallest"],
    [largest, "largest"],
  ] as const) {
    try {
      validateClientId(id);
    } catch (err) {
      throw (err as AppError).wrap(`client type results in ${which} client identifier being invalid`);
    }
  }
}

/** The sequence digits (at most 20, checked by the format) as a uint64; larger numbers are refused. */
function uint64Of(digits: string, id: string): bigint {
  const sequence = BigInt(digits);
  if (sequence > MAX_UINT64) throw ErrInvalidID.wrap(`identifier ${shown(id)}: sequence ${digits} is larger than a uint64`);
  return sequence;
}

function checkedSequence(sequence: bigint): bigint {
  if (sequence < 0n || sequence > MAX_UINT64) throw new Error(`identifier sequence ${sequence} is not a uint64`);
  return sequence;
}

/** An identifier as an error message repeats it: whole when short, else its start and how long it was. */
function shown(id: string): string {
  return id.length <= SHOWN_CHARS ? id : `${id.slice(0, SHOWN_CHARS)}…(${id.length} characters)`;
}
