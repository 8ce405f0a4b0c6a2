import type { Command } from "commander";
import { QueryAccountRequest, QueryAccountResponse } from "cosmjs-types/cosmos/auth/v1beta1/query";
import { CometRpcClient } from "../../../../comet/rpc-client";
import type { CommandContext } from "../../../../cli-kit/context";
import { homeBech32Prefix } from "../../../../cli-kit/genesis/file";
import { globalOptions, outputOption } from "../../../../cli-kit/options";
import { heightOption, nodeOption, printResult, queryGrpc, type OutputFormat } from "../../../../cli-kit/query";
import { ACCOUNT_QUERY_PATH } from "../account-retriever";
import { AddressCodec } from "../../../../types/address";
import { accountToJson } from "../account-json";

/** `account <address>`: the account with its number, sequence and public key (`/cosmos.auth.v1beta1.Query/Account`). */
export function registerAccountQuery(group: Command, ctx: CommandContext): void {
  group
    .command("account")
    .description("Show an account: its number, sequence and public key")
    .argument("<address>", "the account's address")
    .addOption(nodeOption())
    .addOption(heightOption())
    .addOption(outputOption())
    .action(async (address: string, opts: { node: string; height: bigint; output: OutputFormat }, self: Command) => {
      new AddressCodec(homeBech32Prefix(globalOptions(self).home)).decode(address);
      const request = { codec: QueryAccountRequest, message: { address } };
      const { account } = await queryGrpc(new CometRpcClient(opts.node), ACCOUNT_QUERY_PATH, request, QueryAccountResponse, { height: opts.height });
      if (account === undefined) throw new Error(`the node at ${opts.node} answered the account query for ${address} without an account`);
      printResult(ctx, accountToJson(account), opts.output);
    });
}
