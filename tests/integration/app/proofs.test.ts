import fs from "node:fs";
import { fromBech32 } from "@cosmjs/encoding";
import { ics23, iavlSpec, tendermintSpec, verifyMembership, verifyNonMembership } from "@confio/ics23";
import type { ResponseQuery } from "cosmjs-types/tendermint/abci/types";
import { balanceKey } from "../../../abci-app/src/modules/bank/types/keys";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { msgSend, signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

/**
 * What a light client does with `/store/bank/key` and prove=true: the `ics23:iavl` op proves the key (or its
 * absence) in the bank tree, whose root the `ics23:simple` op proves under the name "bank" in the app hash.
 */
function verifyAgainstAppHash(res: ResponseQuery, key: Uint8Array, appHash: Uint8Array): "exists" | "absent" {
  const ops = res.proofOps!.ops;
  expect(ops.map((op) => op.type)).toEqual(["ics23:iavl", "ics23:simple"]);
  expect(Buffer.from(ops[1]!.key).toString()).toBe("bank");
  const storeProof = ics23.CommitmentProof.decode(ops[1]!.data);
  const storeRoot = storeProof.exist!.value!;
  expect(verifyMembership(storeProof, tendermintSpec, appHash, new TextEncoder().encode("bank"), storeRoot)).toBe(true);

  const keyProof = ics23.CommitmentProof.decode(ops[0]!.data);
  if (res.value.length > 0) {
    expect(verifyMembership(keyProof, iavlSpec, storeRoot, key, res.value)).toBe(true);
    return "exists";
  }
  expect(verifyNonMembership(keyProof, iavlSpec, storeRoot, key)).toBe(true);
  return "absent";
}

describe("ICS23 proofs of bank balances verify with @confio/ics23 against the app hash", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  const appHashes = new Map<bigint, Uint8Array>();
  const aliceKey = () => balanceKey(fromBech32(alice.address, 1023).data, "uhid");
  const bobKey = () => balanceKey(fromBech32(bob.address, 1023).data, "uhid");
  const prove = (key: Uint8Array, height: bigint) => chain.rawQuery("/store/bank/key", key, height, true);

  beforeAll(async () => {
    [alice, bob] = await Promise.all([account("alice"), account("bob")]);
    dir = tempDir("proofs");
    chain = await TestChain.start({ dataDir: dir, appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000) }]) });
    for (let i = 0; i < 2; i++) {
      const { height, appHash } = await chain.block();
      appHashes.set(height, appHash);
    }
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("existence of a balance", async () => {
    const res = await prove(aliceKey(), 2n);
    expect(res.code).toBe(0);
    expect(res.height).toBe(2n);
    expect(new TextDecoder().decode(res.value)).toBe("1000000");
    expect(verifyAgainstAppHash(res, aliceKey(), appHashes.get(2n)!)).toBe("exists");
  });

  test("absence of a balance", async () => {
    const res = await prove(bobKey(), 2n);
    expect(res.code).toBe(0);
    expect(res.value).toHaveLength(0);
    expect(verifyAgainstAppHash(res, bobKey(), appHashes.get(2n)!)).toBe("absent");
  });

  test("a proof at an older height still verifies against that height's app hash after later writes, and not against the new one", async () => {
    const tx = await signTx(alice.wallet, [msgSend(alice.address, bob.address, uhid(250))], { chainId: chain.chainId, accountNumber: 0n, sequence: 0n });
    const { height, appHash, txResults } = await chain.block([tx]);
    expect(txResults[0]!.code).toBe(0);
    appHashes.set(height, appHash);

    const now = await prove(bobKey(), height);
    expect(new TextDecoder().decode(now.value)).toBe("250");
    expect(verifyAgainstAppHash(now, bobKey(), appHash)).toBe("exists");

    const before = await prove(bobKey(), 2n);
    expect(verifyAgainstAppHash(before, bobKey(), appHashes.get(2n)!)).toBe("absent");
    const storeProof = ics23.CommitmentProof.decode(before.proofOps!.ops[1]!.data);
    expect(verifyMembership(storeProof, tendermintSpec, appHash, new TextEncoder().encode("bank"), storeProof.exist!.value!)).toBe(false);
  });

  test("a query without prove returns the value and no proof; a height in the future is refused", async () => {
    const plain = await chain.rawQuery("/store/bank/key", aliceKey(), 0n, false);
    expect(plain.code).toBe(0);
    expect(plain.proofOps).toBeUndefined();
    expect(plain.height).toBe(chain.height);
    const future = await chain.rawQuery("/store/bank/key", aliceKey(), chain.height + 5n, true);
    expect(future).toMatchObject({ code: 18, codespace: "sdk" });
    expect(future.log).toMatch(/cannot query with height in the future/);
    const unknown = await chain.rawQuery("/store/nope/key", aliceKey(), 0n, true);
    expect(unknown.code).toBe(6);
  });

  test("the path may omit its leading slash, as the SDK allows and Hermes asks (`store/ibc/key`)", async () => {
    const withSlash = await chain.rawQuery("/store/bank/key", aliceKey(), 0n, true);
    const without = await chain.rawQuery("store/bank/key", aliceKey(), 0n, true);
    expect(without.code).toBe(0);
    expect(without.value).toEqual(withSlash.value);
    expect(without.proofOps).toEqual(withSlash.proofOps);
  });
});
