import fs from "node:fs";
import { BaseAccount } from "cosmjs-types/cosmos/auth/v1beta1/auth";
import { MsgBeginRedelegate, MsgCancelUnbondingDelegation, MsgDelegate, MsgEditValidator, MsgUndelegate } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import { BondStatus } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import type { ExecTxResult } from "cosmjs-types/tendermint/abci/types";
import { findAttribute } from "../../../abci-app/src/types/events";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { createValidatorMsg, sendInBlock, stakingQueryClient, valoper } from "../../harness/staking";
import { signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

const HID = 1_000_000n;
const START = 1_000n * HID;
const UNBONDING_SECONDS = 20n; // four 5 s blocks

/**
 * Staking through blocks, signed by cosmjs and read back with cosmjs's staking query extension: validators are
 * created, bonded and handed to CometBFT with their power; delegations, redelegations and unbondings move power
 * and tokens between accounts and the two pools; unbondings pay out when their time has come.
 */
describe("staking: validators, delegations and the validator set", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let client: ReturnType<typeof stakingQueryClient>;
  const balance = async (address: string) => BigInt((await client.bank.balance(address, "uhid")).amount);

  async function send(signer: TestAccount, typeUrl: string, value: unknown): Promise<{ result: ExecTxResult; updates: { power: bigint; key: string }[] }> {
    const { result, finalize } = await sendInBlock(chain, signer, { typeUrl, value });
    const updates = finalize.validatorUpdates.map((u) => ({
      power: u.power,
      key: Buffer.from(u.pubKey.ed25519 ?? [])
        .toString("hex")
        .slice(0, 4),
    }));
    return { result, updates };
  }

  const createValidator = async (owner: TestAccount, keyByte: number, amount: bigint) => {
    const { typeUrl, value } = createValidatorMsg(owner, keyByte, amount);
    return send(owner, typeUrl, value);
  };

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([account("alice"), account("bob"), account("carol")]);
    dir = tempDir("staking");
    const appState = appStateWith([alice, bob, carol].map((a) => ({ address: a.address, coins: uhid(START) })));
    const staking = appState.staking as { params: Record<string, unknown> };
    staking.params.unbonding_time = `${UNBONDING_SECONDS}s`;
    chain = await TestChain.start({ dataDir: dir, appState });
    await chain.block();
    client = stakingQueryClient(chain);
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("creates a validator that is bonded at the end of its block and handed to CometBFT with its power", async () => {
    const { result, updates } = await createValidator(alice, 0xa1, 10n * HID);
    expect(result.code).toBe(0);
    expect(findAttribute(result.events, "create_validator", "amount")).toBe("10000000uhid");
    expect(updates).toEqual([{ key: "a1a1", power: 10n }]);
    const { validator } = await client.staking.validator(valoper(alice.address));
    expect(validator.status).toBe(BondStatus.BOND_STATUS_BONDED);
    expect(validator.tokens).toBe(String(10n * HID));
    expect(validator.commission.commissionRates.rate).toBe("100000000000000000");
    expect((await client.staking.pool()).pool).toEqual({ bondedTokens: String(10n * HID), notBondedTokens: "0" });
    expect(await balance(alice.address)).toBe(START - 10n * HID);
  });

  it("refuses a second validator with the same consensus key, and an operator that is not the delegator", async () => {
    const twice = await createValidator(bob, 0xa1, HID);
    expect({ codespace: twice.result.codespace, code: twice.result.code }).toEqual({ codespace: "staking", code: 5 });
    const { typeUrl, value } = createValidatorMsg(bob, 0xb2, HID);
    const mismatch = await send(bob, typeUrl, { ...value, validatorAddress: valoper(carol.address) });
    expect({ codespace: mismatch.result.codespace, code: mismatch.result.code, log: mismatch.result.log }).toEqual({
      codespace: "sdk",
      code: 18,
      log: "validator address is invalid: invalid request",
    });
  });

  it("a delegation adds its tokens to the validator's power; a redelegation moves power to another validator", async () => {
    expect((await createValidator(carol, 0xc3, 5n * HID)).updates).toEqual([{ key: "c3c3", power: 5n }]);
    const delegated = await send(
      bob,
      "/cosmos.staking.v1beta1.MsgDelegate",
      MsgDelegate.fromPartial({
        delegatorAddress: bob.address,
        validatorAddress: valoper(alice.address),
        amount: { denom: "uhid", amount: String(6n * HID) },
      }),
    );
    expect(delegated.result.code).toBe(0);
    expect(findAttribute(delegated.result.events, "delegate", "new_shares")).toBe("6000000.000000000000000000");
    expect(delegated.updates).toEqual([{ key: "a1a1", power: 16n }]);
    const { delegationResponse } = await client.staking.delegation(bob.address, valoper(alice.address));
    expect(delegationResponse?.balance).toEqual({ denom: "uhid", amount: String(6n * HID) });

    const moved = await send(
      bob,
      "/cosmos.staking.v1beta1.MsgBeginRedelegate",
      MsgBeginRedelegate.fromPartial({
        delegatorAddress: bob.address,
        validatorSrcAddress: valoper(alice.address),
        validatorDstAddress: valoper(carol.address),
        amount: { denom: "uhid", amount: String(2n * HID) },
      }),
    );
    expect(moved.result.code).toBe(0);
    expect(moved.updates.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
      { key: "a1a1", power: 14n },
      { key: "c3c3", power: 7n },
    ]);
    const { redelegationResponses } = await client.staking.redelegations(bob.address, valoper(alice.address), valoper(carol.address));
    expect(redelegationResponses[0]?.entries[0]?.balance).toBe(String(2n * HID));
    // a second hop from carol while the first is in progress is transitive
    const hop = await send(
      bob,
      "/cosmos.staking.v1beta1.MsgBeginRedelegate",
      MsgBeginRedelegate.fromPartial({
        delegatorAddress: bob.address,
        validatorSrcAddress: valoper(carol.address),
        validatorDstAddress: valoper(alice.address),
        amount: { denom: "uhid", amount: String(HID) },
      }),
    );
    expect({ codespace: hop.result.codespace, code: hop.result.code }).toEqual({ codespace: "staking", code: 32 });
  });

  it("an undelegation lowers the power at once and pays the tokens out when the unbonding time has passed", async () => {
    const before = await balance(bob.address);
    const unbond = await send(
      bob,
      "/cosmos.staking.v1beta1.MsgUndelegate",
      MsgUndelegate.fromPartial({
        delegatorAddress: bob.address,
        validatorAddress: valoper(alice.address),
        amount: { denom: "uhid", amount: String(3n * HID) },
      }),
    );
    expect(unbond.result.code).toBe(0);
    expect(unbond.updates).toEqual([{ key: "a1a1", power: 11n }]);
    expect((await client.staking.pool()).pool.notBondedTokens).toBe(String(3n * HID));
    const { unbond: ubd } = await client.staking.unbondingDelegation(bob.address, valoper(alice.address));
    const completes = ubd.entries[0]!.completionTime.seconds;
    expect(completes).toBe(TestChain.blockTime(chain.height).seconds + UNBONDING_SECONDS);
    let paidAt: bigint | undefined;
    for (let i = 0; i < 5 && paidAt === undefined; i++) {
      const { finalize } = await chain.block();
      if (findAttribute(finalize.events, "complete_unbonding", "amount") === "3000000uhid") paidAt = TestChain.blockTime(chain.height).seconds;
    }
    expect(paidAt).toBe(completes);
    expect(await balance(bob.address)).toBe(before + 3n * HID);
    expect((await client.staking.pool()).pool.notBondedTokens).toBe("0");
    await expect(client.staking.unbondingDelegation(bob.address, valoper(alice.address))).rejects.toThrow(/NotFound/);
  });

  it("cancelling an unbonding delegation puts its tokens back into the validator", async () => {
    await send(
      bob,
      "/cosmos.staking.v1beta1.MsgUndelegate",
      MsgUndelegate.fromPartial({
        delegatorAddress: bob.address,
        validatorAddress: valoper(alice.address),
        amount: { denom: "uhid", amount: String(HID) },
      }),
    );
    const { unbond } = await client.staking.unbondingDelegation(bob.address, valoper(alice.address));
    const cancel = await send(
      bob,
      "/cosmos.staking.v1beta1.MsgCancelUnbondingDelegation",
      MsgCancelUnbondingDelegation.fromPartial({
        delegatorAddress: bob.address,
        validatorAddress: valoper(alice.address),
        amount: { denom: "uhid", amount: String(HID) },
        creationHeight: unbond.entries[0]!.creationHeight,
      }),
    );
    expect(cancel.result.code).toBe(0);
    expect(cancel.updates).toEqual([{ key: "a1a1", power: 11n }]);
    expect((await client.staking.pool()).pool.notBondedTokens).toBe("0");
  });

  it("a validator whose operator undelegates below its minimum self-delegation is jailed and leaves the set", async () => {
    const edit = await send(
      carol,
      "/cosmos.staking.v1beta1.MsgEditValidator",
      MsgEditValidator.fromPartial({
        description: {
          moniker: "[do-not-modify]",
          identity: "[do-not-modify]",
          website: "carol.example",
          securityContact: "[do-not-modify]",
          details: "[do-not-modify]",
        },
        validatorAddress: valoper(carol.address),
        minSelfDelegation: String(4n * HID),
      }),
    );
    expect(edit.result.code).toBe(0);
    expect((await client.staking.validator(valoper(carol.address))).validator.description).toMatchObject({
      moniker: "validator-195",
      website: "carol.example",
    });
    const out = await send(
      carol,
      "/cosmos.staking.v1beta1.MsgUndelegate",
      MsgUndelegate.fromPartial({
        delegatorAddress: carol.address,
        validatorAddress: valoper(carol.address),
        amount: { denom: "uhid", amount: String(2n * HID) },
      }),
    );
    expect(out.result.code).toBe(0);
    expect(out.updates).toEqual([{ key: "c3c3", power: 0n }]);
    const { validator } = await client.staking.validator(valoper(carol.address));
    expect(validator).toMatchObject({ jailed: true, status: BondStatus.BOND_STATUS_UNBONDING });
    const bonded = await client.staking.validators("BOND_STATUS_BONDED");
    expect(bonded.validators.map((v) => v.operatorAddress)).toEqual([valoper(alice.address)]);
  });

  it("two unbondings of one block make one entry, as the SDK merges them; edit_validator prints the commission as the SDK's YAML", async () => {
    const undelegate = {
      typeUrl: "/cosmos.staking.v1beta1.MsgUndelegate",
      value: MsgUndelegate.fromPartial({
        delegatorAddress: bob.address,
        validatorAddress: valoper(alice.address),
        amount: { denom: "uhid", amount: "400000" },
      }),
    };
    const any = await client.auth.account(bob.address);
    const { accountNumber, sequence } = BaseAccount.decode(any!.value);
    const tx = await signTx(bob.wallet, [undelegate, undelegate], { chainId: chain.chainId, accountNumber, sequence, fee: { amount: uhid(0), gas: 400_000n } });
    expect((await chain.block([tx])).txResults[0]!.code).toBe(0);
    const { unbond } = await client.staking.unbondingDelegation(bob.address, valoper(alice.address));
    expect(unbond.entries.map((e) => [e.initialBalance, e.balance])).toEqual([["800000", "800000"]]);

    const edit = await send(
      alice,
      "/cosmos.staking.v1beta1.MsgEditValidator",
      MsgEditValidator.fromPartial({
        description: {
          moniker: "[do-not-modify]",
          identity: "[do-not-modify]",
          website: "alice.example",
          securityContact: "[do-not-modify]",
          details: "[do-not-modify]",
        },
        validatorAddress: valoper(alice.address),
      }),
    );
    expect(edit.result.code).toBe(0);
    const created = new Date(Number(TestChain.blockTime(2n).seconds) * 1000).toISOString().replace(".000", ""); // alice's validator: block 2
    expect(findAttribute(edit.result.events, "edit_validator", "commission_rate")).toBe(
      `commission_rates:\n  max_change_rate: "0.010000000000000000"\n  max_rate: "0.200000000000000000"\n  rate: "0.100000000000000000"\nupdate_time: "${created}"\n`,
    );
  });

  it("exports its state as genesis, and a chain started from it has the same validators, delegations and pools", async () => {
    const exported = chain.app.exportAppState();
    expect((exported.staking as { exported: boolean }).exported).toBe(true);
    const copyDir = tempDir("staking-export");
    const copy = await TestChain.start({ dataDir: copyDir, appState: exported });
    try {
      const { finalize } = await copy.block();
      expect(finalize.validatorUpdates).toEqual([]); // the set CometBFT got from InitChain is unchanged
      const copyClient = stakingQueryClient(copy);
      expect(await copyClient.staking.validators("")).toEqual(await client.staking.validators(""));
      expect(await copyClient.staking.delegatorDelegations(bob.address)).toEqual(await client.staking.delegatorDelegations(bob.address));
      expect(await copyClient.staking.pool()).toEqual(await client.staking.pool());
    } finally {
      await copy.close();
      fs.rmSync(copyDir, { recursive: true, force: true });
    }
  });
});
