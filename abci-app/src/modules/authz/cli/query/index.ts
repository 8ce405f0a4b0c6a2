import type { Command } from "commander";
import {
  QueryGranteeGrantsRequest,
  QueryGranteeGrantsResponse,
  QueryGranterGrantsRequest,
  QueryGranterGrantsResponse,
} from "cosmjs-types/cosmos/authz/v1beta1/query";
import { toSdkJson } from "../../../../codec/sdk-json";
import type { LedgerContext } from "../../../../cli-kit/context";
import { registerQueryCommands, type QueryCommandSpec } from "../../../../cli-kit/query";
import { cosmosPageRequest } from "../../../../cli-kit/query/page-response";
import { AUTHZ_QUERY } from "../../types/query";
import { registerAuthzGrantsQuery } from "./grants";

/** The listing commands, each one query method; `grants` (with its optional argument) is in grants.ts. */
const AUTHZ_QUERY_COMMANDS: readonly QueryCommandSpec<any, any>[] = [
  {
    name: "grants-by-granter",
    description: "List every grant a granter gave, with its grantee",
    method: AUTHZ_QUERY.GranterGrants,
    args: [{ name: "granter_address", description: "the account that gave the grants" }],
    pagination: { items: "grants" },
    buildRequest: ({ args, page }) => QueryGranterGrantsRequest.fromPartial({ granter: args[0]!, pagination: cosmosPageRequest(page!) }),
    toJson: (res: QueryGranterGrantsResponse) => toSdkJson(QueryGranterGrantsResponse, res),
  } satisfies QueryCommandSpec<QueryGranterGrantsRequest, QueryGranterGrantsResponse>,
  {
    name: "grants-by-grantee",
    description: "List every grant a grantee holds, with its granter",
    method: AUTHZ_QUERY.GranteeGrants,
    args: [{ name: "grantee_address", description: "the account that holds the grants" }],
    pagination: { items: "grants" },
    buildRequest: ({ args, page }) => QueryGranteeGrantsRequest.fromPartial({ grantee: args[0]!, pagination: cosmosPageRequest(page!) }),
    toJson: (res: QueryGranteeGrantsResponse) => toSdkJson(QueryGranteeGrantsResponse, res),
  } satisfies QueryCommandSpec<QueryGranteeGrantsRequest, QueryGranteeGrantsResponse>,
];

/** `query authz`: grants, by granter and grantee pair, by granter, by grantee. */
export function registerAuthzQueryCommands(query: Command, ctx: LedgerContext): void {
  const authz = query.command("authz").description("Query authorization grants");
  registerAuthzGrantsQuery(authz, ctx);
  registerQueryCommands(authz, ctx, AUTHZ_QUERY_COMMANDS);
}
