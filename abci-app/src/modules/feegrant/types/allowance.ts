import { AllowedMsgAllowance, BasicAllowance, PeriodicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { type Decoder, decodeStrict } from "../../../tx/strict-decode";
import type { Coin } from "../../../types/coins";
import type { GasMeter } from "../../../types/gas";
import { ErrTxDecode } from "../../../types/sdk-errors";
import { ErrMessageNotAllowed, ErrNoAllowance } from "../errors";
import type { Acceptance } from "./acceptance";
import { ALLOWED_MSG_ALLOWANCE_TYPE_URL, allMessagesAllowed, validateAllowedMessages } from "./allowed-msg-allowance";
import { acceptBasicAllowance, BASIC_ALLOWANCE_TYPE_URL, validateBasicAllowance } from "./basic-allowance";
import { acceptPeriodicAllowance, PERIODIC_ALLOWANCE_TYPE_URL, startPeriodicAllowance, validatePeriodicAllowance } from "./periodic-allowance";

/** A fee allowance (the SDK's `FeeAllowanceI`), decoded from its Any; an AllowedMsgAllowance holds another. */
export type FeeAllowance =
  | { readonly kind: "basic"; readonly allowance: BasicAllowance }
  | { readonly kind: "periodic"; readonly allowance: PeriodicAllowance }
  | { readonly kind: "allowed-msg"; readonly allowedMessages: readonly string[]; readonly inner: FeeAllowance };

/** What paying a fee through an allowance reads: the block time, and the gas meter its message filter charges. */
export interface AcceptContext {
  readonly time: Timestamp;
  readonly gasMeter: GasMeter;
}

/**
 * Allowances nested inside AllowedMsgAllowances, at most: the SDK stops unpacking Anys 10 levels deep, the
 * transaction's message being the first.
 */
const MAX_ALLOWANCE_DEPTH = 9;

/**
 * Decodes an allowance Any strictly (no unknown critical field). A missing allowance is ErrNoAllowance (feegrant
 * 5); a type that is no allowance, bytes that do not decode or nesting too deep are ErrTxDecode (sdk 2), as the
 * SDK's decoder refuses such a transaction.
 */
export function unpackAllowance(any: Any | undefined, depth = 1): FeeAllowance {
  if (any === undefined) throw ErrNoAllowance.wrap(depth === 1 ? "failed to get allowance" : "allowance should not be empty");
  if (depth > MAX_ALLOWANCE_DEPTH) throw ErrTxDecode.wrap(`allowances nested more than ${MAX_ALLOWANCE_DEPTH} deep`);
  switch (any.typeUrl) {
    case BASIC_ALLOWANCE_TYPE_URL:
      return { kind: "basic", allowance: decode(BasicAllowance, any) };
    case PERIODIC_ALLOWANCE_TYPE_URL:
      return { kind: "periodic", allowance: decode(PeriodicAllowance, any) };
    case ALLOWED_MSG_ALLOWANCE_TYPE_URL: {
      const filtered = decode(AllowedMsgAllowance, any);
      return { kind: "allowed-msg", allowedMessages: filtered.allowedMessages, inner: unpackAllowance(filtered.allowance, depth + 1) };
    }
    default:
      throw ErrTxDecode.wrap(`unable to resolve type URL ${any.typeUrl}: not a fee allowance`);
  }
}

export function packAllowance(allowance: FeeAllowance): Any {
  switch (allowance.kind) {
    case "basic":
      return { typeUrl: BASIC_ALLOWANCE_TYPE_URL, value: BasicAllowance.encode(allowance.allowance).finish() };
    case "periodic":
      return { typeUrl: PERIODIC_ALLOWANCE_TYPE_URL, value: PeriodicAllowance.encode(allowance.allowance).finish() };
    case "allowed-msg": {
      const value = { allowance: packAllowance(allowance.inner), allowedMessages: [...allowance.allowedMessages] };
      return { typeUrl: ALLOWED_MSG_ALLOWANCE_TYPE_URL, value: AllowedMsgAllowance.encode(value).finish() };
    }
  }
}

/** The stateless checks of the SDK's `ValidateBasic`; throws the SDK's error for the first problem. */
export function validateAllowance(allowance: FeeAllowance): void {
  switch (allowance.kind) {
    case "basic":
      return validateBasicAllowance(allowance.allowance);
    case "periodic":
      return validatePeriodicAllowance(allowance.allowance);
    case "allowed-msg":
      validateAllowedMessages(allowance.allowedMessages);
      return validateAllowance(allowance.inner);
  }
}

/** When the allowance stops paying: the (basic) expiration, if any. */
export function allowanceExpiration(allowance: FeeAllowance): Timestamp | undefined {
  switch (allowance.kind) {
    case "basic":
      return allowance.allowance.expiration;
    case "periodic":
      return allowance.allowance.basic.expiration;
    case "allowed-msg":
      return allowanceExpiration(allowance.inner);
  }
}

/** The allowance as a new grant stores it at block time `now`: a periodic allowance starts its first period. */
export function startAllowance(allowance: FeeAllowance, now: Timestamp): FeeAllowance {
  switch (allowance.kind) {
    case "basic":
      return allowance;
    case "periodic":
      return { kind: "periodic", allowance: startPeriodicAllowance(allowance.allowance, now) };
    case "allowed-msg":
      return { ...allowance, inner: startAllowance(allowance.inner, now) };
  }
}

/**
 * Uses the allowance to pay `fee` for a transaction made of messages of these types (the SDK's `Accept`). An
 * AllowedMsgAllowance first checks every message type, then passes the payment to the allowance it wraps.
 */
export function acceptAllowance(allowance: FeeAllowance, ctx: AcceptContext, fee: readonly Coin[], msgTypeUrls: readonly string[]): Acceptance<FeeAllowance> {
  switch (allowance.kind) {
    case "basic": {
      const result = acceptBasicAllowance(allowance.allowance, ctx.time, fee);
      return { ...result, allowance: { kind: "basic", allowance: result.allowance } };
    }
    case "periodic": {
      const result = acceptPeriodicAllowance(allowance.allowance, ctx.time, fee);
      return { ...result, allowance: { kind: "periodic", allowance: result.allowance } };
    }
    case "allowed-msg": {
      if (!allMessagesAllowed(allowance.allowedMessages, msgTypeUrls, ctx.gasMeter)) {
        return { allowance, remove: false, error: ErrMessageNotAllowed.wrap("message does not exist in allowed messages") };
      }
      const result = acceptAllowance(allowance.inner, ctx, fee, msgTypeUrls);
      return { ...result, allowance: { ...allowance, inner: result.allowance } };
    }
  }
}

function decode<T>(codec: Decoder<T>, any: Any): T {
  try {
    return decodeStrict(codec, any.value, any.typeUrl, true);
  } catch (err) {
    throw ErrTxDecode.wrap(`${any.typeUrl}: ${(err as Error).message}`);
  }
}
