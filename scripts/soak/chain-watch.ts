import type { RpcClient } from "../bench/rpc";
import type { SoakNode } from "./nodes";

/** What each node said its state was, at some height: the app hash it computed after that block. */
export interface AppHashSample {
  readonly node: string;
  readonly height: number;
  readonly appHash: string;
}

/** Every second: each node's own last height and app hash (ABCI Info through CometBFT), and its memory. */
export async function watchLoop(options: {
  readonly nodes: readonly { node: SoakNode; rpc: RpcClient }[];
  readonly samples: AppHashSample[];
  readonly running: () => boolean;
}): Promise<void> {
  while (options.running()) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const { node, rpc } of options.nodes) {
      node.rss();
      if (!node.up) continue;
      try {
        const info = await rpc.call<{ response: { last_block_height?: string; last_block_app_hash?: string } }>("abci_info");
        const height = Number(info.response.last_block_height ?? 0);
        if (height > 0)
          options.samples.push({
            node: node.name,
            height,
            appHash: Buffer.from(info.response.last_block_app_hash ?? "", "base64")
              .toString("hex")
              .toUpperCase(),
          });
      } catch {
        // down or restarting: nothing to sample
      }
    }
  }
}

/** Block header times and app hashes from `from` to `to` (a header's app hash is the state after the block before). */
export async function headers(rpc: RpcClient, from: number, to: number): Promise<Map<number, { time: number; appHash: string }>> {
  const out = new Map<number, { time: number; appHash: string }>();
  for (let min = from; min <= to; min += 20) {
    const page = await rpc.call<{ block_metas: { header: { height: string; time: string; app_hash: string } }[] }>("blockchain", {
      minHeight: String(min),
      maxHeight: String(Math.min(to, min + 19)),
    });
    for (const { header } of page.block_metas) out.set(Number(header.height), { time: Date.parse(header.time), appHash: header.app_hash });
  }
  return out;
}

/** Samples whose app hash differs from the one the next block's header commits to. */
export function appHashMismatches(samples: readonly AppHashSample[], chain: ReadonlyMap<number, { appHash: string }>): AppHashSample[] {
  return samples.filter((s) => {
    const next = chain.get(s.height + 1);
    return next !== undefined && next.appHash !== s.appHash;
  });
}
