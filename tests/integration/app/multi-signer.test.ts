import { encodeSecp256k1Pubkey } from "@cosmjs/amino";
import { encodePubkey, makeAuthInfoBytes, makeSignDoc } from "@cosmjs/proto-signing";
import { QueryBalanceRequest, QueryBalanceResponse } from "cosmjs-types/cosmos/bank/v1beta1/query";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { TxBody, TxRaw } from "cosmjs-types/cosmos/tx/v1beta1/tx";
import { TestChain } from "../../harness/chain";
import { appStateWith } from "../../harness/genesis";
import { account, tempDir, uhid, type TestAccount } from "./fixtures";

/**
 * A transaction signed by several accounts: each signs the same body and auth info for its own account number, and the
 * ante checks each signature against its signer's number (the shared part of the sign bytes is hashed once).
 */
describe("a transaction with several signers", () => {
  let chain: TestChain;
  let signers: TestAccount[];
  let sequence = 0n;

  beforeAll(async () => {
    signers = await Promise.all([account("alice"), account("bob"), account("carol")]);
    chain = await TestChain.start({
      dataDir: tempDir("multi-signer"),
      appState: appStateWith(signers.map((s) => ({ address: s.address, coins: uhid(1_000) }))),
    });
    await chain.block();
  });
  afterAll(() => chain.close());

  /** Each account sends 10uhid to the next; account `i` signs for `accountNumbers[i]`. */
  const ringOfSends = async (accountNumbers: bigint[]): Promise<Uint8Array> => {
    const messages = signers.map((from, i) => ({
      typeUrl: "/cosmos.bank.v1beta1.MsgSend",
      value: MsgSend.encode({ fromAddress: from.address, toAddress: signers[(i + 1) % signers.length]!.address, amount: uhid(10) }).finish(),
    }));
    const bodyBytes = TxBody.encode(TxBody.fromPartial({ messages })).finish();
    const authInfoBytes = makeAuthInfoBytes(
      signers.map((s) => ({ pubkey: encodePubkey(encodeSecp256k1Pubkey(s.pubkey)), sequence })),
      [],
      400_000,
      undefined,
      undefined,
    );
    const signatures = await Promise.all(
      signers.map(async (s, i) => {
        const doc = makeSignDoc(bodyBytes, authInfoBytes, chain.chainId, Number(accountNumbers[i]));
        const { signature } = await s.wallet.signDirect(s.address, doc);
        return Buffer.from(signature.signature, "base64");
      }),
    );
    return TxRaw.encode({ bodyBytes, authInfoBytes, signatures }).finish();
  };
  /** The genesis account numbers, in the order appStateWith lists the accounts. */
  const numbers = () => [0n, 1n, 2n];

  test("three signers, each for its own account number, are admitted and executed", async () => {
    const tx = await ringOfSends(numbers());
    expect(await chain.checkTx(tx)).toMatchObject({ code: 0 });
    const { txResults } = await chain.block([tx]);
    expect(txResults[0]).toMatchObject({ code: 0 });
    sequence++;
    for (const s of signers) {
      const { balance } = await chain.query("/cosmos.bank.v1beta1.Query/Balance", QueryBalanceRequest, QueryBalanceResponse, {
        address: s.address,
        denom: "uhid",
      });
      expect(balance?.amount).toBe("1000");
    }
  });

  test("the last signer signing for another's account number is refused, naming its own (sdk 4)", async () => {
    const tx = await ringOfSends([0n, 1n, 0n]);
    const refused = await chain.checkTx(tx);
    expect(refused).toMatchObject({ code: 4, codespace: "sdk" });
    expect(refused.log).toContain("please verify account number (2)");
  });
});
