import { Option, type Command } from "commander";
import { GenericAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { MsgGrant } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { SendAuthorization } from "cosmjs-types/cosmos/bank/v1beta1/authz";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { Timestamp } from "cosmjs-types/google/protobuf/timestamp";
import type { LedgerContext } from "../../../../cli-kit/context";
import { homeBech32Prefix } from "../../../../cli-kit/genesis/file";
import { globalOptions } from "../../../../../../lib/cli-kit/options";
import { addTxFlags, generateOrBroadcast, messageToAny, txContext, type TxFlags } from "../../../../cli-kit/tx";
import { AddressCodec } from "../../../../types/address";
import { coinsToProto, parseCoins, type Coin } from "../../../../types/coins";
import { SEND_AUTHORIZATION_TYPE_URL } from "../../../bank/types/send-authorization";
import { GENERIC_AUTHORIZATION_TYPE_URL } from "../../types/generic-authorization";
import { isValidTimestamp } from "../../../../types/time";
import { MSG_GRANT } from "../messages";

const AUTHORIZATION_TYPES = ["generic", "send"] as const;

interface GrantFlags extends TxFlags {
  readonly msgType?: string;
  readonly spendLimit?: string;
  readonly allowList?: string;
  readonly expiration?: string;
}

/**
 * `tx authz grant <grantee_address> generic --msg-type <type_url>` or `… send --spend-limit <coins> [--allow-list]`,
 * `--from <granter>`, optionally `--expiration <unix seconds>`: MsgGrant with a GenericAuthorization or a bank
 * SendAuthorization. The grant replaces an earlier one for the same message type.
 */
export function registerAuthzGrant(authz: Command, ctx: LedgerContext): void {
  const cmd = authz
    .command("grant")
    .description("Let another account (the grantee) send messages on your behalf (you are the granter, --from)")
    .argument("<grantee_address>", "the account that may act for the granter")
    .argument("<authorization_type>", `what it may do: ${AUTHORIZATION_TYPES.join(" or ")}`)
    .addOption(new Option("--msg-type <type_url>", "generic: the message type allowed, e.g. /hypersignprotocol.hidnode.ssi.MsgCreateDID"))
    .addOption(new Option("--spend-limit <coins>", "send: the most the grantee may send in all, e.g. 1000uhid"))
    .addOption(new Option("--allow-list <addresses>", "send: the only recipients allowed, comma-separated (default: any)"))
    .addOption(new Option("--expiration <unix_seconds>", "when the grant ends, in seconds since 1970-01-01 UTC (default: never)"));
  addTxFlags(cmd).action(async (grantee: string, type: string, opts: GrantFlags, self: Command) => {
    const codec = new AddressCodec(homeBech32Prefix(globalOptions(self).home));
    codec.decode(grantee, "grantee address");
    const authorization = authorizationOf(type, opts, codec);
    const expiration = opts.expiration === undefined ? undefined : parseExpiration(opts.expiration);
    const tx = await txContext(self);
    if (tx.sender === grantee.toLowerCase()) throw new Error("the grantee must be another account than the granter (--from)");
    const msg = MsgGrant.fromPartial({ granter: tx.sender, grantee: grantee.toLowerCase(), grant: { authorization, expiration } });
    await generateOrBroadcast(ctx, self, tx, [messageToAny(MSG_GRANT, msg)]);
  });
}

function authorizationOf(type: string, opts: GrantFlags, codec: AddressCodec): Any {
  switch (type) {
    case "generic": {
      if (opts.spendLimit !== undefined || opts.allowList !== undefined) throw new Error("--spend-limit and --allow-list are for send authorizations");
      const msg = opts.msgType?.trim() ?? "";
      if (msg === "") throw new Error("a generic authorization needs --msg-type: the type URL of the message allowed");
      if (!msg.startsWith("/")) throw new Error(`--msg-type ${JSON.stringify(msg)} is not a message type URL such as /cosmos.bank.v1beta1.MsgSend`);
      return { typeUrl: GENERIC_AUTHORIZATION_TYPE_URL, value: GenericAuthorization.encode({ msg }).finish() };
    }
    case "send": {
      if (opts.msgType !== undefined) throw new Error("--msg-type is for generic authorizations (a send authorization is for MsgSend)");
      if (opts.spendLimit === undefined) throw new Error("a send authorization needs --spend-limit, e.g. 1000uhid");
      const spendLimit = parseSpendLimit(opts.spendLimit);
      const allowList = parseAllowList(opts.allowList, codec);
      return { typeUrl: SEND_AUTHORIZATION_TYPE_URL, value: SendAuthorization.encode({ spendLimit: coinsToProto(spendLimit), allowList }).finish() };
    }
    default:
      throw new Error(`unknown authorization type ${JSON.stringify(type)}: use ${AUTHORIZATION_TYPES.join(" or ")}`);
  }
}

function parseSpendLimit(text: string): Coin[] {
  let coins: Coin[];
  try {
    coins = parseCoins(text);
  } catch (err) {
    throw new Error(`invalid --spend-limit ${JSON.stringify(text)}: ${(err as Error).message}`);
  }
  if (coins.length === 0) throw new Error(`invalid --spend-limit ${JSON.stringify(text)}: the spend limit must be positive`);
  return coins;
}

function parseAllowList(text: string | undefined, codec: AddressCodec): string[] {
  if (text === undefined) return [];
  const addresses = text
    .split(",")
    .map((a) => a.trim().toLowerCase())
    .filter((a) => a !== "");
  for (const address of addresses) codec.decode(address, "--allow-list address");
  const twice = addresses.find((a, i) => addresses.indexOf(a) !== i);
  if (twice !== undefined) throw new Error(`--allow-list names ${twice} twice`);
  return addresses;
}

function parseExpiration(text: string): Timestamp {
  if (!/^-?[0-9]+$/.test(text)) throw new Error(`invalid --expiration ${JSON.stringify(text)}: expected a Unix time in seconds, e.g. 1798761600`);
  const time = { seconds: BigInt(text), nanos: 0 };
  if (!isValidTimestamp(time)) throw new Error(`invalid --expiration ${text}: outside 0001-01-01 to 9999-12-31`);
  return time;
}
