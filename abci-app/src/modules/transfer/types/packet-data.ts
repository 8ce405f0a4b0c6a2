import type { FungibleTokenPacketData } from "cosmjs-types-ibc-v7/ibc/applications/transfer/v2/packet";
import { ErrInvalidAddress, ErrInvalidType } from "../../../types/sdk-errors";
import { utf8 } from "../../../types/utf8";
import { isBlank } from "../../ibc/host/identifiers";
import { ErrInvalidAmount } from "../errors";
import { validatePrefixedDenom } from "./denom-trace";
import { goDecodeObject, goJsonString, jsonText, wellFormed } from "../../../codec/go-json";
import { parseGoInt } from "./go-int";

export type { FungibleTokenPacketData };

/**
 * The largest packet data parsed: CometBFT's default `max_tx_bytes` (this network's too). The data reaches us
 * inside one MsgRecvPacket transaction, so on such a network nothing larger arrives; the bound keeps a parse cheap
 * whatever the configuration.
 */
export const MAX_PACKET_DATA_BYTES = 1_048_576;

type Field = keyof FungibleTokenPacketData;
/** The fields in the order `sdk.MustSortJSON` writes them. */
const FIELDS: readonly Field[] = ["amount", "denom", "memo", "receiver", "sender"];
const FIELD_SET: ReadonlySet<string> = new Set(FIELDS);
/** How much of a rejected amount an error message repeats. */
const SHOWN_CHARS = 100;

/**
 * ibc-go's GetBytes: protobuf JSON with field names as declared and empty fields left out (every field, not only the
 * memo), then sorted and written again by Go's encoding/json. These bytes are what the packet commitment hashes.
 */
export function packetDataBytes(data: FungibleTokenPacketData): Uint8Array {
  const members = FIELDS.filter((field) => data[field] !== "").map((field) => `"${field}":${goJsonString(data[field])}`);
  return utf8.encode(`{${members.join(",")}}`);
}

/**
 * Packet data as ibc-go's transfer module decodes it (gogoproto's jsonpb, through `ModuleCdc.UnmarshalJSON`):
 *  - the first JSON value only: whatever follows a complete object is ignored, as Go's json.Decoder does;
 *  - `null` is an empty packet (which validation then refuses);
 *  - fields by their exact names, no unknown field, each a string or `null` (left empty); the last of a repeated
 *    name wins;
 *  - invalid UTF-8 and unpaired `\ud800` escapes read as U+FFFD.
 * Throws ErrInvalidType, the error ibc-go acknowledges an undecodable packet with (code 29).
 */
export function parsePacketData(bytes: Uint8Array): FungibleTokenPacketData {
  if (bytes.length > MAX_PACKET_DATA_BYTES) throw undecodable(`${bytes.length} bytes, more than the ${MAX_PACKET_DATA_BYTES} allowed`);
  let object: Record<string, unknown> | null;
  try {
    object = goDecodeObject(jsonText(bytes));
  } catch (err) {
    throw undecodable((err as Error).message);
  }
  const data: FungibleTokenPacketData = { denom: "", amount: "", sender: "", receiver: "", memo: "" };
  if (object === null) return data;
  for (const [key, value] of Object.entries(object)) {
    if (!FIELD_SET.has(key)) throw undecodable(`unknown field ${JSON.stringify(key)}`);
    if (value === null) continue;
    if (typeof value !== "string") throw undecodable(`field ${key} is not a string`);
    data[key as Field] = wellFormed(value);
  }
  return data;
}

/**
 * ibc-go v7.10's FungibleTokenPacketData.ValidateBasic, run on every received packet; returns the amount.
 * The amount is read as `math.NewIntFromString` reads it (`0x10` is 16, `010` is 8) and must be positive and at
 * most 256 bits; sender and receiver must not be blank (their formats belong to their chains); the denomination
 * must pass validatePrefixedDenom. v7.10 bounds neither receiver nor memo here: only MsgTransfer does.
 */
export function validatePacketData(data: FungibleTokenPacketData): bigint {
  const amount = parseGoInt(data.amount);
  if (amount === undefined) throw ErrInvalidAmount.wrap(`unable to parse transfer amount (${shown(data.amount)}) into math.Int`);
  if (amount <= 0n) throw ErrInvalidAmount.wrap(`amount must be strictly positive: got ${amount}`);
  if (isBlank(data.sender)) throw ErrInvalidAddress.wrap("sender address cannot be blank");
  if (isBlank(data.receiver)) throw ErrInvalidAddress.wrap("receiver address cannot be blank");
  validatePrefixedDenom(data.denom);
  return amount;
}

function undecodable(why: string) {
  return ErrInvalidType.wrap(`cannot unmarshal ICS-20 transfer packet data: ${why}`);
}

function shown(text: string): string {
  return text.length <= SHOWN_CHARS ? text : `${text.slice(0, SHOWN_CHARS)}…(${text.length} characters)`;
}
