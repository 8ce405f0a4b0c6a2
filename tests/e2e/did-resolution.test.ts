import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";
import { GasPrice, SigningStargateClient, type StdFee } from "@cosmjs/stargate";
import { Resolver } from "did-resolver";
import { getResolver } from "../../lib/did-hid-resolver";
import { Did } from "../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { DID_PREFIX } from "../../abci-app/src/modules/ssi/types/keys";
import { createLocalNode, type LocalNode } from "../harness/local-node";
import { createDid, deactivateDid, didDocument, SSI, SSI_GENESIS, ssiSignature, testKey } from "../harness/ssi";
import { registry } from "../harness/tx-builder";
import { account, uhid, type TestAccount } from "../integration/app/fixtures";
import { verifyProvenValue } from "../unit/store/helpers/verify-proof";

const CHAIN_ID = "idledger-did-resolution";
const run = promisify(execFile);
const FEE: StdFee = { amount: uhid(10_000), gas: "400000" };

interface ResolutionBody {
  didDocument: Record<string, unknown> | null;
  didDocumentMetadata: Record<string, unknown>;
  didResolutionMetadata: Record<string, unknown> & {
    stateProof?: { height: string; appHashHeight: string; store: string; key: string; value: string; proofOps: { type: string; key: string; data: string }[] };
  };
}

/**
 * DID Resolution on a real one-validator chain: a DID created, updated and deactivated with cosmjs, then resolved
 * over HTTP (fetch and curl) in each representation, at each version by versionId and versionTime, with a state proof
 * checked by @confio/ics23 against the app hash CometBFT signed, and through `did-resolver` with the did:hid driver.
 */
describe("DID Resolution: GET /1.0/identifiers/{did}", () => {
  let node: LocalNode;
  let bob: TestAccount;
  let client: SigningStargateClient;
  const key = testKey("resolved");
  const created = createDid(CHAIN_ID, "", key);
  const did = created.doc.id;
  const versions: { hash: string; height: number; time: string }[] = [];
  const restUrl = () => node.restAddress.replace(/^tcp:/, "http:");
  const resolve = (didUrl: string, accept?: string, query = "") =>
    fetch(`${restUrl()}/1.0/identifiers/${encodeURIComponent(didUrl)}${query}`, accept === undefined ? {} : { headers: { accept } });

  async function commit(typeUrl: string, value: object): Promise<void> {
    const result = await client.signAndBroadcast(bob.address, [{ typeUrl, value: { ...value, creator: bob.address } }], FEE);
    expect(result.code).toBe(0);
    const block = (await (await fetch(`${node.rpcUrl}/header?height=${result.height}`)).json()) as { result: { header: { time: string } } };
    versions.push({ hash: result.transactionHash, height: result.height, time: block.result.header.time.replace(/\.\d+Z$/, "Z") });
  }

  beforeAll(async () => {
    bob = await account("bob");
    node = await createLocalNode({ chainId: CHAIN_ID, accounts: [{ address: bob.address, coins: uhid(1_000_000_000) }], appState: { ssi: SSI_GENESIS } });
    client = await SigningStargateClient.connectWithSigner(node.rpcUrl, bob.wallet, {
      registry,
      gasPrice: GasPrice.fromString("0.025uhid"),
      broadcastPollIntervalMs: 200,
    });

    await commit("/hypersignprotocol.hidnode.ssi.MsgCreateDID", created.msg);
    // Blocks are 300 ms apart and `updated` has whole seconds: wait so that each version has its own second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const updated = didDocument(SSI, key, { alsoKnownAs: ["https://example.com/bob"] });
    const updateSignature = ssiSignature(CHAIN_ID, "UpdateDID", versions[0]!.hash, Did.encode(updated).finish(), key);
    await commit("/hypersignprotocol.hidnode.ssi.MsgUpdateDID", {
      didDocString: updated,
      versionId: versions[0]!.hash,
      signatures: [{ verificationMethodId: `${did}#key-1`, signature: updateSignature }],
    });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const deactivateSignature = ssiSignature(CHAIN_ID, "DeactivateDID", versions[1]!.hash, Did.encode(updated).finish(), key);
    await commit("/hypersignprotocol.hidnode.ssi.MsgDeactivateDID", deactivateDid("", updated, versions[1]!.hash, deactivateSignature));
  }, 120_000);

  afterAll(async () => {
    client?.disconnect();
    await node?.stop();
    if (node) fs.rmSync(node.home, { recursive: true, force: true });
  });

  test("the latest version of a deactivated DID answers 410 with its document and deactivated: true", async () => {
    const response = await resolve(did);
    expect(response.status).toBe(410);
    expect(response.headers.get("content-type")).toBe("application/did-resolution");
    const body = (await response.json()) as ResolutionBody;
    expect(body.didDocument).toMatchObject({ "@context": "https://www.w3.org/ns/did/v1", id: did, alsoKnownAs: ["https://example.com/bob"] });
    expect(body.didDocumentMetadata).toEqual({ created: versions[0]!.time, updated: versions[2]!.time, deactivated: true, versionId: versions[2]!.hash });
    expect(body.didResolutionMetadata).toMatchObject({ contentType: "application/did+ld+json" });
  });

  test("versionId reads each version and names the next one", async () => {
    const first = (await (await resolve(`${did}?versionId=${versions[0]!.hash}`)).json()) as ResolutionBody;
    expect(first.didDocument).not.toHaveProperty("alsoKnownAs");
    expect(first.didDocumentMetadata).toEqual({
      created: versions[0]!.time,
      updated: versions[0]!.time,
      versionId: versions[0]!.hash,
      nextVersionId: versions[1]!.hash,
      nextUpdate: versions[1]!.time,
    });
    const second = await resolve(did, undefined, `?versionId=${versions[1]!.hash}`);
    expect(second.status).toBe(200);
    expect(((await second.json()) as ResolutionBody).didDocumentMetadata).toMatchObject({ versionId: versions[1]!.hash, nextVersionId: versions[2]!.hash });
  });

  test("versionTime reads the version in force at that time", async () => {
    const at = async (time: string) => (await resolve(`${did}?versionTime=${time}`)).json() as Promise<ResolutionBody>;
    expect((await at(versions[0]!.time)).didDocumentMetadata.versionId).toBe(versions[0]!.hash);
    expect((await at(versions[1]!.time)).didDocumentMetadata.versionId).toBe(versions[1]!.hash);
    expect((await at("2999-01-01T00:00:00Z")).didDocumentMetadata.versionId).toBe(versions[2]!.hash);
    const before = await resolve(`${did}?versionTime=2000-01-01T00:00:00Z`);
    expect(before.status).toBe(404);
    expect(((await before.json()) as ResolutionBody).didResolutionMetadata.error).toBe("notFound");
  });

  test("proof=true adds the stored state's ICS-23 proof, which verifies against the app hash CometBFT signed", async () => {
    const body = (await (await resolve(did, undefined, `?versionId=${versions[1]!.hash}&proof=true`)).json()) as ResolutionBody;
    const proof = body.didResolutionMetadata.stateProof!;
    expect(proof).toMatchObject({ height: String(versions[1]!.height), store: "ssi" });
    const header = (await (await fetch(`${node.rpcUrl}/commit?height=${proof.appHashHeight}`)).json()) as {
      result: { signed_header: { header: { app_hash: string } } };
    };
    const appHash = Buffer.from(header.result.signed_header.header.app_hash, "hex");
    const b64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));
    const proven = { value: b64(proof.value), proofOps: proof.proofOps.map((op) => ({ type: op.type, key: b64(op.key), data: b64(op.data) })) };
    const storeKey = Buffer.concat([DID_PREFIX, Buffer.from(did)]);
    expect(Buffer.from(b64(proof.key)).equals(storeKey)).toBe(true);
    expect(verifyProvenValue(proven, appHash, "ssi", storeKey)).toBe(true);
    expect(verifyProvenValue({ ...proven, value: b64(proof.value).fill(1, 0, 1) }, appHash, "ssi", storeKey)).toBe(false);
  });

  test("the Accept header chooses the result or the document alone; an unserved representation is 406", async () => {
    const ld = await resolve(`${did}?versionId=${versions[0]!.hash}`, "application/did+ld+json");
    expect(ld.headers.get("content-type")).toBe("application/did+ld+json");
    expect(await ld.json()).toEqual({
      "@context": "https://www.w3.org/ns/did/v1",
      id: did,
      controller: did,
      verificationMethod: [{ id: `${did}#key-1`, type: "Ed25519VerificationKey2020", controller: did, publicKeyMultibase: key.multibase }],
      authentication: [`${did}#key-1`],
      assertionMethod: [`${did}#key-1`],
    });
    const json = await resolve(`${did}?versionId=${versions[0]!.hash}`, "application/did+json");
    expect(json.headers.get("content-type")).toBe("application/did+json");
    expect(await json.json()).not.toHaveProperty("@context");
    const cbor = await resolve(did, "application/did+cbor");
    expect(cbor.status).toBe(406);
    expect(((await cbor.json()) as ResolutionBody).didResolutionMetadata.error).toBe("representationNotSupported");
  });

  test("errors carry DID Resolution's codes and statuses, read with curl", async () => {
    const curl = async (didUrl: string) => {
      const { stdout } = await run("curl", ["-s", "-w", "\n%{http_code}", `${restUrl()}/1.0/identifiers/${encodeURIComponent(didUrl)}`]);
      const [body, status] = [stdout.slice(0, stdout.lastIndexOf("\n")), stdout.slice(stdout.lastIndexOf("\n") + 1)];
      return { status: Number(status), error: (JSON.parse(body) as ResolutionBody).didResolutionMetadata.error };
    };
    expect(await curl("not-a-did")).toEqual({ status: 400, error: "invalidDid" });
    expect(await curl("did:hid:devnet:0OIl")).toEqual({ status: 400, error: "invalidDid" });
    expect(await curl(didDocument(SSI, testKey("never-created")).id)).toEqual({ status: 404, error: "notFound" });
    expect(await curl("did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK")).toEqual({ status: 501, error: "methodNotSupported" });
    expect(await curl(`${did}?versionId=${"0".repeat(64)}`)).toEqual({ status: 404, error: "notFound" });
    expect(await curl(`${did}?versionTime=soon`)).toEqual({ status: 400, error: "invalidOptions" });
  });

  test("did-resolver resolves did:hid through the driver, versions included", async () => {
    const resolver = new Resolver(getResolver(restUrl()));
    const latest = await resolver.resolve(did);
    expect(latest.didDocument?.id).toBe(did);
    expect(latest.didDocumentMetadata).toMatchObject({ deactivated: true, versionId: versions[2]!.hash });
    const first = await resolver.resolve(`${did}?versionId=${versions[0]!.hash}`);
    expect(first.didDocumentMetadata).toMatchObject({ versionId: versions[0]!.hash, nextVersionId: versions[1]!.hash });
    expect(first.didDocument?.verificationMethod?.[0]).toMatchObject({ publicKeyMultibase: key.multibase });
    const plain = await resolver.resolve(did, { accept: "application/did+json" });
    expect(plain.didDocument).not.toHaveProperty("@context");
    const unknown = await resolver.resolve(didDocument(SSI, testKey("unknown")).id);
    expect(unknown.didResolutionMetadata.error).toBe("notFound");
    expect(unknown.didDocument).toBeNull();
  });
});
