import { Did } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { QueryParamsResponse } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/query";
import { SSI_PARAMS_PATH, startFakeNode, type FakeNode } from "./fake-node";
import { decodeUnsignedTx, DID_1, didDocument, HID_KEY_1, isolatedCli, offlineCreateDidArgs } from "./fixtures";

const cli = isolatedCli();

/** A node whose chain's ssi Params name `namespace`. */
function nodeWithNamespace(namespace: string): Promise<FakeNode> {
  return startFakeNode((path) =>
    path === SSI_PARAMS_PATH
      ? { value: QueryParamsResponse.encode({ params: { chainNamespace: namespace }, legacySignatures: false }).finish() }
      : { code: 6, log: "unknown" },
  );
}

describe("idledger debug did new", () => {
  it("prints hid-node's one-key document for the key and --namespace: #key-1 as method, controller, authentication, assertion", async () => {
    const result = await cli(["debug", "did", "new", "--key", HID_KEY_1.multibase, "--namespace", "devnet"]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(didDocument(DID_1, HID_KEY_1.multibase));
  });

  it("takes the key as base64 public key or Go's base64 private key alike", async () => {
    const fromMultibase = (await cli(["debug", "did", "new", "--key", HID_KEY_1.multibase, "--namespace", "devnet"])).stdout;
    const publicKeyBase64 = Buffer.from(HID_KEY_1.privateKey, "base64").subarray(32).toString("base64");
    expect((await cli(["debug", "did", "new", "--key", publicKeyBase64, "--namespace", "devnet"])).stdout).toBe(fromMultibase);
    expect((await cli(["debug", "did", "new", "--key", HID_KEY_1.privateKey, "--namespace", "devnet"])).stdout).toBe(fromMultibase);
  });

  it("without --namespace, uses the chain's: its ssi Params, asked of --node; an empty one makes did:hid:<key>", async () => {
    for (const namespace of ["testnet", ""]) {
      const node = await nodeWithNamespace(namespace);
      try {
        const result = await cli(["debug", "did", "new", "--key", HID_KEY_1.multibase, "--node", node.address]);
        expect(result.code).toBe(0);
        expect(JSON.parse(result.stdout).id).toBe(namespace === "" ? `did:hid:${HID_KEY_1.multibase}` : `did:hid:${namespace}:${HID_KEY_1.multibase}`);
        expect(node.queries.map((q) => q.path)).toEqual([SSI_PARAMS_PATH]);
      } finally {
        await node.close();
      }
    }
  });

  it("prints a document tx ssi create-did takes as it is", async () => {
    const doc = (await cli(["debug", "did", "new", "--key", HID_KEY_1.multibase, "--namespace", "devnet"])).stdout.trim();
    const signed = await cli(offlineCreateDidArgs(doc));
    expect(signed.code).toBe(0);
    expect(decodeUnsignedTx(signed).msg.didDocString).toEqual(Did.fromJSON(JSON.parse(doc)));
  });

  it("says what is wrong with a key, a namespace or an unreachable node, and prints nothing", async () => {
    const short = await cli(["debug", "did", "new", "--key", Buffer.alloc(16).toString("base64"), "--namespace", ""]);
    expect(short).toMatchObject({ code: 1, stdout: "" });
    expect(short.stderr).toContain("--key must be an Ed25519 public key (32 bytes, z… or base64) or private key (64 bytes, base64), got 16 bytes");
    const badNamespace = await cli(["debug", "did", "new", "--key", HID_KEY_1.multibase, "--namespace", "dev_net"]);
    expect(badNamespace.stderr).toContain(`--namespace: chain_namespace "dev_net" may only hold letters, digits and '-'`);
    const unreachable = await cli(["debug", "did", "new", "--key", HID_KEY_1.multibase, "--node", "tcp://127.0.0.1:1"]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toContain(`cannot learn the chain's DID namespace from tcp://127.0.0.1:1`);
    expect(unreachable.stderr).toContain(`give it with --namespace ("" for none)`);
  });
});
