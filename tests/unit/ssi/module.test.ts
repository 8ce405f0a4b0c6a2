import type { Any } from "cosmjs-types/google/protobuf/any";
import { toSdkJson } from "../../../abci-app/src/codec/sdk-json";
import { readSdkJson } from "../../../abci-app/src/codec/sdk-json-reader";
import { MsgCreateDID } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import type { Event } from "../../../abci-app/src/types/events";
import {
  createDidMsg,
  createSchemaMsg,
  CREATOR,
  credentialStatus,
  deactivateDidMsg,
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
  updateDidMsg,
  type Ssi,
} from "./setup";

const alice = testKey("alice");
const PACKAGE = "/hypersignprotocol.hidnode.ssi.";

/** True when an event of `type` carries all these attribute values. */
function hasEvent(events: readonly Event[], type: string, attributes: Record<string, string>): boolean {
  return events.some((e) => e.type === type && Object.entries(attributes).every(([k, v]) => e.attributes.some((a) => a.key === k && a.value === v)));
}

/** Runs a message on its own event manager and returns what it emitted. */
function eventsOf(ssi: Ssi, typeUrl: string, msg: unknown): Event[] {
  const before = ssi.ctx.events.events().length;
  expectOk(run(ssi, typeUrl, msg));
  return ssi.ctx.events.events().slice(before);
}

describe("the ssi module", () => {
  it("routes the five hid-node messages with their amino names, each signed by its creator, then idledger's MsgUpdateParams", () => {
    const { module } = newSsi();
    expect(module.name).toBe("ssi");
    expect(module.storeKeys).toEqual(["ssi"]);
    expect(module.msgRoutes.map((r) => [r.typeUrl, r.aminoName])).toEqual([
      [`${PACKAGE}MsgCreateDID`, "ssi/CreateDID"],
      [`${PACKAGE}MsgUpdateDID`, "ssi/UpdateDID"],
      [`${PACKAGE}MsgCreateSchema`, "ssi/CreateSchema"],
      [`${PACKAGE}MsgDeactivateDID`, "ssi/DeactivateDID"],
      [`${PACKAGE}MsgRegisterCredentialStatus`, undefined],
      [`${PACKAGE}MsgUpdateParams`, "ssi/UpdateParams"],
    ]);
    for (const route of module.msgRoutes.slice(0, 5)) expect(route.signers({ creator: CREATOR })).toEqual([CREATOR]);
    expect(module.msgRoutes[5]!.signers({ authority: CREATOR })).toEqual([CREATOR]);
  });

  it("registers the messages and their responses, so Anys and proto JSON work", () => {
    const ssi = newSsi();
    const names = ["MsgCreateDID", "MsgUpdateDID", "MsgCreateSchema", "MsgDeactivateDID", "MsgRegisterCredentialStatus", "MsgUpdateParams"];
    expect(ssi.registry.typeUrls()).toEqual(names.flatMap((n) => [`${PACKAGE}${n}`, `${PACKAGE}${n}Response`]).sort());
    const msg = createDidMsg(ssi, didDocument(ssi, alice), [[alice, `${didOf(ssi, alice)}#key-1`]]);
    const json = toSdkJson(MsgCreateDID, msg) as Record<string, any>;
    expect(Object.keys(json.signatures[0])).toEqual(["verification_method_id", "signature"]);
    expect(readSdkJson(MsgCreateDID, json)).toEqual(msg);
  });

  it("answers each message with its response type", () => {
    const ssi = newSsi();
    const any = run(ssi, TYPE.createDid, createDidMsg(ssi, didDocument(ssi, alice), [[alice, `${didOf(ssi, alice)}#key-1`]])) as Any;
    expect(any.typeUrl).toBe(`${PACKAGE}MsgCreateDIDResponse`);
  });

  it("emits one event per operation naming the document, looked up by type and attribute", () => {
    const ssi = newSsi();
    const id = didOf(ssi, alice);
    const vm: [typeof alice, string] = [alice, `${id}#key-1`];
    const created = eventsOf(ssi, TYPE.createDid, createDidMsg(ssi, didDocument(ssi, alice), [vm]));
    expect(hasEvent(created, "create_did", { did_id: id, creator: CREATOR, version_id: ssi.keeper.getDid(ssi.ctx, id)!.didDocumentMetadata!.versionId })).toBe(
      true,
    );

    const updated = eventsOf(ssi, TYPE.updateDid, updateDidMsg(ssi, didDocument(ssi, alice, { alsoKnownAs: ["a"] }), [vm]));
    expect(hasEvent(updated, "update_did", { did_id: id, creator: CREATOR })).toBe(true);

    const schema = schemaDocument(ssi, alice, testKey("schema"));
    expect(hasEvent(eventsOf(ssi, TYPE.createSchema, createSchemaMsg(ssi, schema, alice)), "create_schema", { schema_id: schema.id, creator: CREATOR })).toBe(
      true,
    );

    const status = credentialStatus(ssi, alice, testKey("vc"));
    const vcId = status.claim!.id;
    expect(
      hasEvent(eventsOf(ssi, TYPE.registerCredentialStatus, registerStatusMsg(ssi, status, alice)), "register_credential_status", {
        credential_id: vcId,
        status: "Live",
        creator: CREATOR,
      }),
    ).toBe(true);
    const revoke = credentialStatus(ssi, alice, testKey("vc"), { status: "Revoked", reason: "lost" });
    const changed = eventsOf(ssi, TYPE.registerCredentialStatus, registerStatusMsg(ssi, revoke, alice, { updated: "2024-01-02T00:00:00Z" }));
    expect(hasEvent(changed, "update_credential_status", { credential_id: vcId, status: "Revoked" })).toBe(true);
    expect(hasEvent(changed, "register_credential_status", {})).toBe(false);

    expect(hasEvent(eventsOf(ssi, TYPE.deactivateDid, deactivateDidMsg(ssi, id, [vm])), "deactivate_did", { did_id: id, creator: CREATOR })).toBe(true);
    expect(
      ssi.ctx.events
        .events()
        .flatMap((e) => e.attributes)
        .every((a) => a.index),
    ).toBe(true);
  });

  it("emits nothing when a message fails", () => {
    const ssi = newSsi();
    registerDid(ssi, alice);
    const before = ssi.ctx.events.events().length;
    run(ssi, TYPE.createDid, createDidMsg(ssi, didDocument(ssi, alice), [[alice, `${didOf(ssi, alice)}#key-1`]]));
    expect(ssi.ctx.events.events()).toHaveLength(before);
  });
});
