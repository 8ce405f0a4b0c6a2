import { readSdkJson } from "../../../abci-app/src/codec/sdk-json-reader";
import { GenesisState } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/genesis";
import { Context } from "../../../abci-app/src/module-kit/context";
import {
  createSchemaMsg,
  credentialStatus,
  deactivateDidMsg,
  didOf,
  expectOk,
  newSsi,
  registerDid,
  registerStatusMsg,
  run,
  schemaDocument,
  T0,
  testKey,
  TYPE,
  type Ssi,
} from "./setup";

const alice = testKey("alice");
const bob = testKey("bob");

/** A chain with some history: DIDs (one deactivated), two schema versions, credentials in several states. */
function liveChain(namespace = "devnet"): Ssi {
  const ssi = newSsi({ namespace });
  registerDid(ssi, alice);
  registerDid(ssi, bob);
  expectOk(run(ssi, TYPE.deactivateDid, deactivateDidMsg(ssi, didOf(ssi, bob), [[bob, `${didOf(ssi, bob)}#key-1`]])));
  for (const version of ["1.0", "2.0"])
    expectOk(run(ssi, TYPE.createSchema, createSchemaMsg(ssi, schemaDocument(ssi, alice, testKey("schema"), version), alice)));
  const live = testKey("vc-live");
  const expiring = testKey("vc-expiring");
  expectOk(run(ssi, TYPE.registerCredentialStatus, registerStatusMsg(ssi, credentialStatus(ssi, alice, live), alice)));
  expectOk(
    run(ssi, TYPE.registerCredentialStatus, registerStatusMsg(ssi, credentialStatus(ssi, alice, expiring, { expirationDate: "2024-01-01T00:00:30Z" }), alice)),
  );
  const suspend = credentialStatus(ssi, alice, live, { status: "Suspended", reason: "audit" });
  expectOk(run(ssi, TYPE.registerCredentialStatus, registerStatusMsg(ssi, suspend, alice, { updated: "2024-01-01T00:00:05Z" })));
  ssi.module.beginBlock!(ssi.at(T0 + 60n));
  return ssi;
}

function exported(ssi: Ssi): unknown {
  return ssi.module.exportGenesis(ssi.ctx);
}

describe("ssi genesis", () => {
  it("the default is the main network with idledger's signatures and nothing stored", () => {
    const ssi = newSsi();
    const genesis = ssi.module.defaultGenesis();
    expect(genesis).toEqual({
      chain_namespace: "",
      legacy_signatures: false,
      did_documents: [],
      schemas: [],
      credentials: [],
      did_count: "0",
      schema_count: "0",
      credential_count: "0",
      former_namespaces: [],
    });
    expect(() => ssi.module.validateGenesis(genesis)).not.toThrow();
  });

  it("round-trips strictly: export(init(g)) deep-equals g, through JSON text", () => {
    const g = JSON.parse(JSON.stringify(exported(liveChain())));
    expect(g.did_documents).toHaveLength(2);
    expect(g.schemas).toHaveLength(2);
    expect(g.credentials).toHaveLength(2);
    expect(g.credential_count).toBe("2");
    const imported = newSsi({ genesis: g });
    expect(exported(imported)).toEqual(g);
  });

  it("an imported chain carries on: stored versions sign updates, an imported expired credential stays as it is", () => {
    const g = JSON.parse(JSON.stringify(exported(liveChain())));
    const imported = newSsi({ genesis: g });
    expect(imported.keeper.getDid(imported.ctx, didOf(imported, bob))!.didDocumentMetadata!.deactivated).toBe(true);
    const ctx = imported.at(T0 + 3600n);
    imported.module.beginBlock!(ctx);
    expect(ctx.events.events()).toEqual([]);
    expect(exported(imported)).toEqual(g);
  });

  it("rebuilds the expiry index: a credential imported as Live expires at the first block after its date", () => {
    const ssi = newSsi();
    registerDid(ssi, alice);
    expectOk(
      run(
        ssi,
        TYPE.registerCredentialStatus,
        registerStatusMsg(ssi, credentialStatus(ssi, alice, testKey("vc"), { expirationDate: "2024-01-01T00:00:30Z" }), alice),
      ),
    );
    const g = exported(ssi);
    const imported = newSsi({ genesis: g });
    const ctx = imported.at(T0 + 31n);
    imported.module.beginBlock!(ctx);
    expect(ctx.events.events().map((e) => e.type)).toEqual(["credential_expired"]);
  });

  it('keeps an empty namespace empty (v0.1.1+; v0.1.0 stored "mainnet") and the signature mode', () => {
    const ssi = newSsi({ namespace: "", legacy: true });
    expect(ssi.keeper.getChainNamespace(ssi.ctx)).toBe("");
    expect(ssi.keeper.legacySignatures(ssi.ctx)).toBe(true);
    expect(exported(ssi)).toMatchObject({ chain_namespace: "", legacy_signatures: true });
  });

  describe("validation (also run by InitChain) names the problem", () => {
    const base = () => JSON.parse(JSON.stringify(exported(liveChain()))) as Record<string, any>;
    const cases: [string, (g: Record<string, any>) => void, RegExp][] = [
      ["a namespace longer than 10", (g) => (g.chain_namespace = "abcdefghijk"), /longer than 10 characters/],
      ["a namespace with '_'", (g) => (g.chain_namespace = "dev_net"), /may only hold letters, digits and '-'/],
      ["an unknown field", (g) => (g.params = {}), /ssi genesis: unknown field "params" in GenesisState/],
      ["a DID of another namespace", (g) => (g.chain_namespace = "testnet"), /did_documents\[0\].*expected namespace testnet/],
      ["a DID twice", (g) => g.did_documents.push(g.did_documents[0]), /duplicate DID/],
      ["a DID without metadata", (g) => delete g.did_documents[0].didDocumentMetadata, /didDocument and didDocumentMetadata are required/],
      ["a schema twice", (g) => g.schemas.push(g.schemas[0]), /duplicate schema/],
      ["a schema with a bad id", (g) => (g.schemas[0].id = "sch:hid:devnet:x:1.0"), /schemas\[0\].*Invalid schema Id/],
      [
        "a schema whose author is not a DID of genesis",
        (g) => (g.schemas[0].author = `did:hid:devnet:${testKey("nobody").multibase}`),
        /author .* is not among the DID documents/,
      ],
      [
        "a credential whose issuer is not a DID of genesis",
        (g) => (g.credentials[0].issuer = `did:hid:devnet:${testKey("nobody").multibase}`),
        /issuer .* is not among the DID documents/,
      ],
      ["a credential twice", (g) => g.credentials.push(g.credentials[0]), /duplicate credential/],
      ["a credential with an unknown status", (g) => (g.credentials[0].claim.currentStatus = "Paused"), /unknown status "Paused"/],
      ["a credential with an unparseable expiration date", (g) => (g.credentials[0].expirationDate = "tomorrow"), /invalid expiration date format/],
      ["a credential expiring before its issuance", (g) => (g.credentials[0].expirationDate = "2000-01-01T00:00:00Z"), /cannot be less than issuance date/],
      ["a credential with an unparseable proof date", (g) => (g.credentials[0].proof.updated = "now"), /proof.updated "now" is not an RFC 3339 date/],
      ["a credential without proof", (g) => delete g.credentials[0].proof, /claim and proof are required/],
      ["a credential with a bad claim id", (g) => (g.credentials[0].claim.id = "vc:hid:devnet"), /credentials\[0\].*expected 4 parts/],
      ["a count below the documents", (g) => (g.did_count = "1"), /did_count 1 is less than the 2 DID documents/],
      ["a negative count", (g) => (g.schema_count = "-1"), /ssi genesis.schema_count: expected an unsigned 64-bit integer/],
    ];
    it.each(cases)("%s", (_name, mutate, message) => {
      const g = base();
      mutate(g);
      const ssi = newSsi();
      expect(() => ssi.module.validateGenesis(g)).toThrow(message);
      expect(() => ssi.module.initGenesis(Context.create(ssi.ctx.block, "genesis", ssi.store), g)).toThrow(message);
    });

    it("the unchanged export is valid", () => {
      expect(() => newSsi().module.validateGenesis(base())).not.toThrow();
    });
  });

  it("writes hid-node's store keys byte for byte", () => {
    const ssi = newSsi({ namespace: "devnet" });
    registerDid(ssi, alice);
    const store = ssi.store.getKVStore("ssi");
    const text = (s: string) => new TextEncoder().encode(s);
    expect(Buffer.from(store.get(text("Did-namespace-Did-namespace-"))!).toString()).toBe("devnet");
    expect(Buffer.from(store.get(text("Did-count-Did-count-"))!).toString("hex")).toBe("0000000000000001");
    expect(store.has(text(`Did-value-${didOf(ssi, alice)}`))).toBe(true);
    expect(readSdkJson(GenesisState, exported(ssi)).didDocuments[0]!.didDocument!.id).toBe(didOf(ssi, alice));
  });
});
