import fs from "node:fs";
import { supplyKey } from "../../abci-app/src/modules/bank/types/keys";
import { ProofVerificationError, verifyStateMembership, verifyStateNonMembership, type StatePath } from "../../abci-app/src/light-client/commitment-proof";
import { latestHeight, rpcAbciQuery } from "../harness/cometbft";
import { createLocalNode, type LocalNode } from "../harness/local-node";
import { startSimd, type SimdChain } from "../harness/simd";

/** A `/store/<name>/key` answer with its proof, and the app hash it must lead to (in the next block's header). */
async function proven(rpcUrl: string, path: StatePath): Promise<{ value: Uint8Array; proofs: Uint8Array[]; appHash: Uint8Array }> {
  const store = Buffer.from(path.store).toString();
  const answer = await rpcAbciQuery(rpcUrl, `/store/${store}/key`, path.key, true);
  if (answer.code !== 0) throw new Error(`abci_query ${store}: ${answer.log}`);
  for (let tries = 0; (await latestHeight(rpcUrl)) <= answer.height; tries++) {
    if (tries > 100) throw new Error(`no block after ${answer.height}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const header = (await (await fetch(`${rpcUrl}/header?height=${answer.height + 1}`)).json()) as { result: { header: { app_hash: string } } };
  return { value: answer.value, proofs: answer.proofs, appHash: Buffer.from(header.result.header.app_hash, "hex") };
}

const path = (store: string, key: Uint8Array | string): StatePath => ({ store: Buffer.from(store), key: typeof key === "string" ? Buffer.from(key) : key });

/**
 * What an IBC client does with a counterparty's state: a value (or its absence) under the app hash it trusts, proven
 * through the store's IAVL tree and the multistore with ibc-go's specs. Against ibc-go's own simd (Go, SDK v0.47) and
 * against idledger, each answering CometBFT's abci_query with prove=true.
 */
describe("state proofs, verified as ibc-go verifies a counterparty's", () => {
  let simd: SimdChain;
  let node: LocalNode;

  beforeAll(async () => {
    [simd, node] = await Promise.all([startSimd(), createLocalNode({ chainId: "idledger-proofs" })]);
    await node.waitForHeight(3);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([simd?.stop(), node?.stop()]);
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
  });

  test("simd: ibc-go's nextClientSequence is in its ibc store, and a client state that was never made is absent", async () => {
    const present = path("ibc", "nextClientSequence");
    const { value, proofs, appHash } = await proven(simd.rpcUrl, present);
    expect(value).toHaveLength(8);
    expect(() => verifyStateMembership(appHash, proofs, present, value)).not.toThrow();
    expect(() => verifyStateMembership(appHash, proofs, present, Buffer.from("0000000000000001", "hex"))).toThrow("the key's proof does not show this value");
    expect(() => verifyStateMembership(new Uint8Array(32), proofs, present, value)).toThrow("the proof leads to another app hash than the one trusted");
    expect(() => verifyStateMembership(appHash, proofs, path("bank", "nextClientSequence"), value)).toThrow(ProofVerificationError);

    const absent = path("ibc", "clients/07-tendermint-0/clientState");
    const gap = await proven(simd.rpcUrl, absent);
    expect(gap.value).toHaveLength(0);
    expect(() => verifyStateNonMembership(gap.appHash, gap.proofs, absent)).not.toThrow();
    expect(() => verifyStateNonMembership(appHash, proofs, present)).toThrow("the key's proof is not a proof of absence");
  });

  test("idledger: the supply of uhid is in its bank store, and a denomination nobody minted is absent", async () => {
    const present = path("bank", supplyKey("uhid"));
    const { value, proofs, appHash } = await proven(node.rpcUrl, present);
    expect(value.length).toBeGreaterThan(0);
    expect(() => verifyStateMembership(appHash, proofs, present, value)).not.toThrow();
    expect(() => verifyStateMembership(appHash, proofs, present, Buffer.from("1"))).toThrow("the key's proof does not show this value");

    const absent = path("bank", supplyKey("nothing"));
    const gap = await proven(node.rpcUrl, absent);
    expect(() => verifyStateNonMembership(gap.appHash, gap.proofs, absent)).not.toThrow();
    expect(() => verifyStateMembership(gap.appHash, gap.proofs, absent, Buffer.from("1"))).toThrow("the key level is not an existence proof");
  });

  test("a proof of the wrong shape is refused, not crashed on", () => {
    const somewhere = path("ibc", "x");
    expect(() => verifyStateMembership(new Uint8Array(32), [new Uint8Array([1])], somewhere, Buffer.from("v"))).toThrow("has 2 levels, not 1");
    expect(() => verifyStateMembership(new Uint8Array(32), [Uint8Array.from([0x0a, 0xff]), new Uint8Array()], somewhere, Buffer.from("v"))).toThrow(
      "level 0 is not a CommitmentProof",
    );
  });
});
