import { CheckTxType } from "cosmjs-types/tendermint/abci/types";
import type { AbciClient } from "../../../abci-app/src/abci/client";
import * as ed25519 from "../../../abci-app/src/crypto/ed25519";
import { ed25519Verdicts } from "../../../abci-app/src/crypto/ed25519-verdicts";
import type { Ed25519Job } from "../../../abci-app/src/crypto/signature-pool";
import { Did } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import type { MsgCreateDID } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { signBytes } from "../../../abci-app/src/modules/ssi/types/sign-payload";
import type { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { createDid, SSI_GENESIS, testKey } from "../../harness/ssi";
import { signTx } from "../../harness/tx-builder";
import { decodeMultibase } from "../../../lib/multibase";
import { account, uhid, type TestAccount } from "./fixtures";
import { startThreadedNode, type ThreadedNode } from "./threaded-node";

const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";

describe("DID documents' Ed25519 signatures verified ahead of their block on the signature threads", () => {
  let node: ThreadedNode;
  let mempool: AbciClient;
  let chain: TestChain;
  let alice: TestAccount;
  let sequence = 0n;
  let verifyHere: jest.SpyInstance;

  beforeAll(async () => {
    alice = await account("alice");
    const appState = appStateWith([{ address: alice.address, coins: uhid(1_000_000_000) }], { ssi: SSI_GENESIS });
    node = await startThreadedNode("ed25519-prefetch", 1, appState);
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

  async function checkedAhead(msgs: MsgCreateDID[]): Promise<Uint8Array[]> {
    const txs = await Promise.all(msgs.map(tx));
    const pending = txs.map((bytes) => mempool.send({ checkTx: { tx: bytes, type: CheckTxType.NEW } }));
    await mempool.flush();
    expect((await Promise.all(pending)).map((r) => r.checkTx!.code)).toEqual(txs.map(() => 0));
    for (const msg of msgs) {
      for (let waited = 0; !ed25519Verdicts.has(jobOf(msg)); waited += 10) {
        if (waited > 5_000) throw new Error("no verdict from the signature thread after 5 s");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
    return txs;
  }

  test("a block finds the verdicts its CreateDIDs need, valid and forged alike, and decides as the main thread would", async () => {
    const valid = createDid(chain.chainId, alice.address, testKey("ahead valid")).msg;
    const forged = createDid(chain.chainId, alice.address, testKey("ahead forged")).msg;
    const otherSignature = createDid(chain.chainId, alice.address, testKey("ahead other")).msg.signatures[0]!.signature;
    forged.signatures = [{ ...forged.signatures[0]!, signature: otherSignature }];
    const txs = await checkedAhead([valid, forged]);

    const { txResults } = await chain.block(txs);
    expect(txResults.map((r) => r.code)).toEqual([0, 107]);
    expect(txResults[1]!.log).toContain("no valid signature");
    expect(verifyHere).not.toHaveBeenCalled();
  });
});
