import { Option, type Command } from "commander";
import { QueryAllBalancesRequest } from "cosmjs-types/cosmos/bank/v1beta1/query";
import { CometRpcClient } from "../../../../comet/rpc-client";
import type { LedgerContext } from "../../../../cli-kit/context";
import { homeBech32Prefix } from "../../../../cli-kit/genesis/file";
import { globalOptions, outputOption } from "../../../../../../lib/cli-kit/options";
import { heightOption, nodeOption, paginationOptions, printResult, queryMethod, readPageRequest, type OutputFormat } from "../../../../cli-kit/query";
import { cosmosPageRequest, pageResponseToJson } from "../../../../cli-kit/query/page-response";
import { coinsToJson } from "../../../../cli-kit/tx/tx-json";
import { AddressCodec } from "../../../../types/address";
import { isValidDenom } from "../../../../types/coins";
import { BANK_QUERY } from "../../types/query";

interface BalancesFlags {
  readonly denom?: string;
  readonly node: string;
  readonly height: bigint;
  readonly output: OutputFormat;
}

/**
 * `query bank balances <address> [--denom]`: every balance of an account (`AllBalances`, paginated), or with
 * --denom the one coin (`Balance`, printed as the coin alone, as in the SDK).
 */
export function registerBalances(bank: Command, ctx: LedgerContext): void {
  const cmd = bank
    .command("balances")
    .description("Show the balances of an account")
    .argument("<address>", "the account's address")
    .addOption(new Option("--denom <denom>", "show only the balance of this denomination"));
  for (const option of paginationOptions("balances")) cmd.addOption(option);
  cmd
    .addOption(nodeOption())
    .addOption(heightOption())
    .addOption(outputOption())
    .action(async (address: string, opts: BalancesFlags, self: Command) => {
      new AddressCodec(homeBech32Prefix(globalOptions(self).home)).decode(address);
      if (opts.denom !== undefined && !isValidDenom(opts.denom))
        throw new Error(`invalid --denom ${JSON.stringify(opts.denom)}: not a denomination such as uhid`);
      const client = new CometRpcClient(opts.node);
      const height = { height: opts.height };
      if (opts.denom !== undefined) {
        const { balance } = await queryMethod(client, BANK_QUERY.Balance, { address, denom: opts.denom }, height);
        printResult(ctx, balance === undefined ? null : coinsToJson([balance])[0], opts.output);
        return;
      }
      const request = QueryAllBalancesRequest.fromPartial({ address, pagination: cosmosPageRequest(readPageRequest(self)) });
      const response = await queryMethod(client, BANK_QUERY.AllBalances, request, height);
      printResult(ctx, { balances: coinsToJson(response.balances), pagination: pageResponseToJson(response.pagination) }, opts.output);
    });
}
