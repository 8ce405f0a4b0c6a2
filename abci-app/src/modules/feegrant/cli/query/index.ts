import type { Command } from "commander";
import {
  QueryAllowanceRequest,
  QueryAllowanceResponse,
  QueryAllowancesByGranterRequest,
  QueryAllowancesByGranterResponse,
  QueryAllowancesRequest,
  QueryAllowancesResponse,
} from "cosmjs-types/cosmos/feegrant/v1beta1/query";
import { toSdkJson } from "../../../../codec/sdk-json";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerQueryCommands, type QueryCommandSpec } from "../../../../cli-kit/query";
import { cosmosPageRequest } from "../../../../cli-kit/query/page-response";
import { FEEGRANT_QUERY } from "../../types/query";

/** The `q feegrant` commands, one per query method, printed in Cosmos JSON (allowances with their "@type"). */
const FEEGRANT_QUERY_COMMANDS: readonly QueryCommandSpec<any, any>[] = [
  {
    name: "grant",
    description: "Show the fee allowance a granter gave a grantee",
    method: FEEGRANT_QUERY.Allowance,
    args: [
      { name: "granter_address", description: "the account that pays" },
      { name: "grantee_address", description: "the account whose fees it pays" },
    ],
    buildRequest: ({ args }) => QueryAllowanceRequest.fromPartial({ granter: args[0]!, grantee: args[1]! }),
    toJson: (res: QueryAllowanceResponse) => toSdkJson(QueryAllowanceResponse, res),
  } satisfies QueryCommandSpec<QueryAllowanceRequest, QueryAllowanceResponse>,
  {
    name: "grants",
    description: "List the fee allowances a grantee holds (also: grants-by-grantee)",
    method: FEEGRANT_QUERY.Allowances,
    args: [{ name: "grantee_address", description: "the account whose fees are paid" }],
    pagination: { items: "allowances" },
    buildRequest: ({ args, page }) => QueryAllowancesRequest.fromPartial({ grantee: args[0]!, pagination: cosmosPageRequest(page!) }),
    toJson: (res: QueryAllowancesResponse) => toSdkJson(QueryAllowancesResponse, res),
  } satisfies QueryCommandSpec<QueryAllowancesRequest, QueryAllowancesResponse>,
  {
    name: "grants-by-granter",
    description: "List the fee allowances a granter gave",
    method: FEEGRANT_QUERY.AllowancesByGranter,
    args: [{ name: "granter_address", description: "the account that pays" }],
    pagination: { items: "allowances" },
    buildRequest: ({ args, page }) => QueryAllowancesByGranterRequest.fromPartial({ granter: args[0]!, pagination: cosmosPageRequest(page!) }),
    toJson: (res: QueryAllowancesByGranterResponse) => toSdkJson(QueryAllowancesByGranterResponse, res),
  } satisfies QueryCommandSpec<QueryAllowancesByGranterRequest, QueryAllowancesByGranterResponse>,
];

/** `query feegrant`: grant, grants (alias grants-by-grantee), grants-by-granter. */
export function registerFeegrantQueryCommands(query: Command, ctx: LedgerContext): void {
  const feegrant = query.command("feegrant").description("Query fee allowances");
  registerQueryCommands(feegrant, ctx, FEEGRANT_QUERY_COMMANDS);
  feegrant.commands.find((cmd) => cmd.name() === "grants")!.alias("grants-by-grantee");
}
