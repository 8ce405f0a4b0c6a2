import fs from "node:fs";
import { MsgFundCommunityPool, MsgWithdrawDelegatorReward, MsgWithdrawValidatorCommission } from "cosmjs-types/cosmos/distribution/v1beta1/tx";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { BaseAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { BlockIDFlag } from "cosmjs-types/tendermint/types/validator";
import type { VoteInfo } from "cosmjs-types/tendermint/abci/types";
import { formatDecCoins } from "../../../abci-app/src/types/coins";
import { decCoinsFromWire } from "../../../abci-app/src/types/dec-coins";
import { findAttribute } from "../../../abci-app/src/types/events";
import { TestChain } from "../../harness/chain";
import { appStateWith, withoutInflation } from "../../harness/genesis";
import { consensusAddressOf, createValidatorMsg, sendInBlock, stakingQueryClient, valoper } from "../../harness/staking";
import { signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

const HID = 1_000_000n;
const A = 0xa1;
const B = 0xb2;
const vote = (byte: number, power: bigint): VoteInfo => ({
  validator: { address: consensusAddressOf(byte), power },
  blockIdFlag: BlockIDFlag.BLOCK_ID_FLAG_COMMIT,
});
const VOTES = [vote(A, 200n), vote(B, 100n)];
const dec = (coins: { denom: string; amount: string }[]) => formatDecCoins(decCoinsFromWire(coins));

/**
 * F1 distribution against the hand-computed example of docs/plans/issue-16/distribution-mint.md §6: 1001uhid of fees,
 * validators of power 200 (commission 10%) and 100 (5%), a 2% community tax; then the withdrawals, whose amounts are
 * the SDK formulas' to the 18th digit. Inflation is zero here so that only the fees are shared.
 */
describe("distribution: fees to validators and delegators (F1), with hand-computed figures", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let client: ReturnType<typeof stakingQueryClient>;

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([account("alice"), account("bob"), account("carol")]);
    dir = tempDir("distribution");
    const appState = withoutInflation(appStateWith([alice, bob, carol].map((a) => ({ address: a.address, coins: uhid(1_000n * HID) }))));
    chain = await TestChain.start({ dataDir: dir, appState });
    await chain.block();
    client = stakingQueryClient(chain);
    const withRate = (keyByte: number, owner: TestAccount, tokens: bigint, rate: string) => {
      const message = createValidatorMsg(owner, keyByte, tokens);
      message.value.commission = { rate, maxRate: "200000000000000000", maxChangeRate: "10000000000000000" };
      return sendInBlock(chain, owner, message);
    };
    expect((await withRate(A, alice, 200n * HID, "100000000000000000")).result.code).toBe(0);
    expect((await withRate(B, bob, 100n * HID, "50000000000000000")).result.code).toBe(0);
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("shares a block's fees by the votes' power, takes commission and the community tax, and keeps every cut fraction in the pool", async () => {
    const poolBefore = (await client.distribution.communityPool()).pool;
    expect(poolBefore).toEqual([]);
    // carol pays a fee of exactly 1001uhid; the next block's votes share it
    const any = await client.auth.account(carol.address);
    const { accountNumber, sequence } = any === null ? { accountNumber: 0n, sequence: 0n } : BaseAccount.decode(any.value);
    const send = {
      typeUrl: "/cosmos.bank.v1beta1.MsgSend",
      value: MsgSend.fromPartial({ fromAddress: carol.address, toAddress: alice.address, amount: uhid(1) }),
    };
    const paid = await signTx(carol.wallet, [send], { chainId: chain.chainId, accountNumber, sequence, fee: { amount: uhid(1001), gas: 200_000n } });
    expect((await chain.block([paid])).txResults[0]!.code).toBe(0);
    const { finalize } = await chain.block([], { votes: VOTES });

    expect(findAttribute(finalize.events, "commission", "amount")).toBe("65.398666666666666601uhid");
    expect(findAttribute(finalize.events, "rewards", "amount")).toBe("653.986666666666666012uhid");
    expect(dec((await client.distribution.validatorOutstandingRewards(valoper(alice.address))).rewards!.rewards)).toBe("653.986666666666666012uhid");
    expect(dec((await client.distribution.validatorOutstandingRewards(valoper(bob.address))).rewards!.rewards)).toBe("326.993333333333333006uhid");
    expect(dec((await client.distribution.validatorCommission(valoper(alice.address))).commission!.commission)).toBe("65.398666666666666601uhid");
    expect(dec((await client.distribution.validatorCommission(valoper(bob.address))).commission!.commission)).toBe("16.349666666666666650uhid");
    expect(dec((await client.distribution.communityPool()).pool)).toBe("20.020000000000000982uhid");
    const { rewards } = await client.distribution.delegationRewards(alice.address, valoper(alice.address));
    expect(dec(rewards)).toBe("588.587999999800000000uhid"); // not yet cut to whole coins
  });

  it("pays the delegator's rewards in whole coins, the fraction to the pool; the commission likewise, its fraction kept", async () => {
    const withdraw = await sendInBlock(chain, alice, {
      typeUrl: "/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward",
      value: MsgWithdrawDelegatorReward.fromPartial({ delegatorAddress: alice.address, validatorAddress: valoper(alice.address) }),
    });
    expect(withdraw.result.code).toBe(0);
    expect(findAttribute(withdraw.result.events, "withdraw_rewards", "amount")).toBe("588uhid");
    expect(dec((await client.distribution.communityPool()).pool)).toBe("20.607999999800000982uhid");
    expect(dec((await client.distribution.validatorOutstandingRewards(valoper(alice.address))).rewards!.rewards)).toBe("65.398666666866666012uhid");

    const commission = await sendInBlock(chain, alice, {
      typeUrl: "/cosmos.distribution.v1beta1.MsgWithdrawValidatorCommission",
      value: MsgWithdrawValidatorCommission.fromPartial({ validatorAddress: valoper(alice.address) }),
    });
    expect(commission.result.code).toBe(0);
    expect(findAttribute(commission.result.events, "withdraw_commission", "amount")).toBe("65uhid");
    expect(dec((await client.distribution.validatorCommission(valoper(alice.address))).commission!.commission)).toBe("0.398666666666666601uhid");

    const bobs = await sendInBlock(chain, bob, {
      typeUrl: "/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward",
      value: MsgWithdrawDelegatorReward.fromPartial({ delegatorAddress: bob.address, validatorAddress: valoper(bob.address) }),
    });
    expect(findAttribute(bobs.result.events, "withdraw_rewards", "amount")).toBe("310uhid");
  });

  it("funds the community pool, and refuses a commission withdrawal with nothing to withdraw", async () => {
    const before = decCoinsFromWire((await client.distribution.communityPool()).pool)[0]!.amount;
    const funded = await sendInBlock(chain, carol, {
      typeUrl: "/cosmos.distribution.v1beta1.MsgFundCommunityPool",
      value: MsgFundCommunityPool.fromPartial({ amount: uhid(1000), depositor: carol.address }),
    });
    expect(funded.result.code).toBe(0);
    expect(decCoinsFromWire((await client.distribution.communityPool()).pool)[0]!.amount).toBe(before + 1000n * 10n ** 18n);
    const nothing = await sendInBlock(chain, carol, {
      typeUrl: "/cosmos.distribution.v1beta1.MsgWithdrawValidatorCommission",
      value: MsgWithdrawValidatorCommission.fromPartial({ validatorAddress: valoper(carol.address) }),
    });
    expect({ codespace: nothing.result.codespace, code: nothing.result.code }).toEqual({ codespace: "distribution", code: 7 });
  });
});
