import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { BasicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import type { Any } from "cosmjs-types/google/protobuf/any";
import { encodeSecp256k1Pubkey } from "@cosmjs/amino";
import { encodePubkey, makeAuthInfoBytes } from "@cosmjs/proto-signing";
import { SimulateRequest } from "cosmjs-types/cosmos/tx/v1beta1/service";
import { TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { MAX_SIMULATE_TX_BYTES, SIMULATE_PATH } from "../../../abci-app/src/app/simulate";
import { DEFAULT_QUERY_GAS_LIMIT } from "../../../abci-app/src/node/config";
import { Did } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { MsgCreateDID } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { MAX_DID_SIGNATURES } from "../../../abci-app/src/modules/ssi/types/msgs";
import { MAX_ANY_DEPTH, MAX_ANYS_PER_MESSAGE, MAX_UNKNOWN_GROUP_DEPTH } from "../../../abci-app/src/tx/limits";
import { nestedExec, wideExec, withNestedGroups } from "../../../scripts/bench/hostile-txs";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { didDocument, SSI, SSI_GENESIS, ssiSignature, testKey } from "../../harness/ssi";
import { signTx } from "../../harness/tx-builder";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

/**
 * Transactions an attacker would send, through the in-process app as CometBFT drives it: each is refused in CheckTx
 * with a typed code, or accepted and executed the same way every time, never left to the host's stack.
 */
describe("hostile transactions", () => {
  let chain: TestChain;
  let bob: TestAccount;
  let carol: TestAccount;
  let sequence = 0n;

  /** Not the SDK's 590: the ssi module must charge what auth's params say. */
  const ED25519_GAS = 5_000n;

  beforeAll(async () => {
    [bob, carol] = await Promise.all([account("bob"), account("carol")]);
    const appState = appStateWith([{ address: bob.address, coins: uhid(1_000_000_000) }], { ssi: SSI_GENESIS });
    (appState.auth as { params: Record<string, string> }).params.sig_verify_cost_ed25519 = String(ED25519_GAS);
    // a node's default query-gas-limit, which also bounds a simulation
    chain = await TestChain.start({ dataDir: tempDir("hostile"), appState, queryLimits: { gasLimit: BigInt(DEFAULT_QUERY_GAS_LIMIT) } });
    await chain.block();
  });
  afterAll(() => chain.close());
  // An empty block resets the check state to what is committed, so every test signs with the committed sequence.
  beforeEach(() => chain.block());

  const send = (amount: number): Any => ({
    typeUrl: "/cosmos.bank.v1beta1.MsgSend",
    value: MsgSend.encode({ fromAddress: bob.address, toAddress: carol.address, amount: uhid(amount) }).finish(),
  });
  /** Signs messages given as Anys (a nested MsgExec is built as bytes), bob paying nothing for up to 10M gas. */
  const signAnys = (messages: Any[], options: { extensionOptions?: Any[]; nonCriticalExtensionOptions?: Any[] } = {}) =>
    signTx(bob.wallet, messages, { chainId: chain.chainId, accountNumber: 0n, sequence, fee: { amount: [], gas: 10_000_000n }, ...options });
  const expectRefused = (res: { code: number; codespace: string; log: string }, log: string) => {
    expect(res).toMatchObject({ code: 2, codespace: "sdk" });
    expect(res.log).toContain(log);
  };

  test(`MsgExec nested to the deepest level allowed (${MAX_ANY_DEPTH}) is admitted and executes`, async () => {
    const tx = await signAnys([nestedExec(send(7), bob.address, MAX_ANY_DEPTH)]);
    expect(await chain.checkTx(tx)).toMatchObject({ code: 0 });
    const { txResults } = await chain.block([tx]);
    expect(txResults[0]).toMatchObject({ code: 0 });
    sequence++;
  });

  test("one level deeper is refused in CheckTx, and so is a MsgExec a few thousand levels deep", async () => {
    expectRefused(
      await chain.checkTx(await signAnys([nestedExec(send(1), bob.address, MAX_ANY_DEPTH + 1)])),
      `messages nested more than ${MAX_ANY_DEPTH} deep`,
    );
    expectRefused(await chain.checkTx(await signAnys([nestedExec(send(1), bob.address, 5_000)])), `messages nested more than ${MAX_ANY_DEPTH} deep`);
  });

  test(`a message may carry ${MAX_ANYS_PER_MESSAGE - 1} messages (itself the ${MAX_ANYS_PER_MESSAGE}th), not one more`, async () => {
    expect(await chain.checkTx(await signAnys([wideExec(send(1), bob.address, MAX_ANYS_PER_MESSAGE - 1)]))).toMatchObject({ code: 0 });
    expectRefused(
      await chain.checkTx(await signAnys([wideExec(send(1), bob.address, MAX_ANYS_PER_MESSAGE)])),
      `more than ${MAX_ANYS_PER_MESSAGE} messages inside one message`,
    );
  });

  test("groups nested in a non-critical field of the body: up to the limit admitted, deeper refused", async () => {
    const withGroups = async (depth: number) => {
      const raw = TxRaw.decode(await signAnys([send(1)]));
      return TxRaw.encode({ ...raw, bodyBytes: withNestedGroups(raw.bodyBytes, depth) }).finish();
    };
    // the signature no longer matches, which the ante chain reports after decoding: decoding passed
    expect(await chain.checkTx(await withGroups(MAX_UNKNOWN_GROUP_DEPTH))).toMatchObject({ code: 4, codespace: "sdk" });
    expectRefused(await chain.checkTx(await withGroups(MAX_UNKNOWN_GROUP_DEPTH + 1)), `groups nested more than ${MAX_UNKNOWN_GROUP_DEPTH} deep`);
    expectRefused(await chain.checkTx(await withGroups(400_000)), `groups nested more than ${MAX_UNKNOWN_GROUP_DEPTH} deep`);
  });

  test("an extension option of a type the chain does not know is refused at decoding, critical or not", async () => {
    const unknown: Any = { typeUrl: "/not.a.registered.Type", value: Uint8Array.of(1, 2, 3) };
    expectRefused(
      await chain.checkTx(await signAnys([send(1)], { nonCriticalExtensionOptions: [unknown] })),
      "unable to resolve type URL /not.a.registered.Type",
    );
    expectRefused(await chain.checkTx(await signAnys([send(1)], { extensionOptions: [unknown] })), "unable to resolve type URL /not.a.registered.Type");
  });

  test("an extension option of a known type: non-critical is ignored, critical is refused by the ante chain (sdk 31)", async () => {
    const known: Any = { typeUrl: "/cosmos.feegrant.v1beta1.BasicAllowance", value: BasicAllowance.encode({ spendLimit: [] }).finish() };
    expect(await chain.checkTx(await signAnys([send(1)], { nonCriticalExtensionOptions: [known] }))).toMatchObject({ code: 0 });
    expect(await chain.checkTx(await signAnys([send(1)], { extensionOptions: [known] }))).toMatchObject({ code: 31, codespace: "sdk" });
  });

  /** A CreateDID of `label`'s self-controlled document, `controller` its own DID `controllers` times, signed `signatures` times. */
  const createDidAny = (label: string, controllers: number, signatures: number): Any => {
    const key = testKey(label);
    const base = didDocument(SSI, key);
    const doc = { ...base, controller: Array.from({ length: controllers }, () => base.id) };
    const signature = ssiSignature(chain.chainId, "CreateDID", "", Did.encode(doc).finish(), key);
    const msg = MsgCreateDID.fromPartial({
      didDocString: doc,
      signatures: Array.from({ length: signatures }, () => ({ verificationMethodId: `${doc.id}#key-1`, signature })),
      creator: bob.address,
    });
    return { typeUrl: "/hypersignprotocol.hidnode.ssi.MsgCreateDID", value: MsgCreateDID.encode(msg).finish() };
  };

  test(`a DID operation with more than ${MAX_DID_SIGNATURES} signatures is refused in CheckTx (ssi 107)`, async () => {
    expect(await chain.checkTx(await signAnys([createDidAny("hostile sixteen", 1, MAX_DID_SIGNATURES)]))).toMatchObject({ code: 0 });
    const refused = await chain.checkTx(await signAnys([createDidAny("hostile seventeen", 1, MAX_DID_SIGNATURES + 1)]));
    expect(refused).toMatchObject({ code: 107, codespace: "ssi" });
    expect(refused.log).toContain(`a DID operation may carry at most ${MAX_DID_SIGNATURES}`);
  });

  test("a document naming its controller 2,000 times commits, each of its signatures checked once at auth's sig_verify_cost_ed25519", async () => {
    const once = await signAnys([createDidAny("hostile once", 2_000, 1)]);
    sequence++;
    const sixteen = await signAnys([createDidAny("hostile repeated", 2_000, MAX_DID_SIGNATURES)]);
    sequence++;
    const { txResults } = await chain.block([once, sixteen]);
    expect(txResults.map((r) => r.code)).toEqual([0, 0]);
    // The two differ only in their signatures: each extra one costs its bytes (10 gas a byte) and one check.
    const sizeGas = BigInt(sixteen.length - once.length) * 10n;
    expect(txResults[1]!.gasUsed - txResults[0]!.gasUsed - sizeGas).toBe(BigInt(MAX_DID_SIGNATURES - 1) * ED25519_GAS);
  });

  describe("Simulate runs on the thread that runs blocks, so its work is bounded", () => {
    const simulate = (txBytes: Uint8Array) => chain.rawQuery(SIMULATE_PATH, SimulateRequest.encode({ txBytes }).finish());
    /** A transaction as cosmjs builds it for Simulate: bob's key and sequence, no fee, an empty signature. */
    const unsigned = (messages: Any[]) =>
      TxRaw.encode({
        bodyBytes: TxBody.encode(TxBody.fromPartial({ messages })).finish(),
        authInfoBytes: makeAuthInfoBytes([{ pubkey: encodePubkey(encodeSecp256k1Pubkey(bob.pubkey)), sequence }], [], 0, undefined, undefined),
        signatures: [new Uint8Array(64)],
      }).finish();

    test("a simulation stops at the node's query-gas-limit: 3,000 sends are out of gas, one is estimated", async () => {
      expect(await simulate(unsigned([send(1)]))).toMatchObject({ code: 0 });
      const many = await simulate(unsigned(Array.from({ length: 3_000 }, () => send(1))));
      expect(many).toMatchObject({ code: 11, codespace: "sdk" });
      expect(many.log).toContain(`gasWanted: ${DEFAULT_QUERY_GAS_LIMIT}`);
    });

    test(`a transaction of more than ${MAX_SIMULATE_TX_BYTES} bytes is refused before it is decoded`, async () => {
      const refused = await simulate(new Uint8Array(MAX_SIMULATE_TX_BYTES + 1));
      expect(refused.code).not.toBe(0);
      expect(refused.log).toContain(`a transaction of ${MAX_SIMULATE_TX_BYTES + 1} bytes: a simulation takes at most ${MAX_SIMULATE_TX_BYTES}`);
    });
  });
});
