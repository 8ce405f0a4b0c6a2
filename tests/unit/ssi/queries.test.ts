import { PageRequest } from "cosmjs-types/cosmos/base/query/v1beta1/pagination";
import type { AppError } from "../../../abci-app/src/types/errors";
import type { QueryRoute } from "../../../abci-app/src/module-kit/module";
import { ErrInvalidRequest, ErrKeyNotFound } from "../../../abci-app/src/types/sdk-errors";
import {
  createSchemaMsg,
  credentialStatus,
  didDocument,
  didOf,
  expectOk,
  newSsi,
  registerDid,
  registerStatusMsg,
  run,
  schemaDocument,
  testKey,
  TYPE,
  type Ssi,
} from "./setup";

const keys = ["k0", "k1", "k2", "k3", "k4"].map((label) => testKey(label));
const SERVICE = "/hypersignprotocol.hidnode.ssi.Query";

function query(ssi: Ssi, method: string, req: unknown): any {
  const route = ssi.module.queryRoutes.find((r) => r.path === `${SERVICE}/${method}`) as QueryRoute;
  return route.handle(ssi.ctx, req);
}

function queryError(ssi: Ssi, method: string, req: unknown): AppError {
  try {
    query(ssi, method, req);
  } catch (err) {
    return err as AppError;
  }
  throw new Error("expected the query to fail");
}

const page = (p: Partial<PageRequest>) => PageRequest.fromPartial(p);

/** Five DIDs, sorted by id. */
function withDids(): { ssi: Ssi; ids: string[] } {
  const ssi = newSsi();
  for (const key of keys) registerDid(ssi, key);
  return { ssi, ids: keys.map((k) => didOf(ssi, k)).sort() };
}

describe("ssi queries", () => {
  it("serves the six hid-node query paths and idledger's Params", () => {
    const ssi = newSsi();
    expect(ssi.module.queryRoutes.map((r) => r.path).sort()).toEqual(
      ["Params", "QueryCredential", "QueryCredentials", "QueryDidDocument", "QueryDidDocuments", "QuerySchema", "QuerySchemas"].map((m) => `${SERVICE}/${m}`),
    );
  });

  it("Params answers the chain namespace, and the genesis legacy_signatures beside the params", () => {
    expect(query(newSsi({ namespace: "devnet" }), "Params", {})).toEqual({ params: { chainNamespace: "devnet" }, legacySignatures: false });
    expect(query(newSsi({ namespace: "", legacy: true }), "Params", {})).toEqual({ params: { chainNamespace: "" }, legacySignatures: true });
  });

  it("rejects a null request as InvalidArgument", () => {
    const ssi = newSsi();
    for (const method of ["QueryDidDocument", "QuerySchemas"]) expect(ErrInvalidRequest.is(queryError(ssi, method, undefined))).toBe(true);
  });

  describe("QueryDidDocument", () => {
    it("answers the document and its metadata", () => {
      const ssi = newSsi();
      const doc = registerDid(ssi, keys[0]!);
      const res = query(ssi, "QueryDidDocument", { didId: doc.id });
      expect(res.didDocument).toEqual(doc);
      expect(res.didDocumentMetadata).toEqual(ssi.keeper.getDid(ssi.ctx, doc.id)!.didDocumentMetadata);
    });

    it("an unknown DID is NotFound (hid-node v0.1 answered an empty object)", () => {
      const ssi = newSsi();
      const err = queryError(ssi, "QueryDidDocument", { didId: didOf(ssi, keys[0]!) });
      expect(ErrKeyNotFound.is(err)).toBe(true);
      expect(err.message).toBe(`rpc error: code = NotFound desc = DID document ${didOf(ssi, keys[0]!)}: key not found`);
    });

    it("an empty id is InvalidArgument", () => {
      expect(ErrInvalidRequest.is(queryError(newSsi(), "QueryDidDocument", { didId: "" }))).toBe(true);
    });
  });

  describe("QueryDidDocuments", () => {
    it("count=true answers only the total", () => {
      const { ssi } = withDids();
      expect(query(ssi, "QueryDidDocuments", { count: true, pagination: undefined })).toEqual({ totalDidCount: 5n, didDocList: [] });
    });

    it("lists in id order with offset and limit; the total is the DID count", () => {
      const { ssi, ids } = withDids();
      const res = query(ssi, "QueryDidDocuments", { count: false, pagination: page({ offset: 1n, limit: 2n }) });
      expect(res.totalDidCount).toBe(5n);
      expect(res.didDocList.map((d: any) => d.didDocument.id)).toEqual(ids.slice(1, 3));
      expect(res.didDocList[0].didDocumentMetadata.versionId).toMatch(/^[0-9A-F]{64}$/);
    });

    it("resumes from a key (a DID id) and pages backwards with reverse", () => {
      const { ssi, ids } = withDids();
      const fromKey = query(ssi, "QueryDidDocuments", { count: false, pagination: page({ key: new TextEncoder().encode(ids[3]!), limit: 10n }) });
      expect(fromKey.didDocList.map((d: any) => d.didDocument.id)).toEqual(ids.slice(3));
      const reversed = query(ssi, "QueryDidDocuments", { count: false, pagination: page({ reverse: true, limit: 2n }) });
      expect(reversed.didDocList.map((d: any) => d.didDocument.id)).toEqual([ids[4], ids[3]]);
    });

    it("without pagination answers everything (up to 100)", () => {
      const { ssi, ids } = withDids();
      expect(query(ssi, "QueryDidDocuments", { count: false, pagination: undefined }).didDocList.map((d: any) => d.didDocument.id)).toEqual(ids);
    });

    it("offset and key together are InvalidArgument", () => {
      const { ssi, ids } = withDids();
      const err = queryError(ssi, "QueryDidDocuments", { count: false, pagination: page({ key: new TextEncoder().encode(ids[0]!), offset: 1n }) });
      expect(ErrInvalidRequest.is(err)).toBe(true);
    });
  });

  describe("QuerySchema and QuerySchemas", () => {
    const author = keys[0]!;
    const schemaKey = testKey("schema");
    const otherSchema = testKey("other-schema");
    function withSchemas(): Ssi {
      const ssi = newSsi();
      registerDid(ssi, author);
      for (const [key, version] of [
        [schemaKey, "1.0"],
        [schemaKey, "2"],
        [schemaKey, "1.1"],
        [otherSchema, "1.0"],
      ] as const) {
        expectOk(run(ssi, TYPE.createSchema, createSchemaMsg(ssi, schemaDocument(ssi, author, key, version), author)));
      }
      return ssi;
    }
    const base = (ssi: Ssi, key = schemaKey) => `sch:hid:${ssi.namespace}:${key.multibase}`;

    it("an id without version answers every version, in id order", () => {
      const ssi = withSchemas();
      expect(query(ssi, "QuerySchema", { schemaId: base(ssi) }).schema.map((s: any) => s.id)).toEqual(["1.0", "1.1", "2"].map((v) => `${base(ssi)}:${v}`));
    });

    it("a versioned id answers that version with its proof", () => {
      const ssi = withSchemas();
      const res = query(ssi, "QuerySchema", { schemaId: `${base(ssi)}:1.1` });
      expect(res.schema).toHaveLength(1);
      expect(res.schema[0]).toEqual(ssi.keeper.getSchema(ssi.ctx, `${base(ssi)}:1.1`));
      expect(res.schema[0].proof.proofValue).not.toBe("");
    });

    it("a version that does not exist, or part of an id, is NotFound", () => {
      const ssi = withSchemas();
      for (const schemaId of [`${base(ssi)}:3.0`, `${base(ssi)}:1`, base(ssi).slice(0, -3)]) {
        expect(ErrKeyNotFound.is(queryError(ssi, "QuerySchema", { schemaId }))).toBe(true);
      }
    });

    it("QuerySchemas pages over every version; the total is the schema count", () => {
      const ssi = withSchemas();
      const res = query(ssi, "QuerySchemas", { pagination: page({ limit: 3n }) });
      expect(res.totalCount).toBe(4n);
      expect(res.schemaList).toHaveLength(3);
    });
  });

  describe("QueryCredential and QueryCredentials", () => {
    const issuer = keys[0]!;
    function withCredentials(): Ssi {
      const ssi = newSsi();
      registerDid(ssi, issuer);
      for (const key of keys.slice(1)) expectOk(run(ssi, TYPE.registerCredentialStatus, registerStatusMsg(ssi, credentialStatus(ssi, issuer, key), issuer)));
      return ssi;
    }

    it("answers a credential status", () => {
      const ssi = withCredentials();
      const id = credentialStatus(ssi, issuer, keys[1]!).claim!.id;
      expect(query(ssi, "QueryCredential", { credId: id }).credStatus).toEqual(ssi.keeper.getCredential(ssi.ctx, id)!.credential);
    });

    it("an unknown credential is NotFound", () => {
      const ssi = withCredentials();
      expect(ErrKeyNotFound.is(queryError(ssi, "QueryCredential", { credId: credentialStatus(ssi, issuer, testKey("nobody")).claim!.id }))).toBe(true);
      expect(ErrInvalidRequest.is(queryError(ssi, "QueryCredential", { credId: " " }))).toBe(true);
    });

    it("QueryCredentials pages in id order; the total is the credential count", () => {
      const ssi = withCredentials();
      const all = query(ssi, "QueryCredentials", { pagination: undefined }).credentials.map((c: any) => c.claim.id);
      expect(all).toEqual([...all].sort());
      const res = query(ssi, "QueryCredentials", { pagination: page({ offset: 2n, limit: 5n }) });
      expect(res.totalCount).toBe(4n);
      expect(res.credentials.map((c: any) => c.claim.id)).toEqual(all.slice(2));
    });
  });

  it("works on the main network too", () => {
    const ssi = newSsi({ namespace: "" });
    const doc = registerDid(ssi, keys[0]!, didDocument({ namespace: "" }, keys[0]!));
    expect(doc.id).toBe(`did:hid:${keys[0]!.multibase}`);
    expect(query(ssi, "QueryDidDocument", { didId: doc.id }).didDocument.id).toBe(doc.id);
  });
});
