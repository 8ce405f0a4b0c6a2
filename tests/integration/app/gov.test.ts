import fs from "node:fs";
import { QueryClient, setupGovExtension } from "@cosmjs/stargate";
import type { CometClient } from "@cosmjs/tendermint-rpc";
import { Params as SlashingParams } from "cosmjs-types/cosmos/slashing/v1beta1/slashing";
import { MsgUpdateParams as SlashingMsgUpdateParams } from "cosmjs-types/cosmos/slashing/v1beta1/tx";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { MsgCommunityPoolSpend, MsgFundCommunityPool } from "cosmjs-types/cosmos/distribution/v1beta1/tx";
import { QueryCommunityPoolRequest, QueryCommunityPoolResponse } from "cosmjs-types/cosmos/distribution/v1beta1/query";
import { MsgDelegate } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import { ProposalStatus, VoteOption } from "cosmjs-types/cosmos/gov/v1/gov";
import { MsgVoteWeighted as LegacyMsgVoteWeighted } from "cosmjs-types/cosmos/gov/v1beta1/tx";
import { MsgDeposit, MsgSubmitProposal, MsgUpdateParams as GovMsgUpdateParams, MsgVote, MsgVoteWeighted } from "cosmjs-types/cosmos/gov/v1/tx";
import * as govQuery from "cosmjs-types/cosmos/gov/v1/query";
import { QueryParamsRequest as SlashingParamsRequest, QueryParamsResponse as SlashingParamsResponse } from "cosmjs-types/cosmos/slashing/v1beta1/query";
import { QueryBalanceRequest, QueryBalanceResponse, QuerySupplyOfRequest, QuerySupplyOfResponse } from "cosmjs-types/cosmos/bank/v1beta1/query";
import type { Any } from "cosmjs-types/google/protobuf/any";
import type { ExecTxResult } from "cosmjs-types/tendermint/abci/types";
import { toBech32 } from "@cosmjs/encoding";
import { GOV_MODULE_ADDRESS } from "../../../abci-app/src/module-kit/authority";
import { findAttribute } from "../../../abci-app/src/types/events";
import { TestChain, QueryError } from "../../harness/chain";
import { appStateWith, withoutInflation } from "../../harness/genesis";
import { createValidatorMsg, sendInBlock, valoper } from "../../harness/staking";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

const HID = 1_000_000n;
const GOV = toBech32("hid", GOV_MODULE_ADDRESS);
const DEPOSIT = 10n * HID;
/** Voting and deposit periods of 20 s: four blocks of the harness. */
const PERIOD_BLOCKS = 4;

const any = (typeUrl: string, bytes: Uint8Array): Any => ({ typeUrl, value: bytes });
const slashingWindow = (window: bigint) =>
  any(
    "/cosmos.slashing.v1beta1.MsgUpdateParams",
    SlashingMsgUpdateParams.encode({
      authority: GOV,
      params: SlashingParams.fromPartial({
        signedBlocksWindow: window,
        minSignedPerWindow: new TextEncoder().encode("500000000000000000"),
        downtimeJailDuration: { seconds: 600n, nanos: 0 },
        slashFractionDoubleSign: new TextEncoder().encode("50000000000000000"),
        slashFractionDowntime: new TextEncoder().encode("10000000000000000"),
      }),
    }).finish(),
  );

/**
 * gov v1 on the in-process chain: alice's validator has 200 HID bonded, bob's 100 HID; carol holds coins and, in one
 * test, delegates. Periods are 20 s, the minimum deposit 10 HID, the defaults otherwise (quorum 0.334, threshold 0.5,
 * veto 0.334 burning the deposits).
 */
describe("gov: proposals with messages, deposits, votes by stake, tally and execution", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;

  const submit = (proposer: TestAccount, messages: Any[], deposit: bigint, title = "change") =>
    sendInBlock(chain, proposer, {
      typeUrl: "/cosmos.gov.v1.MsgSubmitProposal",
      value: MsgSubmitProposal.fromPartial({
        messages,
        initialDeposit: deposit > 0n ? uhid(deposit) : [],
        proposer: proposer.address,
        title,
        summary: `${title}, as a test`,
      }),
    });
  const vote = (voter: TestAccount, proposalId: bigint, option: VoteOption) =>
    sendInBlock(chain, voter, { typeUrl: "/cosmos.gov.v1.MsgVote", value: MsgVote.fromPartial({ proposalId, voter: voter.address, option }) });
  const proposal = (proposalId: bigint) =>
    chain.query("/cosmos.gov.v1.Query/Proposal", govQuery.QueryProposalRequest, govQuery.QueryProposalResponse, { proposalId }).then((r) => r.proposal!);
  const balance = (address: string) =>
    chain
      .query("/cosmos.bank.v1beta1.Query/Balance", QueryBalanceRequest, QueryBalanceResponse, { address, denom: "uhid" })
      .then((r) => BigInt(r.balance!.amount));
  const supply = () =>
    chain.query("/cosmos.bank.v1beta1.Query/SupplyOf", QuerySupplyOfRequest, QuerySupplyOfResponse, { denom: "uhid" }).then((r) => BigInt(r.amount!.amount));
  const blocks = async (n: number) => {
    for (let i = 0; i < n; i++) await chain.block();
  };
  const proposalIdOf = (result: ExecTxResult) => BigInt(findAttribute(result.events, "submit_proposal", "proposal_id")!);

  beforeAll(async () => {
    [alice, bob, carol] = await Promise.all([account("alice"), account("bob"), account("carol")]);
    dir = tempDir("gov");
    const appState = withoutInflation(appStateWith([alice, bob, carol].map((a) => ({ address: a.address, coins: uhid(1_000n * HID) }))));
    const gov = appState.gov as { params: Record<string, unknown> };
    Object.assign(gov.params, { voting_period: "20s", max_deposit_period: "20s" });
    chain = await TestChain.start({ dataDir: dir, appState });
    await chain.block();
    expect((await sendInBlock(chain, alice, createValidatorMsg(alice, 0xa1, 200n * HID))).result.code).toBe(0);
    expect((await sendInBlock(chain, bob, createValidatorMsg(bob, 0xb2, 100n * HID))).result.code).toBe(0);
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("passes a slashing window change by stake, runs it as the gov account, and refunds the deposit", async () => {
    const before = await balance(alice.address);
    const { result } = await submit(alice, [slashingWindow(250n)], DEPOSIT, "a longer window");
    expect(result.code).toBe(0);
    const id = proposalIdOf(result);
    expect(findAttribute(result.events, "submit_proposal", "proposal_messages")).toBe(",/cosmos.slashing.v1beta1.MsgUpdateParams");
    expect(result.events.some((e) => e.type === "submit_proposal" && e.attributes.some((a) => a.key === "voting_period_start"))).toBe(true);
    expect((await proposal(id)).status).toBe(ProposalStatus.PROPOSAL_STATUS_VOTING_PERIOD);
    expect(await balance(alice.address)).toBe(before - DEPOSIT);

    expect((await vote(alice, id, VoteOption.VOTE_OPTION_YES)).result.code).toBe(0);
    expect((await vote(bob, id, VoteOption.VOTE_OPTION_NO)).result.code).toBe(0);
    await blocks(PERIOD_BLOCKS);

    const done = await proposal(id);
    expect(done.status).toBe(ProposalStatus.PROPOSAL_STATUS_PASSED);
    expect(done.finalTallyResult).toEqual({ yesCount: String(200n * HID), abstainCount: "0", noCount: String(100n * HID), noWithVetoCount: "0" });
    const params = await chain.query("/cosmos.slashing.v1beta1.Query/Params", SlashingParamsRequest, SlashingParamsResponse, {});
    expect(params.params!.signedBlocksWindow).toBe(250n);
    expect(await balance(alice.address)).toBe(before);
  });

  it("counts a delegator's own vote against its validator's: carol's 50 HID say no while alice's validator says yes", async () => {
    const delegate = MsgDelegate.fromPartial({
      delegatorAddress: carol.address,
      validatorAddress: valoper(alice.address),
      amount: { denom: "uhid", amount: String(50n * HID) },
    });
    expect((await sendInBlock(chain, carol, { typeUrl: "/cosmos.staking.v1beta1.MsgDelegate", value: delegate })).result.code).toBe(0);
    const { result: submitted } = await submit(alice, [slashingWindow(300n)], DEPOSIT, "an even longer window");
    const id = proposalIdOf(submitted);
    await vote(alice, id, VoteOption.VOTE_OPTION_YES);
    await vote(carol, id, VoteOption.VOTE_OPTION_NO);
    const live = await chain.query("/cosmos.gov.v1.Query/TallyResult", govQuery.QueryTallyResultRequest, govQuery.QueryTallyResultResponse, { proposalId: id });
    expect(live.tally).toEqual({ yesCount: String(200n * HID), abstainCount: "0", noCount: String(50n * HID), noWithVetoCount: "0" });
    await blocks(PERIOD_BLOCKS);
    const done = await proposal(id);
    // bob did not vote: 250 of 350 bonded HID voted, above the 0.334 quorum; yes 200 / 250 > 0.5
    expect(done.status).toBe(ProposalStatus.PROPOSAL_STATUS_PASSED);
    expect(done.finalTallyResult).toEqual({ yesCount: String(200n * HID), abstainCount: "0", noCount: String(50n * HID), noWithVetoCount: "0" });
  });

  it("burns the deposits of a vetoed proposal, and the supply shrinks by them", async () => {
    const supplyBefore = await supply();
    const { result: submitted } = await submit(bob, [slashingWindow(400n)], DEPOSIT, "vetoed");
    const id = proposalIdOf(submitted);
    await vote(alice, id, VoteOption.VOTE_OPTION_NO_WITH_VETO);
    await blocks(PERIOD_BLOCKS);
    expect((await proposal(id)).status).toBe(ProposalStatus.PROPOSAL_STATUS_REJECTED);
    expect(await supply()).toBe(supplyBefore - DEPOSIT);
    expect(await balance(GOV)).toBe(0n);
  });

  it("drops a proposal that never reaches the minimum deposit and refunds its depositors", async () => {
    const before = await balance(carol.address);
    const { result: submitted } = await submit(carol, [slashingWindow(500n)], HID, "underfunded");
    const id = proposalIdOf(submitted);
    expect((await proposal(id)).status).toBe(ProposalStatus.PROPOSAL_STATUS_DEPOSIT_PERIOD);
    const early = await vote(alice, id, VoteOption.VOTE_OPTION_YES);
    expect([early.result.codespace, early.result.code]).toEqual(["gov", 3]);
    const topUp = MsgDeposit.fromPartial({ proposalId: id, depositor: bob.address, amount: uhid(HID) });
    expect((await sendInBlock(chain, bob, { typeUrl: "/cosmos.gov.v1.MsgDeposit", value: topUp })).result.code).toBe(0);
    await blocks(PERIOD_BLOCKS);
    const gone = await proposal(id).catch((err: QueryError) => err);
    expect(gone).toBeInstanceOf(QueryError);
    expect((gone as QueryError).response.log).toContain(`proposal ${id} doesn't exist`);
    expect(await balance(carol.address)).toBe(before);
  });

  it("marks a passed proposal whose message fails as failed, keeps nothing of it and still refunds", async () => {
    const payout = any("/cosmos.bank.v1beta1.MsgSend", MsgSend.encode({ fromAddress: GOV, toAddress: carol.address, amount: uhid(HID) }).finish());
    const newParams = any("/cosmos.slashing.v1beta1.MsgUpdateParams", SlashingMsgUpdateParams.encode({ authority: GOV } as SlashingMsgUpdateParams).finish());
    expect((await submit(alice, [payout, newParams], DEPOSIT)).result.code).not.toBe(0); // nil params fail their own checks
    const aliceBefore = await balance(alice.address);
    const { result: submitted } = await submit(alice, [slashingWindow(600n), payout], DEPOSIT, "pays from an empty account");
    const id = proposalIdOf(submitted);
    await vote(alice, id, VoteOption.VOTE_OPTION_YES);
    const results: (string | undefined)[] = [];
    for (let i = 0; i < PERIOD_BLOCKS; i++) results.push(findAttribute((await chain.block()).finalize.events, "active_proposal", "proposal_result"));
    expect(results.filter((r) => r !== undefined)).toEqual(["proposal_failed"]);
    expect((await proposal(id)).status).toBe(ProposalStatus.PROPOSAL_STATUS_FAILED);
    const params = await chain.query("/cosmos.slashing.v1beta1.Query/Params", SlashingParamsRequest, SlashingParamsResponse, {});
    expect(params.params!.signedBlocksWindow).toBe(300n);
    expect(await balance(alice.address)).toBe(aliceBefore);
  });

  it("pays a community-pool spend out of the pool once the proposal passes", async () => {
    const fund = MsgFundCommunityPool.fromPartial({ depositor: carol.address, amount: uhid(5n * HID) });
    expect((await sendInBlock(chain, carol, { typeUrl: "/cosmos.distribution.v1beta1.MsgFundCommunityPool", value: fund })).result.code).toBe(0);
    const spend = any(
      "/cosmos.distribution.v1beta1.MsgCommunityPoolSpend",
      MsgCommunityPoolSpend.encode({ authority: GOV, recipient: bob.address, amount: uhid(3n * HID) }).finish(),
    );
    const { result: submitted } = await submit(alice, [spend], DEPOSIT, "a grant to bob");
    const id = proposalIdOf(submitted);
    await vote(alice, id, VoteOption.VOTE_OPTION_YES);
    const bobBefore = await balance(bob.address);
    await blocks(PERIOD_BLOCKS);
    expect((await proposal(id)).status).toBe(ProposalStatus.PROPOSAL_STATUS_PASSED);
    expect(await balance(bob.address)).toBe(bobBefore + 3n * HID);
    const pool = await chain.query("/cosmos.distribution.v1beta1.Query/CommunityPool", QueryCommunityPoolRequest, QueryCommunityPoolResponse, {});
    expect(pool.pool).toEqual([{ denom: "uhid", amount: String(2n * HID * 10n ** 18n) }]);
  });

  it("refuses what the SDK refuses: a message not signed by the gov account, an authority message signed by anyone, a bad weighted vote", async () => {
    const selfSend = any("/cosmos.bank.v1beta1.MsgSend", MsgSend.encode({ fromAddress: alice.address, toAddress: bob.address, amount: uhid(1) }).finish());
    const notGov = await submit(alice, [selfSend], DEPOSIT);
    expect([notGov.result.codespace, notGov.result.code]).toEqual(["gov", 13]);

    const direct = GovMsgUpdateParams.fromPartial({ authority: alice.address, params: undefined });
    const signedByAlice = await sendInBlock(chain, alice, { typeUrl: "/cosmos.gov.v1.MsgUpdateParams", value: direct });
    expect(signedByAlice.result.code).not.toBe(0);

    const { result: submitted } = await submit(alice, [slashingWindow(700n)], DEPOSIT, "weights");
    const id = proposalIdOf(submitted);
    const badWeights = MsgVoteWeighted.fromPartial({
      proposalId: id,
      voter: alice.address,
      options: [
        { option: VoteOption.VOTE_OPTION_YES, weight: "0.6" },
        { option: VoteOption.VOTE_OPTION_NO, weight: "0.3" },
      ],
    });
    const bad = await sendInBlock(chain, alice, { typeUrl: "/cosmos.gov.v1.MsgVoteWeighted", value: badWeights });
    expect([bad.result.codespace, bad.result.code]).toEqual(["gov", 7]);
    expect(bad.result.log).toContain("Total weight lower than 1.00");

    // a legacy weight is an integer scaled by 10^18: one of 100,000 digits is refused before it is parsed
    const hugeWeight = LegacyMsgVoteWeighted.fromPartial({
      proposalId: id,
      voter: alice.address,
      options: [{ option: VoteOption.VOTE_OPTION_YES, weight: `1${"0".repeat(100_000)}` }],
    });
    const huge = await sendInBlock(chain, alice, { typeUrl: "/cosmos.gov.v1beta1.MsgVoteWeighted", value: hugeWeight });
    expect([huge.result.codespace, huge.result.code]).toEqual(["gov", 7]);
    expect(huge.result.log).toContain("invalid weight");
  });

  it("answers cosmjs's gov extension (v1beta1 queries) unmodified", async () => {
    const transport = {
      async abciQuery(params: { path: string; data: Uint8Array; height?: number }) {
        const res = await chain.rawQuery(params.path, params.data, BigInt(params.height ?? 0));
        return { ...res, height: Number(res.height), index: Number(res.index) };
      },
    } as unknown as CometClient;
    const client = QueryClient.withExtensions(transport, setupGovExtension);
    const first = await client.gov.proposal(1);
    expect(first.proposal.proposalId).toBe(1n);
    expect(first.proposal.content?.typeUrl).toBe("/cosmos.slashing.v1beta1.MsgUpdateParams");
    expect(first.proposal.finalTallyResult.yes).toBe(String(200n * HID));
    const passed = await client.gov.proposals(ProposalStatus.PROPOSAL_STATUS_PASSED, "", "");
    expect(passed.proposals.map((p) => p.proposalId)).toEqual([1n, 2n, 6n]);
    const tally = await client.gov.params("tallying");
    expect(new TextDecoder().decode(tally.tallyParams.quorum)).toBe("334000000000000000");
    const voting = await client.gov.params("voting");
    expect(voting.votingParams.votingPeriod.seconds).toBe(20n);
    const open = (await client.gov.proposals(ProposalStatus.PROPOSAL_STATUS_VOTING_PERIOD, "", "")).proposals.at(-1)!;
    const deposits = await client.gov.deposits(Number(open.proposalId));
    expect(deposits.deposits.map((d) => [d.depositor, d.amount])).toEqual([[alice.address, uhid(DEPOSIT)]]);
    expect((await client.gov.tally(Number(open.proposalId))).tally.yes).toBe("0");
  });
});
