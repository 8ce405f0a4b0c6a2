import type { Command } from "commander";
import type { LedgerContext } from "../../../cli-kit/context";
import { type QueryCommandSpec, registerQueryCommands } from "../../../cli-kit/query";
import { cosmosPageRequest } from "../../../cli-kit/query/page-response";
import { toSdkJson } from "../../../codec/sdk-json";
import { TRANSFER_QUERY } from "../types/query";

/** `q ibc-transfer …`, named as ibc-go's CLI names them. */
const TRANSFER_QUERY_COMMANDS: readonly QueryCommandSpec<any, any>[] = [
  {
    name: "denom-traces",
    description: "List the paths of the vouchers this chain has minted (their ibc/… denominations' traces)",
    method: TRANSFER_QUERY.DenomTraces,
    pagination: { items: "denomination traces" },
    buildRequest: ({ page }) => TRANSFER_QUERY.DenomTraces.request.fromPartial({ pagination: cosmosPageRequest(page!) }),
    toJson: (res) => toSdkJson(TRANSFER_QUERY.DenomTraces.response, res),
  },
  {
    name: "denom-trace",
    description: "Show the path and base denomination of a voucher",
    method: TRANSFER_QUERY.DenomTrace,
    args: [{ name: "hash", description: "the hash of an ibc/{hash} denomination, with or without ibc/" }],
    buildRequest: ({ args }) => TRANSFER_QUERY.DenomTrace.request.fromPartial({ hash: args[0]! }),
    toJson: (res) => toSdkJson(TRANSFER_QUERY.DenomTrace.response, res),
  },
  {
    name: "denom-hash",
    description: "Show the hash of a denomination trace, e.g. transfer/channel-0/uatom",
    method: TRANSFER_QUERY.DenomHash,
    args: [{ name: "trace", description: "{port}/{channel}/…/{base denomination}" }],
    buildRequest: ({ args }) => TRANSFER_QUERY.DenomHash.request.fromPartial({ trace: args[0]! }),
    toJson: (res) => toSdkJson(TRANSFER_QUERY.DenomHash.response, res),
  },
  {
    name: "escrow-address",
    description: "Show the account that holds this chain's tokens sent out on a channel",
    method: TRANSFER_QUERY.EscrowAddress,
    args: [
      { name: "port-id", description: "transfer" },
      { name: "channel-id", description: "e.g. channel-0" },
    ],
    buildRequest: ({ args }) => TRANSFER_QUERY.EscrowAddress.request.fromPartial({ portId: args[0]!, channelId: args[1]! }),
    toJson: (res) => toSdkJson(TRANSFER_QUERY.EscrowAddress.response, res),
  },
  {
    name: "total-escrow",
    description: "Show how much of a denomination all of this chain's escrow accounts hold",
    method: TRANSFER_QUERY.TotalEscrowForDenom,
    args: [{ name: "denom", description: "e.g. uhid" }],
    buildRequest: ({ args }) => TRANSFER_QUERY.TotalEscrowForDenom.request.fromPartial({ denom: args[0]! }),
    toJson: (res) => toSdkJson(TRANSFER_QUERY.TotalEscrowForDenom.response, res),
  },
  {
    name: "params",
    description: "Show whether transfers out of and into this chain are enabled",
    method: TRANSFER_QUERY.Params,
    buildRequest: () => TRANSFER_QUERY.Params.request.fromPartial({}),
    toJson: (res) => toSdkJson(TRANSFER_QUERY.Params.response, res),
  },
];

/** `query ibc-transfer …`. */
export function registerTransferQueryCommands(query: Command, ctx: LedgerContext): void {
  registerQueryCommands(query.command("ibc-transfer").description("Query IBC token transfers (ICS-20)"), ctx, TRANSFER_QUERY_COMMANDS);
}
