import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { GasPrice, QueryClient, setupAuthzExtension, setupFeegrantExtension, SigningStargateClient, type StdFee } from "@cosmjs/stargate";
import { Comet38Client } from "@cosmjs/tendermint-rpc";
import { GenericAuthorization } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { MsgExec, MsgGrant, MsgRevoke } from "cosmjs-types/cosmos/authz/v1beta1/tx";
import { SendAuthorization } from "cosmjs-types/cosmos/bank/v1beta1/authz";
import { MsgSend } from "cosmjs-types/cosmos/bank/v1beta1/tx";
import { BasicAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/feegrant";
import { MsgGrantAllowance } from "cosmjs-types/cosmos/feegrant/v1beta1/tx";
import { Registry } from "@cosmjs/proto-signing";
import { defaultRegistryTypes } from "@cosmjs/stargate";
import { MsgCreateDID } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { MSG_CREATE_DID_TYPE_URL } from "../../abci-app/src/modules/ssi/types/msgs";
import { createLocalNode, type LocalNode } from "../harness/local-node";
import { createDid, SSI_GENESIS, testKey } from "../harness/ssi";
import { account, uhid, type TestAccount } from "../integration/app/fixtures";

const CHAIN_ID = "idledger-delegation";
const GRPCURL = path.resolve(__dirname, "../../.bin/grpcurl");
const SEND = "/cosmos.bank.v1beta1.MsgSend";
const run = promisify(execFile);

/**
 * The delegated flow through the clients an app developer uses: cosmjs's Stargate client with its own authz and
 * feegrant message types (MsgGrant, MsgExec, MsgRevoke, MsgGrantAllowance) and its authz/feegrant query extensions,
 * then the same state read over gRPC (grpcurl, by reflection) and REST (curl).
 */
describe("authz and feegrant through cosmjs, gRPC and REST", () => {
  let node: LocalNode;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: string;
  let aliceClient: SigningStargateClient;
  let bobClient: SigningStargateClient;
  const restUrl = () => node.restAddress.replace(/^tcp:/, "http:");

  beforeAll(async () => {
    [alice, bob] = await Promise.all([account("alice"), account("bob")]);
    carol = (await account("carol")).address;
    node = await createLocalNode({ chainId: CHAIN_ID, accounts: [{ address: alice.address, coins: uhid(1_000_000_000) }], appState: { ssi: SSI_GENESIS } });
    // cosmjs's default registry knows the authz and feegrant messages; ssi's MsgCreateDID is added for MsgExec.
    const registry = new Registry([...defaultRegistryTypes, [MSG_CREATE_DID_TYPE_URL, MsgCreateDID]]);
    const options = { registry, gasPrice: GasPrice.fromString("0.025uhid"), broadcastPollIntervalMs: 200 };
    aliceClient = await SigningStargateClient.connectWithSigner(node.rpcUrl, alice.wallet, options);
    bobClient = await SigningStargateClient.connectWithSigner(node.rpcUrl, bob.wallet, options);
  }, 120_000);

  afterAll(async () => {
    aliceClient?.disconnect();
    bobClient?.disconnect();
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
  });

  const aliceFee: StdFee = { amount: uhid(6_000), gas: "240000" };
  /** Paid by alice through bob's fee allowance. */
  const grantedFee = (): StdFee => ({ amount: uhid(6_000), gas: "240000", granter: alice.address });

  test("grants by cosmjs; bob, with no balance, sends alice's tokens and creates her DID with MsgExec, alice paying the fees", async () => {
    const granted = await aliceClient.signAndBroadcast(
      alice.address,
      [
        grant(
          alice.address,
          bob.address,
          "/cosmos.bank.v1beta1.SendAuthorization",
          SendAuthorization.encode(SendAuthorization.fromPartial({ spendLimit: uhid(10_000) })).finish(),
        ),
        grant(alice.address, bob.address, "/cosmos.authz.v1beta1.GenericAuthorization", GenericAuthorization.encode({ msg: MSG_CREATE_DID_TYPE_URL }).finish()),
        {
          typeUrl: "/cosmos.feegrant.v1beta1.MsgGrantAllowance",
          value: MsgGrantAllowance.fromPartial({
            granter: alice.address,
            grantee: bob.address,
            allowance: {
              typeUrl: "/cosmos.feegrant.v1beta1.BasicAllowance",
              value: BasicAllowance.encode(BasicAllowance.fromPartial({ spendLimit: uhid(50_000) })).finish(),
            },
          }),
        },
      ],
      { amount: uhid(10_000), gas: "400000" },
    );
    expect(granted.code).toBe(0);

    const aliceBefore = BigInt((await aliceClient.getBalance(alice.address, "uhid")).amount);
    const send = MsgSend.fromPartial({ fromAddress: alice.address, toAddress: carol, amount: uhid(4_000) });
    const sent = await bobClient.signAndBroadcast(bob.address, [exec(bob.address, [{ typeUrl: SEND, value: MsgSend.encode(send).finish() }])], grantedFee());
    expect(sent.code).toBe(0);
    expect(await bobClient.getBalance(carol, "uhid")).toEqual({ denom: "uhid", amount: "4000" });
    expect(await bobClient.getBalance(bob.address, "uhid")).toEqual({ denom: "uhid", amount: "0" });
    expect(BigInt((await aliceClient.getBalance(alice.address, "uhid")).amount)).toBe(aliceBefore - 4_000n - 6_000n);

    const { msg } = createDid(CHAIN_ID, alice.address, testKey("delegated"));
    const created = await bobClient.signAndBroadcast(
      bob.address,
      [exec(bob.address, [{ typeUrl: MSG_CREATE_DID_TYPE_URL, value: MsgCreateDID.encode(msg).finish() }])],
      grantedFee(),
    );
    expect(created.code).toBe(0);
    expect(created.events.find((e) => e.type === "create_did")).toBeDefined();

    // Over the spend limit of the SendAuthorization: the exec fails in its block with bank's insufficient funds.
    const tooMuch = MsgSend.fromPartial({ fromAddress: alice.address, toAddress: carol, amount: uhid(6_001) });
    const refused = await bobClient.signAndBroadcast(
      bob.address,
      [exec(bob.address, [{ typeUrl: SEND, value: MsgSend.encode(tooMuch).finish() }])],
      grantedFee(),
    );
    expect(refused).toMatchObject({ code: 5 });
    expect(refused.rawLog).toContain("requested amount is more than spend limit");
  }, 60_000);

  test("cosmjs's authz and feegrant query extensions, gRPC found by reflection and REST agree on what is left", async () => {
    const comet = await Comet38Client.connect(node.rpcUrl);
    const queries = QueryClient.withExtensions(comet, setupAuthzExtension, setupFeegrantExtension);
    try {
      const { grants } = await queries.authz.grants(alice.address, bob.address, "");
      const send = grants.find((g) => g.authorization?.typeUrl === "/cosmos.bank.v1beta1.SendAuthorization")!;
      expect(SendAuthorization.decode(send.authorization!.value).spendLimit).toEqual(uhid(6_000));
      expect(grants.map((g) => g.authorization?.typeUrl).sort()).toEqual([
        "/cosmos.authz.v1beta1.GenericAuthorization",
        "/cosmos.bank.v1beta1.SendAuthorization",
      ]);
      expect((await queries.authz.granteeGrants(bob.address)).grants).toHaveLength(2);
      expect((await queries.authz.granterGrants(alice.address)).grants).toHaveLength(2);
      const { allowance } = await queries.feegrant.allowance(alice.address, bob.address);
      expect(BasicAllowance.decode(allowance!.allowance!.value).spendLimit).toEqual(uhid(50_000 - 3 * 6_000));
    } finally {
      comet.disconnect();
    }

    const services = (await grpcurl([], "list")).trim().split("\n");
    expect(services).toEqual(expect.arrayContaining(["cosmos.authz.v1beta1.Query", "cosmos.feegrant.v1beta1.Query"]));
    const viaGrpc = JSON.parse(
      await grpcurl(["-d", JSON.stringify({ granter: alice.address, grantee: bob.address })], "cosmos.feegrant.v1beta1.Query/Allowance"),
    );
    expect(viaGrpc.allowance).toMatchObject({
      granter: alice.address,
      grantee: bob.address,
      allowance: { "@type": "/cosmos.feegrant.v1beta1.BasicAllowance", spendLimit: [{ denom: "uhid", amount: "32000" }] },
    });
    const grantsViaGrpc = JSON.parse(
      await grpcurl(
        ["-d", JSON.stringify({ granter: alice.address, grantee: bob.address, msgTypeUrl: MSG_CREATE_DID_TYPE_URL })],
        "cosmos.authz.v1beta1.Query/Grants",
      ),
    );
    expect(grantsViaGrpc.grants).toEqual([
      expect.objectContaining({ authorization: { "@type": "/cosmos.authz.v1beta1.GenericAuthorization", msg: MSG_CREATE_DID_TYPE_URL } }),
    ]);

    const viaRest = JSON.parse(await curl(`${restUrl()}/cosmos/authz/v1beta1/grants?granter=${alice.address}&grantee=${bob.address}&msg_type_url=${SEND}`));
    expect(viaRest).toEqual({
      grants: [
        {
          authorization: { "@type": "/cosmos.bank.v1beta1.SendAuthorization", spend_limit: [{ denom: "uhid", amount: "6000" }], allow_list: [] },
          expiration: null,
        },
      ],
      pagination: null,
    });
    const byGrantee = JSON.parse(await curl(`${restUrl()}/cosmos/feegrant/v1beta1/allowances/${bob.address}`));
    expect(byGrantee).toMatchObject({
      allowances: [{ granter: alice.address, grantee: bob.address, allowance: { spend_limit: [{ denom: "uhid", amount: "32000" }] } }],
    });
    const byGranter = JSON.parse(await curl(`${restUrl()}/cosmos/authz/v1beta1/grants/granter/${alice.address}`));
    expect(byGranter.grants).toHaveLength(2);

    // A grant or an allowance that does not exist is one rule for both: NotFound, HTTP 404.
    const noGrant = await curlStatus(`${restUrl()}/cosmos/authz/v1beta1/grants?granter=${bob.address}&grantee=${alice.address}&msg_type_url=${SEND}`);
    expect(noGrant).toMatchObject({ status: 404, body: { code: 5, message: expect.stringContaining("authorization not found") } });
    const noAllowance = await curlStatus(`${restUrl()}/cosmos/feegrant/v1beta1/allowance/${bob.address}/${alice.address}`);
    expect(noAllowance).toMatchObject({ status: 404, body: { code: 5, message: expect.stringContaining("fee-grant not found") } });
  });

  test("after MsgRevoke by cosmjs, bob's exec fails with the authz code and carol receives nothing more", async () => {
    const revoked = await aliceClient.signAndBroadcast(
      alice.address,
      [{ typeUrl: "/cosmos.authz.v1beta1.MsgRevoke", value: MsgRevoke.fromPartial({ granter: alice.address, grantee: bob.address, msgTypeUrl: SEND }) }],
      aliceFee,
    );
    expect(revoked.code).toBe(0);
    const send = MsgSend.fromPartial({ fromAddress: alice.address, toAddress: carol, amount: uhid(1) });
    const failed = await bobClient.signAndBroadcast(bob.address, [exec(bob.address, [{ typeUrl: SEND, value: MsgSend.encode(send).finish() }])], grantedFee());
    expect(failed).toMatchObject({ code: 2 });
    expect(failed.rawLog).toContain("authorization not found");
    expect(await bobClient.getBalance(carol, "uhid")).toEqual({ denom: "uhid", amount: "4000" });
  }, 30_000);

  function grant(granter: string, grantee: string, typeUrl: string, value: Uint8Array) {
    return { typeUrl: "/cosmos.authz.v1beta1.MsgGrant", value: MsgGrant.fromPartial({ granter, grantee, grant: { authorization: { typeUrl, value } } }) };
  }

  function exec(grantee: string, msgs: { typeUrl: string; value: Uint8Array }[]) {
    return { typeUrl: "/cosmos.authz.v1beta1.MsgExec", value: MsgExec.fromPartial({ grantee, msgs }) };
  }

  async function curl(url: string): Promise<string> {
    const { stdout } = await run("curl", ["-sS", "--fail-with-body", url], { encoding: "utf8" });
    return stdout;
  }

  /** The HTTP status and JSON body of a GET that may fail. */
  async function curlStatus(url: string): Promise<{ status: number; body: unknown }> {
    const { stdout } = await run("curl", ["-sS", "-w", "\n%{http_code}", url], { encoding: "utf8" });
    const newline = stdout.lastIndexOf("\n");
    return { status: Number(stdout.slice(newline + 1)), body: JSON.parse(stdout.slice(0, newline)) };
  }

  async function grpcurl(flags: readonly string[], ...what: string[]): Promise<string> {
    const { stdout } = await run(GRPCURL, ["-plaintext", ...flags, node.grpcAddress, ...what], { encoding: "utf8" });
    return stdout;
  }
});
