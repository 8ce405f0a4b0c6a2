import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { QueryDidDocumentRequest, QueryDidDocumentResponse } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { BroadcastTxError, GasPrice, QueryClient, SigningStargateClient, StargateClient } from "@cosmjs/stargate";
import { connectComet } from "@cosmjs/tendermint-rpc";
import { builtCli } from "../harness/built-cli";
import { createLocalNode, type LocalNode } from "../harness/local-node";
import { createDid, SSI_GENESIS, testKey } from "../harness/ssi";
import { registry } from "../harness/tx-builder";
import { account, uhid, type TestAccount } from "../integration/app/fixtures";

const CHAIN_ID = "idledger-e2e";

/** cosmjs against `idledger start` with the real CometBFT, beyond the happy path (tests/e2e/node-acceptance.test.ts): failures in the block and in CheckTx, ssi messages. */
describe("cosmjs through a real CometBFT node", () => {
  let comet: LocalNode;
  let alice: TestAccount;
  let client: SigningStargateClient;

  beforeAll(async () => {
    alice = await account("alice");
    comet = await createLocalNode({ chainId: CHAIN_ID, accounts: [{ address: alice.address, coins: uhid(1_000_000_000) }], appState: { ssi: SSI_GENESIS } });
    client = await SigningStargateClient.connectWithSigner(comet.rpcUrl, alice.wallet, {
      registry,
      gasPrice: GasPrice.fromString("0.025uhid"),
      broadcastPollIntervalMs: 300,
    });
  }, 120_000);

  afterAll(async () => {
    client?.disconnect();
    await comet?.stop();
    if (comet) fs.rmSync(comet.home, { recursive: true, force: true });
  });

  test("a message that fails in the block is committed with its code, its fee paid", async () => {
    const before = BigInt((await client.getBalance(alice.address, "uhid")).amount);
    const result = await client.sendTokens(alice.address, alice.address, uhid(10n ** 15n), { amount: uhid(5_000), gas: "200000" });
    expect(result.code).toBe(5);
    expect(result.rawLog).toMatch(/insufficient funds/);
    expect(BigInt((await client.getBalance(alice.address, "uhid")).amount)).toBe(before - 5_000n);
  });

  test("CheckTx rejections reach the client as BroadcastTxError with the SDK code", async () => {
    const signed = await client.sign(
      alice.address,
      [{ typeUrl: "/cosmos.bank.v1beta1.MsgSend", value: { fromAddress: alice.address, toAddress: alice.address, amount: uhid(1) } }],
      { amount: uhid(5_000), gas: "200000" },
      "",
      {
        accountNumber: 0n,
        sequence: 99,
        chainId: CHAIN_ID,
      },
    );
    const bytes = (await import("cosmjs-types/cosmos/tx/v1beta1/tx")).TxRaw.encode(signed).finish();
    let error: unknown;
    try {
      // broadcastTxSync: cosmjs's broadcastTx leaves its 60 s poll timer running when CheckTx rejects
      await client.broadcastTxSync(bytes);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(BroadcastTxError);
    expect(error).toMatchObject({ code: 32, codespace: "sdk" });

    const reader = await StargateClient.connect(comet.rpcUrl);
    expect((await reader.getBalance(alice.address, "uhid")).denom).toBe("uhid");
    reader.disconnect();
  });

  test("a DID created with cosmjs is read back through CometBFT's abci_query and the idledger CLI", async () => {
    const { doc, msg } = createDid(CHAIN_ID, alice.address, testKey("e2e subject"));
    const result = await client.signAndBroadcast(alice.address, [{ typeUrl: "/hypersignprotocol.hidnode.ssi.MsgCreateDID", value: msg }], "auto");
    expect(result.code).toBe(0);
    expect(result.msgResponses.map((r) => r.typeUrl)).toEqual(["/hypersignprotocol.hidnode.ssi.MsgCreateDIDResponse"]);

    const rpc = await connectComet(comet.rpcUrl);
    const answer = await new QueryClient(rpc).queryAbci(
      "/hypersignprotocol.hidnode.ssi.Query/QueryDidDocument",
      QueryDidDocumentRequest.encode({ didId: doc.id }).finish(),
    );
    rpc.disconnect();
    expect(QueryDidDocumentResponse.decode(answer.value).didDocument).toEqual(doc);

    const cli = spawnSync(process.execPath, [builtCli(), "q", "ssi", "did", doc.id, "--node", comet.rpcUrl, "--output", "json"], { encoding: "utf8" });
    expect(cli.status).toBe(0);
    const printed = JSON.parse(cli.stdout) as { didDocument: { id: string }; didDocumentMetadata: { versionId: string } };
    expect(printed.didDocument.id).toBe(doc.id);
    expect(printed.didDocumentMetadata.versionId).toBe(result.transactionHash);
  });
});
