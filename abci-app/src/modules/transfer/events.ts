import { event, type Event } from "../../types/events";
import type { FungibleTokenPacketData } from "./types/packet-data";

/** ibc-go v7 transfer event types and attribute keys (types/events.go); wallets and explorers read them. */
export const EVENT_IBC_TRANSFER = "ibc_transfer";
export const EVENT_FUNGIBLE_TOKEN_PACKET = "fungible_token_packet";
export const EVENT_TIMEOUT = "timeout";
export const EVENT_DENOMINATION_TRACE = "denomination_trace";

export const ATTR_SENDER = "sender";
export const ATTR_RECEIVER = "receiver";
export const ATTR_DENOM = "denom";
export const ATTR_AMOUNT = "amount";
export const ATTR_MEMO = "memo";
export const ATTR_SUCCESS = "success";
export const ATTR_ERROR = "error";
export const ATTR_ACKNOWLEDGEMENT = "acknowledgement";
export const ATTR_REFUND_RECEIVER = "refund_receiver";
export const ATTR_REFUND_DENOM = "refund_denom";
export const ATTR_REFUND_AMOUNT = "refund_amount";
export const ATTR_TRACE_HASH = "trace_hash";

const MODULE = "transfer";

export const TRANSFER_EVENTS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [EVENT_IBC_TRANSFER]: [ATTR_SENDER, ATTR_RECEIVER, ATTR_AMOUNT, ATTR_DENOM, ATTR_MEMO],
  [EVENT_FUNGIBLE_TOKEN_PACKET]: ["module", ATTR_SENDER, ATTR_RECEIVER, ATTR_DENOM, ATTR_AMOUNT, ATTR_MEMO, ATTR_SUCCESS, ATTR_ERROR, ATTR_ACKNOWLEDGEMENT],
  [EVENT_TIMEOUT]: ["module", ATTR_REFUND_RECEIVER, ATTR_REFUND_DENOM, ATTR_REFUND_AMOUNT, ATTR_MEMO],
  [EVENT_DENOMINATION_TRACE]: [ATTR_TRACE_HASH, ATTR_DENOM],
});

/** A MsgTransfer sent its packet; the message event names the module. */
export function transferEvents(sender: string, receiver: string, amount: string, denom: string, memo: string): Event[] {
  return [
    event(EVENT_IBC_TRANSFER, [
      [ATTR_SENDER, sender],
      [ATTR_RECEIVER, receiver],
      [ATTR_AMOUNT, amount],
      [ATTR_DENOM, denom],
      [ATTR_MEMO, memo],
    ]),
    event("message", [["module", MODULE]]),
  ];
}

function packetAttributes(data: FungibleTokenPacketData): [string, string][] {
  return [
    ["module", MODULE],
    [ATTR_SENDER, data.sender],
    [ATTR_RECEIVER, data.receiver],
    [ATTR_DENOM, data.denom],
    [ATTR_AMOUNT, data.amount],
    [ATTR_MEMO, data.memo],
  ];
}

/** A received packet: whether it was applied, and why not when it was not (the details the acknowledgement leaves out). */
export function receivedPacketEvent(data: FungibleTokenPacketData, success: boolean, error: string | undefined): Event {
  const attributes = [...packetAttributes(data), [ATTR_SUCCESS, String(success)] as [string, string]];
  if (error !== undefined) attributes.push([ATTR_ERROR, error]);
  return event(EVENT_FUNGIBLE_TOKEN_PACKET, attributes);
}

/** An acknowledgement of a packet we sent: the packet, the acknowledgement as ibc-go prints it, then its result or error. */
export function acknowledgedPacketEvents(data: FungibleTokenPacketData, acknowledgement: string, outcome: { result: string } | { error: string }): Event[] {
  return [
    event(EVENT_FUNGIBLE_TOKEN_PACKET, [...packetAttributes(data), [ATTR_ACKNOWLEDGEMENT, acknowledgement]]),
    event(EVENT_FUNGIBLE_TOKEN_PACKET, "result" in outcome ? [[ATTR_SUCCESS, outcome.result]] : [[ATTR_ERROR, outcome.error]]),
  ];
}

/** A packet we sent timed out: its tokens went back to the sender. */
export function timeoutEvent(data: FungibleTokenPacketData): Event {
  return event(EVENT_TIMEOUT, [
    ["module", MODULE],
    [ATTR_REFUND_RECEIVER, data.sender],
    [ATTR_REFUND_DENOM, data.denom],
    [ATTR_REFUND_AMOUNT, data.amount],
    [ATTR_MEMO, data.memo],
  ]);
}

/** A voucher of a new path was minted: its trace's hash (upper-case hex) and its `ibc/…` denomination. */
export function denominationTraceEvent(traceHash: string, denom: string): Event {
  return event(EVENT_DENOMINATION_TRACE, [
    [ATTR_TRACE_HASH, traceHash],
    [ATTR_DENOM, denom],
  ]);
}
