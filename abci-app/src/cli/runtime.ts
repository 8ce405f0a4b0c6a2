import { processCommandRuntime, type CommandRuntime } from "../../../lib/cli-kit/runtime";
import { startAbciOnly, type AbciOnlyOptions, type RunningNode } from "../node/abci-only";
import { startNode, type RunningFullNode, type StartNodeOptions } from "../node/start-node";

/** The `idledger` program's runtime: the process's streams, environment and signals, and the node starters. */
export interface CliRuntime extends CommandRuntime {
  startAbciOnly(options: AbciOnlyOptions): Promise<RunningNode>;
  /** The whole node: the app, its servers and CometBFT. */
  startNode(options: StartNodeOptions): Promise<RunningFullNode>;
}

/** The real process, with the real node starters. */
export function processRuntime(): CliRuntime {
  return { ...processCommandRuntime(), startAbciOnly, startNode };
}
