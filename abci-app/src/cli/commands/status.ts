import type { Command } from "commander";
import { CometRpcClient } from "../../comet/rpc-client";
import { nodeStatus } from "../../comet/status";
import type { LedgerContext } from "../../cli-kit/context";
import { nodeOption } from "../../cli-kit/query";

/**
 * `status`: the node's CometBFT status as the SDK's status command prints it: `NodeInfo`, `SyncInfo` and
 * `ValidatorInfo` (`Address`, `PubKey`, `VotingPower`), in amino JSON on one line.
 */
export function registerStatus(program: Command, ctx: LedgerContext): void {
  program
    .command("status")
    .description("Show the node's status: chain ID, latest block height and time, whether it is catching up")
    .addOption(nodeOption())
    .action(async (opts: { node: string }) => {
      const { nodeInfo, syncInfo, validatorInfo: validator } = await nodeStatus(new CometRpcClient(opts.node));
      const printed = {
        NodeInfo: nodeInfo,
        SyncInfo: syncInfo,
        ValidatorInfo: { Address: validator.address ?? "", PubKey: validator.pub_key ?? null, VotingPower: validator.voting_power ?? "0" },
      };
      ctx.out(`${JSON.stringify(printed)}\n`);
    });
}
