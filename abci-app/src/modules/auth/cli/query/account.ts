import type { Command } from "commander";
import { CometRpcClient } from "../../../../comet/rpc-client";
import type { LedgerContext } from "../../../../cli-kit/context";
import { homeBech32Prefix } from "../../../../cli-kit/genesis/file";
import { globalOptions, outputOption } from "../../../../../../lib/cli-kit/options";
import { heightOption, nodeOption, printResult, queryMethod, type OutputFormat } from "../../../../cli-kit/query";
import { AUTH_QUERY } from "../../types/query";
import { AddressCodec } from "../../../../types/address";
import { accountToJson } from "../account-json";

/** `account <address>`: the account with its number, sequence and public key (`/cosmos.auth.v1beta1.Query/Account`). */
export function registerAccountQuery(group: Command, ctx: LedgerContext): void {
  group
    .command("account")
    .description("Show an account: its number, sequence and public key")
    .argument("<address>", "the account's address")
    .addOption(nodeOption())
    .addOption(heightOption())
    .addOption(outputOption())
    .action(async (address: string, opts: { node: string; height: bigint; output: OutputFormat }, self: Command) => {
      new AddressCodec(homeBech32Prefix(globalOptions(self).home)).decode(address);
      const { account } = await queryMethod(new CometRpcClient(opts.node), AUTH_QUERY.Account, { address }, { height: opts.height });
      if (account === undefined) throw new Error(`the node at ${opts.node} answered the account query for ${address} without an account`);
      printResult(ctx, accountToJson(account), opts.output);
    });
}
