import type { Command } from "commander";
import type { CommandContext } from "../context";
import { nodeOption } from "../query";
import { CometRpcClient, nodeStatus } from "../rpc";

/**
 * `status`: the node's CometBFT status as the SDK's status command prints it: `NodeInfo`, `SyncInfo` and
 * `ValidatorInfo` (`Address`, `PubKey`, `VotingPower`), in amino JSON on one line.
 */
export function registerStatus(program: Command, ctx: CommandContext): void {
  program
    .command("status")
    .description("Show the node's status: chain ID, latest block height and time, whether it is catching up")
    .addOption(nodeOption())
    .action(async (opts: { node: string }) => {
      const status = await nodeStatus(new CometRpcClient(opts.node));
      const validator = status.validator_info as { address?: unknown; pub_key?: unknown; voting_power?: unknown };
      const printed = {
        NodeInfo: status.node_info,
        SyncInfo: status.sync_info,
        ValidatorInfo: { Address: validator.address ?? "", PubKey: validator.pub_key ?? null, VotingPower: validator.voting_power ?? "0" },
      };
      ctx.out(`${JSON.stringify(printed)}\n`);
    });
}
