import type { Command } from "commander";
import { QueryGrantsRequest, QueryGrantsResponse } from "cosmjs-types/cosmos/authz/v1beta1/query";
import { toSdkJson } from "../../../../codec/sdk-json";
import { CometRpcClient } from "../../../../comet/rpc-client";
import type { LedgerContext } from "../../../../cli-kit/context";
import { homeBech32Prefix } from "../../../../cli-kit/genesis/file";
import { globalOptions, outputOption } from "../../../../../../lib/cli-kit/options";
import { heightOption, nodeOption, paginationOptions, printResult, queryMethod, readPageRequest, type OutputFormat } from "../../../../cli-kit/query";
import { cosmosPageRequest } from "../../../../cli-kit/query/page-response";
import { AddressCodec } from "../../../../types/address";
import { AUTHZ_QUERY } from "../../types/query";

interface GrantsFlags {
  readonly node: string;
  readonly height: bigint;
  readonly output: OutputFormat;
}

/**
 * `query authz grants <granter> <grantee> [msg_type_url]`: the grants from the granter to the grantee (`Grants`,
 * paginated), or the one for a message type. Printed in Cosmos JSON, authorizations with their "@type".
 */
export function registerAuthzGrantsQuery(authz: Command, ctx: LedgerContext): void {
  const cmd = authz
    .command("grants")
    .description("Show the grants from a granter to a grantee, or the one for a message type")
    .argument("<granter_address>", "the account that gave the grants")
    .argument("<grantee_address>", "the account that holds them")
    .argument("[msg_type_url]", "only the grant for this message type, e.g. /cosmos.bank.v1beta1.MsgSend");
  for (const option of paginationOptions("grants")) cmd.addOption(option);
  cmd
    .addOption(nodeOption())
    .addOption(heightOption())
    .addOption(outputOption())
    .action(async (granter: string, grantee: string, msgTypeUrl: string | undefined, opts: GrantsFlags, self: Command) => {
      const codec = new AddressCodec(homeBech32Prefix(globalOptions(self).home));
      codec.decode(granter, "granter address");
      codec.decode(grantee, "grantee address");
      const message = QueryGrantsRequest.fromPartial({ granter, grantee, msgTypeUrl: msgTypeUrl ?? "", pagination: cosmosPageRequest(readPageRequest(self)) });
      const response = await queryMethod(new CometRpcClient(opts.node), AUTHZ_QUERY.Grants, message, {
        height: opts.height,
      });
      printResult(ctx, toSdkJson(QueryGrantsResponse, response), opts.output);
    });
}
