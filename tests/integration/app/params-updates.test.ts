import fs from "node:fs";
import { toBech32 } from "@cosmjs/encoding";
import * as authQuery from "cosmjs-types/cosmos/auth/v1beta1/query";
import { MsgUpdateParams as AuthUpdateParams } from "cosmjs-types/cosmos/auth/v1beta1/tx";
import * as bankQuery from "cosmjs-types/cosmos/bank/v1beta1/query";
import { MsgSetSendEnabled, MsgUpdateParams as BankUpdateParams } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import * as distributionQuery from "cosmjs-types/cosmos/distribution/v1beta1/query";
import { MsgCommunityPoolSpend, MsgFundCommunityPool, MsgUpdateParams as DistributionUpdateParams } from "cosmjs-types/cosmos/distribution/v1beta1/tx";
import * as mintQuery from "cosmjs-types/cosmos/mint/v1beta1/query";
import { MsgUpdateParams as MintUpdateParams } from "cosmjs-types/cosmos/mint/v1beta1/tx";
import * as slashingQuery from "cosmjs-types/cosmos/slashing/v1beta1/query";
import { MsgUpdateParams as SlashingUpdateParams } from "cosmjs-types/cosmos/slashing/v1beta1/tx";
import * as stakingQuery from "cosmjs-types/cosmos/staking/v1beta1/query";
import { MsgUpdateParams as StakingUpdateParams } from "cosmjs-types/cosmos/staking/v1beta1/tx";
import { MODULES } from "../../../abci-app/src/app/modules";
import type { ProtoCodec } from "../../../abci-app/src/codec/proto-codec";
import { GOV_MODULE_ADDRESS } from "../../../abci-app/src/module-kit/authority";
import * as ssiQuery from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { MsgUpdateParams as SsiUpdateParams } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import type { AppError } from "../../../abci-app/src/types/errors";
import { moduleAddress } from "../../../abci-app/src/types/address";
import { AuthorityMessages, type AuthorityMessageResult } from "../../harness/authority-messages";
import { TestChain } from "../../harness/chain";
import { appStateWith, withoutInflation } from "../../harness/genesis";
import { sendInBlock, stakingQueryClient } from "../../harness/staking";
import { msgSend } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

const GOV = toBech32("hid", GOV_MODULE_ADDRESS);
const DEC = 10n ** 18n;
const URL = {
  auth: "/cosmos.auth.v1beta1.MsgUpdateParams",
  bank: "/cosmos.bank.v1beta1.MsgUpdateParams",
  sendEnabled: "/cosmos.bank.v1beta1.MsgSetSendEnabled",
  staking: "/cosmos.staking.v1beta1.MsgUpdateParams",
  slashing: "/cosmos.slashing.v1beta1.MsgUpdateParams",
  distribution: "/cosmos.distribution.v1beta1.MsgUpdateParams",
  poolSpend: "/cosmos.distribution.v1beta1.MsgCommunityPoolSpend",
  mint: "/cosmos.mint.v1beta1.MsgUpdateParams",
  ssi: "/hypersignprotocol.hidnode.ssi.MsgUpdateParams",
} as const;
const CODEC: Record<keyof typeof URL, ProtoCodec<any>> = {
  auth: AuthUpdateParams,
  bank: BankUpdateParams,
  sendEnabled: MsgSetSendEnabled,
  staking: StakingUpdateParams,
  slashing: SlashingUpdateParams,
  distribution: DistributionUpdateParams,
  poolSpend: MsgCommunityPoolSpend,
  mint: MintUpdateParams,
  ssi: SsiUpdateParams,
};

/**
 * The gov account's messages of auth, bank, staking, slashing, distribution, mint and ssi, run as a passed proposal
 * runs them (the stand-in for gov's end block, tests/harness/authority-messages.ts) and signed by a regular account.
 * Only the gov account may send them (gov 13); invalid params are refused with the SDK's unregistered error (code 1)
 * and change nothing; valid ones show in every module's params query at once; the community pool pays out, never
 * more than it holds (distribution 9) and never to a module account (sdk 4).
 */
describe("gov's authority messages: MsgUpdateParams of every module, MsgSetSendEnabled, MsgCommunityPoolSpend", () => {
  let dir: string;
  let chain: TestChain;
  let alice: TestAccount;
  let bob: TestAccount;
  const gov = new AuthorityMessages();

  /** Every module's params, as its query answers them. */
  async function allParams() {
    const ask = async <Res>(path: string, request: ProtoCodec<any>, response: ProtoCodec<Res>) => chain.query(path, request, response, {});
    return {
      auth: (await ask("/cosmos.auth.v1beta1.Query/Params", authQuery.QueryParamsRequest, authQuery.QueryParamsResponse)).params,
      bank: (await ask("/cosmos.bank.v1beta1.Query/Params", bankQuery.QueryParamsRequest, bankQuery.QueryParamsResponse)).params,
      staking: (await ask("/cosmos.staking.v1beta1.Query/Params", stakingQuery.QueryParamsRequest, stakingQuery.QueryParamsResponse)).params,
      slashing: (await ask("/cosmos.slashing.v1beta1.Query/Params", slashingQuery.QueryParamsRequest, slashingQuery.QueryParamsResponse)).params,
      distribution: (await ask("/cosmos.distribution.v1beta1.Query/Params", distributionQuery.QueryParamsRequest, distributionQuery.QueryParamsResponse))
        .params,
      mint: (await ask("/cosmos.mint.v1beta1.Query/Params", mintQuery.QueryParamsRequest, mintQuery.QueryParamsResponse)).params,
      ssi: (await ask("/hypersignprotocol.hidnode.ssi.Query/Params", ssiQuery.QueryParamsRequest, ssiQuery.QueryParamsResponse)).params,
    };
  }

  /** Runs the messages as gov in the next block; answers how each went. */
  async function asGov(...messages: [keyof typeof URL, unknown][]): Promise<AuthorityMessageResult[]> {
    const ran = messages.map(([kind, fields]) => gov.submit(URL[kind], CODEC[kind].fromPartial(fields)));
    await chain.block();
    return Promise.all(ran);
  }

  const refusal = (result: AuthorityMessageResult) => {
    const err = result.error as AppError | undefined;
    return err === undefined ? undefined : { codespace: err.codespace, code: err.code, message: err.message };
  };
  const pool = async () => (await stakingQueryClient(chain).distribution.communityPool()).pool.map((c) => `${BigInt(c.amount) / DEC}${c.denom}`);
  const balance = async (address: string) => BigInt((await stakingQueryClient(chain).bank.balance(address, "uhid")).amount);

  beforeAll(async () => {
    [alice, bob] = await Promise.all([account("alice"), account("bob")]);
    dir = tempDir("params-updates");
    const appState = withoutInflation(appStateWith([alice, bob].map((a) => ({ address: a.address, coins: uhid(1_000_000n) }))));
    chain = await TestChain.start({ dataDir: dir, appState, modules: [...MODULES, gov.module] });
    await chain.block();
  });

  afterAll(async () => {
    await chain.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses each of them from a regular account that names itself the authority (gov 13), changing nothing", async () => {
    const before = await allParams();
    const fields: [keyof typeof URL, Record<string, unknown>][] = [
      ["auth", { params: before.auth }],
      ["bank", { params: before.bank }],
      ["sendEnabled", { sendEnabled: [{ denom: "uhid", enabled: false }] }],
      ["staking", { params: before.staking }],
      ["slashing", { params: before.slashing }],
      ["distribution", { params: before.distribution }],
      ["poolSpend", { recipient: alice.address, amount: uhid(1n) }],
      ["mint", { params: before.mint }],
      ["ssi", { params: { chainNamespace: "devnet" } }],
    ];
    for (const [kind, rest] of fields) {
      const value = CODEC[kind].encode(CODEC[kind].fromPartial({ authority: alice.address, ...rest })).finish();
      const { result } = await sendInBlock(chain, alice, { typeUrl: URL[kind], value });
      expect({ kind, codespace: result.codespace, code: result.code }).toEqual({ kind, codespace: "gov", code: 13 });
      expect(result.log).toContain(`invalid authority; expected ${GOV}, got ${alice.address}`);
    }
    expect(await allParams()).toEqual(before);
  });

  it("refuses invalid params, with the SDK's unregistered error (code 1) and its text, or the module's own error", async () => {
    const before = await allParams();
    const results = await asGov(
      ["auth", { authority: GOV, params: { ...before.auth, txSigLimit: 0n } }],
      ["bank", { authority: GOV, params: { ...before.bank, sendEnabled: [{ denom: "uhid", enabled: false }] } }],
      [
        "sendEnabled",
        {
          authority: GOV,
          sendEnabled: [
            { denom: "uhid", enabled: false },
            { denom: "uhid", enabled: true },
          ],
        },
      ],
      ["staking", { authority: GOV, params: { ...before.staking, maxValidators: 0 } }],
      ["slashing", { authority: GOV, params: { ...before.slashing, signedBlocksWindow: 0n } }],
      ["distribution", { authority: GOV, params: { ...before.distribution, communityTax: String(2n * DEC) } }],
      ["distribution", { authority: GOV, params: { ...before.distribution, baseProposerReward: String(DEC / 100n) } }],
      ["mint", { authority: GOV, params: { ...before.mint, inflationMax: "" } }],
      ["mint", { authority: GOV, params: { ...before.mint, blocksPerYear: 0n } }],
      ["ssi", { authority: GOV, params: { chainNamespace: "dev_net" } }],
    );
    const code1 = (message: string) => ({ codespace: "undefined", code: 1, message });
    expect(results.map(refusal)).toEqual([
      code1("invalid auth params: tx_sig_limit must be a positive uint64, got 0"),
      code1("use of send_enabled in params is no longer supported"),
      { codespace: "sdk", code: 18, message: 'duplicate denom entries found for "uhid": invalid request' },
      code1("max validators must be positive"),
      code1("signed blocks window must be positive: 0"),
      code1(`community tax should be non-negative and less than one: ${2n * DEC}`),
      code1("base and bonus proposer reward are deprecated fields and should not be used"),
      code1("max inflation cannot be nil: <nil>"),
      code1("blocks per year must be positive: 0"),
      { codespace: "ssi", code: 123, message: `chain_namespace "dev_net" may only hold letters, digits and '-': Invalid Did Namespace` },
    ]);
    expect(await allParams()).toEqual(before);
  });

  it("applies valid updates: each module's params query answers the new params from the next block on", async () => {
    const before = await allParams();
    const results = await asGov(
      ["auth", { authority: GOV, params: { ...before.auth, maxMemoCharacters: 512n } }],
      ["staking", { authority: GOV, params: { ...before.staking, maxValidators: 50 } }],
      ["slashing", { authority: GOV, params: { ...before.slashing, signedBlocksWindow: 50n } }],
      ["distribution", { authority: GOV, params: { ...before.distribution, communityTax: String(DEC / 20n) } }],
      ["mint", { authority: GOV, params: { ...before.mint, blocksPerYear: 1_000n } }],
      ["ssi", { authority: GOV, params: { chainNamespace: "devnet" } }],
    );
    expect(results.map(refusal)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(await allParams()).toEqual({
      ...before,
      auth: { ...before.auth, maxMemoCharacters: 512n },
      staking: { ...before.staking, maxValidators: 50 },
      slashing: { ...before.slashing, signedBlocksWindow: 50n },
      distribution: { ...before.distribution, communityTax: String(DEC / 20n) },
      mint: { ...before.mint, blocksPerYear: 1_000n },
      ssi: { chainNamespace: "devnet" },
    });
    const { params } = await stakingQueryClient(chain).slashing.params();
    expect(params.signedBlocksWindow).toBe(50n);
    const exported = chain.app.exportAppState() as { slashing: { params: { signed_blocks_window: string } }; ssi: { chain_namespace: string } };
    expect([exported.slashing.params.signed_blocks_window, exported.ssi.chain_namespace]).toEqual(["50", "devnet"]);
  });

  it("turns sends off and on: default_send_enabled by MsgUpdateParams, one denom's flag by MsgSetSendEnabled", async () => {
    const send = async () => (await sendInBlock(chain, alice, msgSend(alice.address, bob.address, uhid(1n)))).result;
    const sendEnabled = async () =>
      (await chain.query("/cosmos.bank.v1beta1.Query/SendEnabled", bankQuery.QuerySendEnabledRequest, bankQuery.QuerySendEnabledResponse, {})).sendEnabled;

    expect(refusal((await asGov(["bank", { authority: GOV, params: { sendEnabled: [], defaultSendEnabled: false } }]))[0]!)).toBeUndefined();
    expect(await send()).toMatchObject({ codespace: "bank", code: 5 });

    expect(refusal((await asGov(["sendEnabled", { authority: GOV, sendEnabled: [{ denom: "uhid", enabled: true }] }]))[0]!)).toBeUndefined();
    expect(await sendEnabled()).toEqual([{ denom: "uhid", enabled: true }]);
    expect((await send()).code).toBe(0);

    const back = await asGov(
      ["sendEnabled", { authority: GOV, useDefaultFor: ["uhid"] }],
      ["bank", { authority: GOV, params: { sendEnabled: [], defaultSendEnabled: true } }],
    );
    expect(back.map(refusal)).toEqual([undefined, undefined]);
    expect(await sendEnabled()).toEqual([]);
    expect((await send()).code).toBe(0);
  });

  it("pays out of the community pool; refuses more than it holds (distribution 9) and module-account recipients (sdk 4)", async () => {
    const fund = MsgFundCommunityPool.encode({ amount: uhid(1_000n), depositor: alice.address }).finish();
    expect((await sendInBlock(chain, alice, { typeUrl: "/cosmos.distribution.v1beta1.MsgFundCommunityPool", value: fund })).result.code).toBe(0);
    expect(await pool()).toEqual(["1000uhid"]);
    const bobBefore = await balance(bob.address);

    const [paid] = await asGov(["poolSpend", { authority: GOV, recipient: bob.address, amount: uhid(400n) }]);
    expect(refusal(paid!)).toBeUndefined();
    expect(await balance(bob.address)).toBe(bobBefore + 400n);
    expect(await pool()).toEqual(["600uhid"]);

    const feeCollector = toBech32("hid", moduleAddress("fee_collector"));
    const distribution = toBech32("hid", moduleAddress("distribution"));
    const refused = await asGov(
      ["poolSpend", { authority: GOV, recipient: bob.address, amount: uhid(601n) }],
      ["poolSpend", { authority: GOV, recipient: feeCollector, amount: uhid(1n) }],
      ["poolSpend", { authority: GOV, recipient: distribution, amount: uhid(1n) }],
      ["poolSpend", { authority: GOV, recipient: "hid1nope", amount: uhid(1n) }],
      ["poolSpend", { authority: GOV, recipient: bob.address, amount: [{ denom: "uhid", amount: "0" }] }],
    );
    expect(refused.map((r) => ({ codespace: refusal(r)?.codespace, code: refusal(r)?.code }))).toEqual([
      { codespace: "distribution", code: 9 },
      { codespace: "sdk", code: 4 },
      { codespace: "sdk", code: 4 },
      { codespace: "undefined", code: 1 },
      { codespace: "undefined", code: 1 },
    ]);
    expect(refused[0]!.error!.message).toBe("community pool does not have sufficient coins to distribute");
    expect(refused[1]!.error!.message).toBe(`${feeCollector} is not allowed to receive external funds: unauthorized`);
    expect(await pool()).toEqual(["600uhid"]);
    expect(await balance(bob.address)).toBe(bobBefore + 400n);
  });
});
