import fs from "node:fs";
import { toBech32 } from "@cosmjs/encoding";
import { GasPrice, QueryClient, setupDistributionExtension, setupStakingExtension, SigningStargateClient } from "@cosmjs/stargate";
import { connectComet } from "@cosmjs/tendermint-rpc";
import { homeLayout } from "../../abci-app/src/cli-kit/home";
import { sha256 } from "../../abci-app/src/types/hash";
import { createLocalNode, type LocalNode } from "../harness/local-node";
import { registry } from "../harness/tx-builder";
import { account, uhid, type TestAccount } from "../integration/app/fixtures";

/**
 * cosmjs's SigningStargateClient against `idledger start` and the real CometBFT, unmodified: delegateTokens to the
 * node's validator, rewards that accrue from real blocks (fees and inflation shared by CometBFT's votes), then
 * withdrawRewards and undelegateTokens; read back with cosmjs's staking and distribution query extensions.
 */
describe("cosmjs staking and distribution through a real CometBFT node", () => {
  let node: LocalNode;
  let alice: TestAccount;
  let client: SigningStargateClient;
  let query: ReturnType<typeof queryClientOf>;
  let validator: string;

  const queryClientOf = (rpc: Awaited<ReturnType<typeof connectComet>>) => QueryClient.withExtensions(rpc, setupStakingExtension, setupDistributionExtension);

  beforeAll(async () => {
    alice = await account("alice");
    node = await createLocalNode({ chainId: "idledger-staking-e2e", accounts: [{ address: alice.address, coins: uhid(1_000_000_000) }] });
    client = await SigningStargateClient.connectWithSigner(node.rpcUrl, alice.wallet, {
      registry,
      gasPrice: GasPrice.fromString("0.025uhid"),
      broadcastPollIntervalMs: 300,
    });
    query = queryClientOf(await connectComet(node.rpcUrl));
    // the node's genesis validator: its operator is its consensus address's bytes (tests/harness/genesis.ts)
    const key = JSON.parse(fs.readFileSync(homeLayout(node.home).privValidatorKey, "utf8")).pub_key.value as string;
    validator = toBech32("hidvaloper", sha256(Buffer.from(key, "base64")).subarray(0, 20));
  }, 120_000);

  afterAll(async () => {
    client?.disconnect();
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
  });

  test("delegateTokens bonds to the node's validator; rewards accrue block by block; withdrawRewards pays them", async () => {
    const { validators } = await query.staking.validators("BOND_STATUS_BONDED");
    expect(validators.map((v) => v.operatorAddress)).toEqual([validator]);

    const delegated = await client.delegateTokens(alice.address, validator, { denom: "uhid", amount: "100000000" }, "auto");
    expect(delegated.code).toBe(0);
    const { delegationResponse } = await query.staking.delegation(alice.address, validator);
    expect(delegationResponse?.balance).toEqual({ denom: "uhid", amount: "100000000" });

    // CometBFT's votes carry the validator's power: inflation and fees go to it and its delegators every block
    let rewards = 0n;
    for (let i = 0; i < 40 && rewards < 1_000_000_000_000_000_000n; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { rewards: owed } = await query.distribution.delegationRewards(alice.address, validator);
      rewards = BigInt(owed.find((c) => c.denom === "uhid")?.amount ?? "0");
    }
    expect(rewards).toBeGreaterThanOrEqual(1_000_000_000_000_000_000n); // at least 1uhid (a Dec, scaled by 10^18)

    const before = BigInt((await client.getBalance(alice.address, "uhid")).amount);
    const withdrawn = await client.withdrawRewards(alice.address, validator, "auto");
    expect(withdrawn.code).toBe(0);
    const paid = withdrawn.events.find((e) => e.type === "withdraw_rewards")?.attributes.find((a) => a.key === "amount")?.value ?? "";
    const amount = BigInt(/^(\d+)uhid$/.exec(paid)?.[1] ?? "0");
    expect(amount).toBeGreaterThan(0n);
    const fee = (BigInt(withdrawn.gasWanted) * 25n) / 1000n;
    const after = BigInt((await client.getBalance(alice.address, "uhid")).amount);
    expect(after - before + fee).toBeGreaterThanOrEqual(amount - 1n); // the fee is rounded up by cosmjs
    expect(after - before + fee).toBeLessThanOrEqual(amount + 1n);
  });

  test("undelegateTokens starts an unbonding with its completion time", async () => {
    const result = await client.undelegateTokens(alice.address, validator, { denom: "uhid", amount: "40000000" }, "auto");
    expect(result.code).toBe(0);
    const { unbond } = await query.staking.unbondingDelegation(alice.address, validator);
    expect(unbond.entries[0]?.balance).toBe("40000000");
    const { delegationResponse } = await query.staking.delegation(alice.address, validator);
    expect(delegationResponse?.balance.amount).toBe("60000000");
  });
});
