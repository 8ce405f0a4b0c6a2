import { Option } from "commander";
import { AllowedMsgAllowance, BasicAllowance, PeriodicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import { parseRfc3339 } from "../../../../types/rfc3339";
import { coinsToProto, parseCoins, type Coin } from "../../../../types/coins";
import { ALLOWED_MSG_ALLOWANCE_TYPE_URL } from "../../types/allowed-msg-allowance";
import { BASIC_ALLOWANCE_TYPE_URL } from "../../types/basic-allowance";
import { PERIODIC_ALLOWANCE_TYPE_URL } from "../../types/periodic-allowance";
import { isValidTimestamp } from "../../../../types/time";

/** The flags of `tx feegrant grant` that shape the allowance, as the SDK's CLI names them. */
export interface AllowanceFlags {
  readonly spendLimit?: string;
  readonly expiration?: string;
  readonly period?: string;
  readonly periodLimit?: string;
  readonly allowedMessages?: string;
}

export function allowanceOptions(): Option[] {
  return [
    new Option("--spend-limit <coins>", "the most the grantee's fees may take in all, e.g. 5000uhid (default: no limit)"),
    new Option("--expiration <rfc3339>", "when the allowance ends, e.g. 2027-01-01T00:00:00Z (default: never)"),
    new Option("--period <seconds>", "a periodic allowance: the length of a period in seconds, e.g. 3600 (needs --period-limit)"),
    new Option("--period-limit <coins>", "a periodic allowance: the most the fees may take in one period (needs --period)"),
    new Option(
      "--allowed-messages <type_urls>",
      "only for transactions made of these message types, comma-separated, e.g. /hypersignprotocol.hidnode.ssi.MsgCreateDID",
    ),
  ];
}

/**
 * The allowance the flags describe: a BasicAllowance; a PeriodicAllowance around it with --period and
 * --period-limit; all of it in an AllowedMsgAllowance with --allowed-messages. A periodic allowance's first
 * period is set by the node from its block time when it stores the grant.
 */
export function allowanceFromFlags(flags: AllowanceFlags): Any {
  const basic: BasicAllowance = { spendLimit: coinsToProto(coinsFlag(flags.spendLimit, "--spend-limit")), expiration: expirationFlag(flags.expiration) };
  let allowance: Any = { typeUrl: BASIC_ALLOWANCE_TYPE_URL, value: BasicAllowance.encode(basic).finish() };
  if (flags.period !== undefined || flags.periodLimit !== undefined) {
    if (flags.period === undefined) throw new Error("a periodic allowance needs --period, the length of a period in seconds");
    if (flags.periodLimit === undefined) throw new Error("a periodic allowance needs --period-limit, the most the fees may take in one period");
    const periodLimit = coinsToProto(coinsFlag(flags.periodLimit, "--period-limit"));
    const periodic = PeriodicAllowance.fromPartial({
      basic,
      period: { seconds: periodFlag(flags.period), nanos: 0 },
      periodSpendLimit: periodLimit,
      periodCanSpend: periodLimit,
    });
    allowance = { typeUrl: PERIODIC_ALLOWANCE_TYPE_URL, value: PeriodicAllowance.encode(periodic).finish() };
  }
  if (flags.allowedMessages !== undefined) {
    const allowedMessages = typeUrlsFlag(flags.allowedMessages);
    allowance = { typeUrl: ALLOWED_MSG_ALLOWANCE_TYPE_URL, value: AllowedMsgAllowance.encode({ allowance, allowedMessages }).finish() };
  }
  return allowance;
}

function coinsFlag(text: string | undefined, flag: string): Coin[] {
  if (text === undefined) return [];
  let coins: Coin[];
  try {
    coins = parseCoins(text);
  } catch (err) {
    throw new Error(`invalid ${flag} ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
  if (coins.length === 0) throw new Error(`invalid ${flag} ${JSON.stringify(text)}: the amount must be positive`);
  return coins;
}

function expirationFlag(text: string | undefined): Timestamp | undefined {
  if (text === undefined) return undefined;
  const instant = parseRfc3339(text);
  if (instant === undefined || !isValidTimestamp(instant))
    throw new Error(`invalid --expiration ${JSON.stringify(text)}: expected an RFC 3339 date-time such as 2027-01-01T00:00:00Z`);
  return instant;
}

function periodFlag(text: string): bigint {
  if (!/^[0-9]+$/.test(text) || BigInt(text) === 0n)
    throw new Error(`invalid --period ${JSON.stringify(text)}: expected a positive number of seconds, e.g. 3600`);
  return BigInt(text);
}

function typeUrlsFlag(text: string): string[] {
  const typeUrls = text
    .split(",")
    .map((t) => t.trim())
    .filter((t) => t !== "");
  if (typeUrls.length === 0) throw new Error("--allowed-messages lists no message type");
  const bad = typeUrls.find((t) => !t.startsWith("/"));
  if (bad !== undefined) throw new Error(`--allowed-messages: ${JSON.stringify(bad)} is not a message type URL such as /cosmos.bank.v1beta1.MsgSend`);
  return typeUrls;
}
