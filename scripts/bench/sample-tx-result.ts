import fs from "node:fs";
import { ExecTxResult } from "cosmjs-types/tendermint/abci/types";
import { benchAppState, CHAIN_ID, expectAccepted, finalizeAndCommit, freshChain, oneUhidSend, type Sender, signedTx } from "./chain";
import { createDidTx, didKeyStream } from "./did-txs";

/** What a sampled transaction does: a bank send, or a CreateDID of a new document. */
export type SampleKind = "send" | "did";

/**
 * idledger's result for one transaction of `kind` from `senders[0]`, executed on a fresh in-process chain: the events,
 * log, data and gas CometBFT stores and indexes for every transaction of that kind. bench:node's `--app noop-events`
 * has its no-op app answer every transaction with it.
 */
export async function sampleTxResult(kind: SampleKind, senders: readonly Sender[]): Promise<ExecTxResult> {
  const chain = await freshChain((opened) => benchAppState(opened, senders));
  try {
    const from = { ...senders[0]!, sequence: 0n };
    const tx =
      kind === "send"
        ? signedTx(from, [oneUhidSend(from, senders[1]!.address)])
        : createDidTx(from, didKeyStream("idledger bench sample", "").next().value, CHAIN_ID);
    const results = (await finalizeAndCommit(chain.opened, [tx])).response.txResults;
    expectAccepted(results, `the sampled ${kind}`);
    return results[0]!;
  } finally {
    await chain.close();
  }
}

export function writeTxResult(file: string, result: ExecTxResult): void {
  fs.writeFileSync(file, JSON.stringify(ExecTxResult.toJSON(result)));
}

export function readTxResult(file: string): ExecTxResult {
  return ExecTxResult.fromJSON(JSON.parse(fs.readFileSync(file, "utf8")));
}
