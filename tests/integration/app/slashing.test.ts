import fs from "node:fs";
import { MsgUnjail } from "cosmjs-types/cosmos/slashing/v1beta1/tx";
import { BondStatus } from "cosmjs-types/cosmos/staking/v1beta1/staking";
import { MsgDelegate, MsgUndelegate } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import { MisbehaviorType, type ResponseFinalizeBlock, type VoteInfo } from "cosmjs-types/tendermint/abci/types";
import { BlockIDFlag } from "cosmjs-types/tendermint/types/validator";
import { findAttribute } from "../../../abci-app/src/types/events";
import { TestChain, type BlockExtras } from "../../harness/chain";
import { appStateWith, withoutInflation } from "../../harness/genesis";
import { consensusAddressOf as consAddress, createValidatorMsg, sendInBlock, stakingQueryClient, valcons, valoper } from "../../harness/staking";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

const HID = 1_000_000n;
const WINDOW = 10n;
const JAIL_SECONDS = 30n;
const vote = (byte: number, power: bigint, flag: BlockIDFlag): VoteInfo => ({ validator: { address: consAddress(byte), power }, blockIdFlag: flag });
const A = 0xa1;
const B = 0xb2;

/**
 * Slashing through blocks that carry CometBFT's votes and evidence: a validator that misses more than half of its
 * window is slashed 1% and jailed, leaves the set, and comes back with MsgUnjail once its jail time is over; a
 * double sign slashes 5% (unbondings that began after it too), jails and tombstones for ever. Read back with
 * cosmjs's slashing and staking query extensions.
 */
describe("slashing: downtime and double signs", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let client: ReturnType<typeof stakingQueryClient>;
  const supply = async () => BigInt((await client.bank.supplyOf("uhid")).amount);

  const send = (signer: TestAccount, typeUrl: string, value: unknown, extra: BlockExtras = {}) => sendInBlock(chain, signer, { typeUrl, value }, extra);
  const createValidator = (owner: TestAccount, keyByte: number, amount: bigint) => sendInBlock(chain, owner, createValidatorMsg(owner, keyByte, amount));

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([account("alice"), account("bob"), account("carol")]);
    dir = tempDir("slashing");
    // no inflation: the supply changes only by what slashing burns
    const appState = withoutInflation(appStateWith([alice, bob, carol].map((a) => ({ address: a.address, coins: uhid(1_000n * HID) }))));
    Object.assign((appState.slashing as { params: object }).params, {
      signed_blocks_window: String(WINDOW),
      min_signed_per_window: "0.5",
      downtime_jail_duration: `${JAIL_SECONDS}s`,
    });
    chain = await TestChain.start({ dataDir: dir, appState });
    await chain.block();
    client = stakingQueryClient(chain);
    expect((await createValidator(alice, A, 10n * HID)).result.code).toBe(0);
    expect((await createValidator(bob, B, 10n * HID)).result.code).toBe(0);
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("bonding starts a signing info; missing more than half the window slashes 1% and jails, and the set drops the validator", async () => {
    const { valSigningInfo } = await client.slashing.signingInfo(valcons(B));
    expect(valSigningInfo).toMatchObject({ address: valcons(B), indexOffset: 0n, missedBlocksCounter: 0n, tombstoned: false });
    const before = await supply();
    let jailedAt: ResponseFinalizeBlock | undefined;
    for (let i = 0; i < 30 && jailedAt === undefined; i++) {
      const { finalize } = await chain.block([], { votes: [vote(A, 10n, BlockIDFlag.BLOCK_ID_FLAG_COMMIT), vote(B, 10n, BlockIDFlag.BLOCK_ID_FLAG_ABSENT)] });
      if (findAttribute(finalize.events, "slash", "reason") === "missing_signature") jailedAt = finalize;
    }
    expect(jailedAt).toBeDefined();
    expect(findAttribute(jailedAt!.events, "slash", "address")).toBe(valcons(B));
    expect(findAttribute(jailedAt!.events, "slash", "burned_coins")).toBe("100000"); // 1% of power 10 × 10^6
    expect(Number(findAttribute(jailedAt!.events, "liveness", "missed_blocks"))).toBeGreaterThan(Number(WINDOW) / 2); // more than allowed
    expect(jailedAt!.validatorUpdates.map((u) => u.power)).toEqual([0n]);
    expect(await supply()).toBe(before - 100_000n);
    const { validator } = await client.staking.validator(valoper(bob.address));
    expect(validator).toMatchObject({ jailed: true, status: BondStatus.BOND_STATUS_UNBONDING, tokens: String(10n * HID - 100_000n) });
    const { valSigningInfo: jailedInfo } = await client.slashing.signingInfo(valcons(B));
    expect(jailedInfo).toMatchObject({ missedBlocksCounter: 0n, indexOffset: 0n });
    expect(jailedInfo.jailedUntil.seconds).toBe(TestChain.blockTime(chain.height).seconds + JAIL_SECONDS);
  });

  it("MsgUnjail is refused while the jail time runs and brings the validator back after it", async () => {
    const early = await send(bob, "/cosmos.slashing.v1beta1.MsgUnjail", MsgUnjail.fromPartial({ validatorAddr: valoper(bob.address) }));
    expect({ codespace: early.result.codespace, code: early.result.code }).toEqual({ codespace: "slashing", code: 4 });
    const notJailed = await send(alice, "/cosmos.slashing.v1beta1.MsgUnjail", MsgUnjail.fromPartial({ validatorAddr: valoper(alice.address) }));
    expect({ codespace: notJailed.result.codespace, code: notJailed.result.code }).toEqual({ codespace: "slashing", code: 5 });
    for (let i = 0n; i < JAIL_SECONDS / 5n; i++) await chain.block();
    const back = await send(bob, "/cosmos.slashing.v1beta1.MsgUnjail", MsgUnjail.fromPartial({ validatorAddr: valoper(bob.address) }));
    expect(back.result.code).toBe(0);
    expect(back.finalize.validatorUpdates.map((u) => u.power)).toEqual([9n]); // 9.9 HID: power 9
    expect((await client.staking.validator(valoper(bob.address))).validator).toMatchObject({ jailed: false, status: BondStatus.BOND_STATUS_BONDED });
  });

  it("a double sign slashes 5% of the power it had, unbondings begun after it included, then jails and tombstones", async () => {
    expect(
      (
        await send(
          carol,
          "/cosmos.staking.v1beta1.MsgDelegate",
          MsgDelegate.fromPartial({
            delegatorAddress: carol.address,
            validatorAddress: valoper(alice.address),
            amount: { denom: "uhid", amount: String(4n * HID) },
          }),
        )
      ).result.code,
    ).toBe(0);
    const infractionHeight = chain.height;
    const undelegated = await send(
      carol,
      "/cosmos.staking.v1beta1.MsgUndelegate",
      MsgUndelegate.fromPartial({
        delegatorAddress: carol.address,
        validatorAddress: valoper(alice.address),
        amount: { denom: "uhid", amount: String(2n * HID) },
      }),
    );
    expect(undelegated.result.code).toBe(0);
    const before = await supply();
    const evidence = {
      type: MisbehaviorType.DUPLICATE_VOTE,
      validator: { address: consAddress(A), power: 12n },
      height: infractionHeight + 1n, // the infraction is one height before the evidence's (the validator-update delay)
      time: TestChain.blockTime(infractionHeight + 1n),
      totalVotingPower: 21n,
    };
    const { finalize } = await chain.block([], { misbehavior: [evidence] });
    expect(findAttribute(finalize.events, "slash", "reason")).toBe("double_sign");
    expect(findAttribute(finalize.events, "slash", "burned_coins")).toBe("500000"); // 5% of 12 HID, less the 100000 taken from the unbonding
    expect(await supply()).toBe(before - 600_000n);
    const { unbond } = await client.staking.unbondingDelegation(carol.address, valoper(alice.address));
    expect(unbond.entries[0]).toMatchObject({ initialBalance: String(2n * HID), balance: String(2n * HID - 100_000n) });
    expect(finalize.validatorUpdates).toEqual([expect.objectContaining({ power: 0n })]);
    const { valSigningInfo } = await client.slashing.signingInfo(valcons(A));
    expect(valSigningInfo).toMatchObject({ tombstoned: true, jailedUntil: { seconds: 253_402_300_799n, nanos: 0 } });

    const again = await chain.block([], { misbehavior: [{ ...evidence, height: chain.height }] });
    expect(findAttribute(again.finalize.events, "slash", "reason")).toBeUndefined(); // tombstoned: evidence ignored
    const unjail = await send(alice, "/cosmos.slashing.v1beta1.MsgUnjail", MsgUnjail.fromPartial({ validatorAddr: valoper(alice.address) }));
    expect({ codespace: unjail.result.codespace, code: unjail.result.code }).toEqual({ codespace: "slashing", code: 4 });
  });

  it("lists every signing info and exports them as genesis that a new chain loads", async () => {
    const { info } = await client.slashing.signingInfos();
    expect(info.map((i) => i.address).sort()).toEqual([valcons(A), valcons(B)].sort());
    const exported = chain.app.exportAppState() as { slashing: { signing_infos: unknown[]; params: { signed_blocks_window: string } } };
    expect(exported.slashing.signing_infos).toHaveLength(2);
    expect(exported.slashing.params.signed_blocks_window).toBe(String(WINDOW));
  });
});
