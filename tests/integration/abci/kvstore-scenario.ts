import { RequestListSnapshots, ResponseProcessProposal_ProposalStatus } from "cosmjs-types/tendermint/abci/types";
import type { AbciCaller } from "../../../abci-app/src/abci/caller";
import { CODE_INVALID_TX } from "./kvstore-app";
import { bytes, checkTxRequest, finalizeRequest, infoRequest, initChainRequest, prepareRequest, processRequest, queryRequest, str } from "./requests";

/** CometBFT's four connections; in process, all four may be the same caller. */
export interface Connections {
  readonly query: AbciCaller;
  readonly snapshot: AbciCaller;
  readonly mempool: AbciCaller;
  readonly consensus: AbciCaller;
}

/**
 * What a node's first two blocks look like to the application, each call on the connection CometBFT uses
 * for it: handshake, genesis, mempool admission, proposal, decision, commit, and reads in between.
 */
export async function runKvStoreScenario(conn: Connections): Promise<void> {
  const handshake = await conn.query.info(infoRequest());
  expect(handshake.lastBlockHeight).toBe(0n);
  expect((await conn.query.echo("ping")).message).toBe("ping");
  expect((await conn.snapshot.listSnapshots(RequestListSnapshots.fromPartial({}))).snapshots).toEqual([]);

  const genesis = await conn.consensus.initChain(initChainRequest({ greeting: "hello" }));
  expect(genesis.appHash.length).toBe(32);
  expect(str((await conn.query.query(queryRequest("greeting"))).value)).toBe("hello");

  const admitted = await conn.mempool.checkTx(checkTxRequest("name=satoshi"));
  expect(admitted.code).toBe(0);
  const refused = await conn.mempool.checkTx(checkTxRequest("not a kv pair"));
  expect(refused.code).toBe(CODE_INVALID_TX);
  expect(refused.log).toBe("tx must be key=value");

  const proposal = await conn.consensus.prepareProposal(prepareRequest(["name=satoshi", "not a kv pair", "year=2009"], 1n));
  expect(proposal.txs.map(str)).toEqual(["name=satoshi", "year=2009"]);
  const verdict = await conn.consensus.processProposal(processRequest(proposal.txs, 1n));
  expect(verdict.status).toBe(ResponseProcessProposal_ProposalStatus.ACCEPT);
  const forged = await conn.consensus.processProposal(processRequest([bytes("garbage")], 1n));
  expect(forged.status).toBe(ResponseProcessProposal_ProposalStatus.REJECT);

  const block1 = await conn.consensus.finalizeBlock(finalizeRequest(proposal.txs, 1n));
  expect(block1.txResults.map((r) => r.code)).toEqual([0, 0]);
  expect(block1.appHash).not.toEqual(genesis.appHash);
  const beforeCommit = await conn.query.query(queryRequest("name"));
  expect(beforeCommit.log).toBe("does not exist");
  expect(beforeCommit.height).toBe(0n);

  await conn.consensus.commit();
  const afterCommit = await conn.query.query(queryRequest("name"));
  expect(str(afterCommit.value)).toBe("satoshi");
  expect(afterCommit.height).toBe(1n);
  const info1 = await conn.query.info(infoRequest());
  expect(info1.lastBlockHeight).toBe(1n);
  expect(info1.lastBlockAppHash).toEqual(block1.appHash);

  const block2 = await conn.consensus.finalizeBlock(finalizeRequest([bytes("name=hal"), bytes("bad")], 2n));
  expect(block2.txResults.map((r) => r.code)).toEqual([0, CODE_INVALID_TX]);
  await conn.consensus.commit();
  expect(str((await conn.query.query(queryRequest("name"))).value)).toBe("hal");
  expect((await conn.query.info(infoRequest())).lastBlockAppHash).toEqual(block2.appHash);
}
