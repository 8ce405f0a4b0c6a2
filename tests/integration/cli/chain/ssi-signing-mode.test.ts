import { Did } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { SSI_GENESIS } from "../../../harness/ssi";
import { DID_1, DID_2, didDocument, expectError, HID_KEY_1, HID_KEY_2, verifies, VM_1, VM_2 } from "../ssi/fixtures";
import { jsonOf, startCliChain, type CliChain } from "./local-chain";

/**
 * The ssi tx commands sign in the chain's mode, which they learn from the node (`q ssi params`): hid-node v0.1's
 * document bytes on a chain whose genesis sets legacy_signatures, idledger's payload otherwise; --legacy-signature
 * is refused, before anything is signed, by a chain that does not take legacy signatures.
 */
describe("idledger tx ssi signs in the chain's signing mode", () => {
  let legacyChain: CliChain;
  let defaultChain: CliChain;
  const broadcast = ["--from", "alice", "--fees", "3000uhid", "--yes", "--broadcast-mode", "block"];
  const run = (chain: CliChain, args: readonly string[]) => chain.idledger([...args, ...chain.node]);
  const createDid = (chain: CliChain, did: string, multibase: string, vm: string, privateKey: string, ...extra: string[]) =>
    run(chain, ["tx", "ssi", "create-did", JSON.stringify(didDocument(did, multibase)), vm, "--ver-key", privateKey, ...broadcast, ...extra]);
  const didCount = async (chain: CliChain): Promise<string> => jsonOf(await run(chain, ["q", "ssi", "dids", "--count", "-o", "json"])).totalDidCount;

  beforeAll(async () => {
    [legacyChain, defaultChain] = await Promise.all([
      startCliChain("ssi-legacy", undefined, { ...SSI_GENESIS, legacy_signatures: true }),
      startCliChain("ssi-default"),
    ]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([legacyChain?.stop(), defaultChain?.stop()]);
  });

  test("q ssi params shows each chain's legacy_signatures beside its params", async () => {
    expect(jsonOf(await run(legacyChain, ["q", "ssi", "params", "-o", "json"]))).toEqual({ params: { chain_namespace: "devnet" }, legacy_signatures: true });
    expect(jsonOf(await run(defaultChain, ["q", "ssi", "params", "-o", "json"]))).toEqual({ params: { chain_namespace: "devnet" }, legacy_signatures: false });
  });

  test("a legacy chain: create-did without --legacy-signature signs the document bytes alone and is accepted", async () => {
    const result = await createDid(legacyChain, DID_1, HID_KEY_1.multibase, VM_1, HID_KEY_1.privateKey);
    const response = jsonOf(result);
    expect(response).toMatchObject({ code: 0 });
    const signature = response.tx.body.messages[0].signatures[0].signature;
    const document = Did.encode(Did.fromJSON(didDocument(DID_1, HID_KEY_1.multibase))).finish();
    expect(verifies(signature, HID_KEY_1.multibase, { operation: "CreateDID", version: "", document }, true)).toBe(true);
    expect(jsonOf(await run(legacyChain, ["q", "ssi", "did", DID_1, "-o", "json"])).didDocument.id).toBe(DID_1);
  });

  test("a legacy chain: --legacy-signature is accepted too", async () => {
    expect(jsonOf(await createDid(legacyChain, DID_2, HID_KEY_2.multibase, VM_2, HID_KEY_2.privateKey, "--legacy-signature"))).toMatchObject({ code: 0 });
    expect(await didCount(legacyChain)).toBe("2");
  });

  test("a default chain: create-did without the flag signs idledger's payload for the node's chain and is accepted", async () => {
    const response = jsonOf(await createDid(defaultChain, DID_1, HID_KEY_1.multibase, VM_1, HID_KEY_1.privateKey));
    expect(response).toMatchObject({ code: 0 });
    const signature = response.tx.body.messages[0].signatures[0].signature;
    const document = Did.encode(Did.fromJSON(didDocument(DID_1, HID_KEY_1.multibase))).finish();
    expect(verifies(signature, HID_KEY_1.multibase, { chainId: defaultChain.chainId, operation: "CreateDID", version: "", document }, false)).toBe(true);
  });

  test("a default chain: --legacy-signature is refused before anything is signed or sent", async () => {
    const node = defaultChain.node[1]!;
    expectError(
      await createDid(defaultChain, DID_2, HID_KEY_2.multibase, VM_2, HID_KEY_2.privateKey, "--legacy-signature"),
      `--legacy-signature: the chain of the node at ${node} does not accept hid-node v0.1 signatures (legacy_signatures is false, see q ssi params): leave the flag out to sign idledger's payload`,
    );
    expect(await didCount(defaultChain)).toBe("1");
  });
});
