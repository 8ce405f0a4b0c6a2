import fs from "node:fs";
import path from "node:path";
import { MsgUpdateParams } from "cosmjs-types/cosmos/consensus/v1/tx";
import { QueryParamsRequest, QueryParamsResponse } from "cosmjs-types/cosmos/consensus/v1/query";
import type { ConsensusParams } from "cosmjs-types/tendermint/types/params";
import { MODULES } from "../../../abci-app/src/app/modules";
import { GOV_MODULE_ADDRESS } from "../../../abci-app/src/module-kit/authority";
import { toBech32 } from "@cosmjs/encoding";
import { AuthorityMessages } from "../../harness/authority-messages";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { sendInBlock } from "../../harness/staking";
import { msgSend } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

const PARAMS_PATH = "/cosmos.consensus.v1.Query/Params";
const UPDATE_PARAMS = "/cosmos.consensus.v1.MsgUpdateParams";
const GOV = toBech32("hid", GOV_MODULE_ADDRESS);

/** CometBFT v0.38's defaults, as genesis.json carries them and InitChain hands them over. */
const GENESIS_PARAMS: ConsensusParams = {
  block: { maxBytes: 22_020_096n, maxGas: -1n },
  evidence: { maxAgeNumBlocks: 100_000n, maxAgeDuration: { seconds: 172_800n, nanos: 0 }, maxBytes: 1_048_576n },
  validator: { pubKeyTypes: ["ed25519"] },
  version: { app: 0n },
  abci: { voteExtensionsEnableHeight: 0n },
};

const update = (changes: Partial<MsgUpdateParams> = {}): MsgUpdateParams =>
  MsgUpdateParams.fromPartial({
    authority: GOV,
    block: { maxBytes: 1_048_576n, maxGas: 300_000n },
    evidence: { maxAgeNumBlocks: 50_000n, maxAgeDuration: { seconds: 86_400n, nanos: 0 }, maxBytes: 10_000n },
    validator: { pubKeyTypes: ["ed25519", "secp256k1"] },
    ...changes,
  });

/**
 * x/consensus on the app: InitChain's parameters are stored and answered by Query/Params; MsgUpdateParams, run as a
 * passed proposal runs it (the stand-in for gov), changes them, FinalizeBlock hands CometBFT the change (block,
 * evidence and validator; never version or abci), and the app's block gas limit follows from the next block on,
 * after a restart too. A regular account's MsgUpdateParams is refused with gov code 13.
 */
describe("x/consensus: the consensus params in state", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  const gov = new AuthorityMessages();
  const storedParams = async () => (await chain.query(PARAMS_PATH, QueryParamsRequest, QueryParamsResponse, {})).params;

  beforeAll(async () => {
    alice = await account("alice");
    dir = tempDir("consensus");
    chain = await TestChain.start({
      dataDir: path.join(dir, "data", "application.db"),
      appState: appStateWith([{ address: alice.address, coins: uhid(1_000_000n) }]),
      consensusParams: GENESIS_PARAMS,
      modules: [...MODULES, gov.module],
    });
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores InitChain's params and answers them; a block that changes nothing sends CometBFT no update", async () => {
    const { finalize } = await chain.block();
    expect(finalize.consensusParamUpdates).toBeUndefined();
    expect(await storedParams()).toEqual(GENESIS_PARAMS);
  });

  it("refuses MsgUpdateParams from any account but gov's (gov 13), leaving the params as they were", async () => {
    const msg = update({ authority: alice.address });
    const { result, finalize } = await sendInBlock(chain, alice, { typeUrl: UPDATE_PARAMS, value: MsgUpdateParams.encode(msg).finish() });
    expect(result).toMatchObject({ code: 13, codespace: "gov" });
    expect(result.log).toContain(`invalid authority; expected ${GOV}, got ${alice.address}`);
    expect(finalize.consensusParamUpdates).toBeUndefined();
    expect(await storedParams()).toEqual(GENESIS_PARAMS);
  });

  it("refuses params CometBFT would refuse, or a missing section, with sdk 18 and CometBFT's words", async () => {
    const refusals = [
      gov.submit(UPDATE_PARAMS, update({ block: { maxBytes: 0n, maxGas: -1n } })),
      gov.submit(UPDATE_PARAMS, update({ validator: { pubKeyTypes: ["sr25519"] } })),
      gov.submit(UPDATE_PARAMS, update({ evidence: { maxAgeNumBlocks: 1n, maxAgeDuration: { seconds: 0n, nanos: 0 }, maxBytes: 0n } })),
      gov.submit(UPDATE_PARAMS, { ...update(), evidence: undefined }),
    ];
    await chain.block();
    expect((await Promise.all(refusals)).map((r) => r.error?.message)).toEqual([
      "block.MaxBytes cannot be 0: invalid request",
      "params.Validator.PubKeyTypes[0], sr25519, is an unknown pubkey type: invalid request",
      "evidence.MaxAgeDuration must be grater than 0 if provided, Got 0ns: invalid request",
      "all parameters must be present: evidence is missing: invalid request",
    ]);
    expect(await storedParams()).toEqual(GENESIS_PARAMS);
  });

  it("applies gov's MsgUpdateParams: CometBFT gets block, evidence and validator in that block only, version and abci are kept", async () => {
    const ran = gov.submit(UPDATE_PARAMS, update());
    const { finalize, height } = await chain.block();
    expect((await ran).error).toBeUndefined();
    expect((await ran).height).toBe(height);
    const expected = { block: update().block, evidence: update().evidence, validator: update().validator };
    expect(finalize.consensusParamUpdates).toEqual(expected);
    expect(await storedParams()).toEqual({ ...expected, version: GENESIS_PARAMS.version, abci: GENESIS_PARAMS.abci });
    expect((await chain.block()).finalize.consensusParamUpdates).toBeUndefined();
  });

  it("limits the gas of the blocks after the change to the new max_gas, after a restart too", async () => {
    // sendInBlock asks for 400,000 gas: more than the 300,000 a block may now use, so no proposal includes it
    const send = () => sendInBlock(chain, alice, msgSend(alice.address, alice.address, uhid(1n)));
    expect((await send()).result).toBeUndefined();
    chain = await chain.restart();
    expect((await storedParams())?.block?.maxGas).toBe(300_000n);
    expect((await send()).result).toBeUndefined();
  });
});
