import { CheckTxType } from "cosmjs-types/tendermint/abci/types";
import type { AbciClient } from "../../../abci-app/src/abci/client";
import * as ed25519 from "../../../abci-app/src/crypto/ed25519";
import { Ed25519Board, type Ed25519Job } from "../../../abci-app/src/crypto/ed25519-board";
import { verdictKey } from "../../../abci-app/src/crypto/ed25519-verdicts";
import { SignaturePool } from "../../../abci-app/src/crypto/signature-pool";
import { Did } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import type { MsgCreateDID } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { signBytes } from "../../../abci-app/src/modules/ssi/types/sign-payload";
import { ProposalBoards } from "../../../abci-app/src/tx/proposal-boards";
import { SignaturePrefetch } from "../../../abci-app/src/tx/signature-prefetch";
import type { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { createDid, SSI_GENESIS, testKey } from "../../harness/ssi";
import { signTx } from "../../harness/tx-builder";
import { decodeMultibase } from "../../../lib/multibase";
import { account, uhid, type TestAccount } from "./fixtures";
import { startThreadedNode, type ThreadedNode } from "./threaded-node";

const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";

describe.each([
  { threads: 1, blockProofThread: false, label: "with a signature thread" },
  { threads: 0, blockProofThread: true, label: "as a node opens the app on 2 cores: no signature threads, the block's own thread" },
])("DID documents' Ed25519 signatures verified on a signature thread while their block runs, $label", ({ threads, blockProofThread }) => {
  let node: ThreadedNode;
  let mempool: AbciClient;
  let chain: TestChain;
  let alice: TestAccount;
  let sequence = 0n;
  let verifyHere: jest.SpyInstance;

  beforeAll(async () => {
    alice = await account("alice");
    const appState = appStateWith([{ address: alice.address, coins: uhid(1_000_000_000) }], { ssi: SSI_GENESIS });
    node = await startThreadedNode("ed25519-board", threads, appState, { blockProofThread });
    ({ mempool, chain } = node);
    // an empty tx (refused) makes the connection the mempool one, whose requests are prepared ahead from then on
    await Promise.all([mempool.send({ checkTx: { tx: new Uint8Array(), type: CheckTxType.NEW } }), mempool.flush()]);
    verifyHere = jest.spyOn(ed25519, "verifyEd25519");
  });

  afterAll(async () => {
    verifyHere.mockRestore();
    await node.close();
  });

  beforeEach(() => verifyHere.mockClear());

  const tx = (msg: MsgCreateDID) =>
    signTx(alice.wallet, [{ typeUrl: CREATE_DID, value: msg }], { chainId: chain.chainId, accountNumber: 0n, sequence: sequence++ });

  /** The one check createDid makes of a self-signed document: its key over the signed payload. */
  function jobOf(msg: MsgCreateDID): Ed25519Job {
    const doc = msg.didDocString!;
    const message = signBytes({ chainId: chain.chainId, operation: "CreateDID", version: "", document: Did.encode(doc).finish() }, false);
    const signature = Buffer.from(msg.signatures[0]!.signature, "base64");
    return { message, signature, publicKey: decodeMultibase(doc.verificationMethod[0]!.publicKeyMultibase) };
  }

  async function checked(msgs: MsgCreateDID[]): Promise<Uint8Array[]> {
    const txs = await Promise.all(msgs.map(tx));
    const pending = txs.map((bytes) => mempool.send({ checkTx: { tx: bytes, type: CheckTxType.NEW } }));
    await mempool.flush();
    expect((await Promise.all(pending)).map((r) => r.checkTx!.code)).toEqual(txs.map(() => 0));
    return txs;
  }

  test("a block's CreateDIDs take their verdicts from the board the thread verifies, valid and forged alike, as the main thread would decide", async () => {
    const valid = createDid(chain.chainId, alice.address, testKey("ahead valid")).msg;
    const forged = createDid(chain.chainId, alice.address, testKey("ahead forged")).msg;
    const otherSignature = createDid(chain.chainId, alice.address, testKey("ahead other")).msg.signatures[0]!.signature;
    forged.signatures = [{ ...forged.signatures[0]!, signature: otherSignature }];
    const transactionsAhead = jest.spyOn(SignaturePrefetch.prototype, "prefetch");
    let txs: Uint8Array[];
    try {
      txs = await checked([valid, forged]);
      // CheckTx verifies no document signature: that is the block's work; transactions' own ahead only with signature threads
      expect(verifyHere).not.toHaveBeenCalled();
      expect(transactionsAhead).toHaveBeenCalledTimes(threads > 0 ? 2 : 0);
    } finally {
      transactionsAhead.mockRestore();
    }

    const posted = jest.spyOn(SignaturePool.prototype, "verifyBoard");
    const taken = jest.spyOn(Ed25519Board.prototype, "take");
    const decided = jest.spyOn(ProposalBoards.prototype, "forBlock");
    try {
      const { txResults } = await chain.block(txs);
      expect(txResults.map((r) => r.code)).toEqual([0, 107]);
      expect(txResults[1]!.log).toContain("no valid signature");
      expect(posted).toHaveBeenCalledTimes(1);
      expect(posted.mock.calls[0]![0].count).toBe(2);
      // planned and handed to the thread once ProcessProposal was answered, before the FinalizeBlock request was read
      expect(decided).toHaveBeenCalledTimes(1);
      expect(posted.mock.invocationCallOrder[0]!).toBeLessThan(decided.mock.invocationCallOrder[0]!);
      // both checks were on the board: each verdict is the thread's, or this thread claimed the job and verified it once
      const outcomes = taken.mock.results.map((r) => r.value as ReturnType<Ed25519Board["take"]>);
      expect(taken.mock.calls.map(([key]) => key)).toEqual([verdictKey(jobOf(valid)), verdictKey(jobOf(forged))]);
      expect(outcomes.every((o) => o !== undefined)).toBe(true);
      expect(verifyHere).toHaveBeenCalledTimes(outcomes.filter((o) => o !== undefined && "claimed" in o).length);
    } finally {
      posted.mockRestore();
      taken.mockRestore();
      decided.mockRestore();
    }
  });
});
