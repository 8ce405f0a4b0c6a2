import fs from "node:fs";
import { AbciClient } from "../../../abci-app/src/abci/client";
import { AbciServer } from "../../../abci-app/src/abci/server";
import { openApp, type OpenedApp } from "../../../abci-app/src/app/open";
import { silentLogger } from "../../../lib/logger";
import { TestChain } from "../../harness/chain";
import { tempDir } from "./fixtures";

/**
 * An app with signature threads behind a real ABCI socket, its two connections as CometBFT opens them, at height 1;
 * with `blockProofThread`, as a node opens it (a thread for blocks' Ed25519 proofs even with no signature threads).
 */
export interface ThreadedNode {
  readonly opened: OpenedApp;
  /** CheckTx's connection: requests are prepared ahead once it has sent its first CheckTx. */
  readonly mempool: AbciClient;
  readonly chain: TestChain;
  close(): Promise<void>;
}

export async function startThreadedNode(
  label: string,
  signatureThreads: number,
  appState: Record<string, unknown>,
  { blockProofThread = false }: { blockProofThread?: boolean } = {},
): Promise<ThreadedNode> {
  const dir = tempDir(label);
  const opened = await openApp({ dataDir: dir, logger: silentLogger, signatureThreads, blockProofThread });
  const server = new AbciServer(opened.app, { logger: silentLogger });
  const address = await server.listen("tcp://127.0.0.1:0");
  const [mempool, consensus] = [await AbciClient.connect(address), await AbciClient.connect(address)];
  const chain = await TestChain.start({ dataDir: dir, caller: consensus, appState });
  await chain.block();
  return {
    opened,
    mempool,
    chain,
    close: async () => {
      mempool.close();
      consensus.close();
      await server.close();
      await opened.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
