import { processCommandRuntime, type CommandRuntime } from "../../../lib/cli-kit/runtime";
import { startAbciOnly, type AbciOnlyOptions, type RunningNode } from "../node/abci-only";
import { limitHeapGrowth } from "../node/heap-growth";
import { startNode, type RunningFullNode, type StartNodeOptions } from "../node/start-node";

/** The `idledger` program's runtime: the process's streams, environment and signals, and the node starters. */
export interface CliRuntime extends CommandRuntime {
  startAbciOnly(options: AbciOnlyOptions): Promise<RunningNode>;
  /** The whole node: the app, its servers and CometBFT. */
  startNode(options: StartNodeOptions): Promise<RunningFullNode>;
}

/** The real process, with the real node starters; a node process keeps its heap's growth bounded (heap-growth.ts). */
export function processRuntime(): CliRuntime {
  return { ...processCommandRuntime(), startAbciOnly: withBoundedHeap(startAbciOnly), startNode: withBoundedHeap(startNode) };
}

function withBoundedHeap<Options, Node>(start: (options: Options) => Node): (options: Options) => Node {
  return (options) => {
    limitHeapGrowth();
    return start(options);
  };
}
