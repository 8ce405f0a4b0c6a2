import type { Any } from "cosmjs-types/google/protobuf/any";
import {
  ErrDidDocDeactivated,
  ErrInvalidDidDoc,
  ErrInvalidService,
  ErrInvalidSignature,
  ErrUnexpectedDidVersion,
} from "../../../abci-app/src/modules/ssi/errors";
import type { Did } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { MsgUpdateDID, MsgUpdateDIDResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { upperHexSha256 } from "../../../abci-app/src/modules/ssi/types/version";
import { ErrInvalidAddress, ErrKeyNotFound } from "../../../abci-app/src/types/sdk-errors";
import { runCases, type Case } from "./cases";
import {
  createDidMsg,
  didDocument,
  didOf,
  expectError,
  expectOk,
  newSsi,
  registerDid,
  run,
  storeDid,
  T0,
  testKey,
  TYPE,
  updateDidMsg,
  type Key,
  type Ssi,
} from "./setup";

const alice = testKey("alice");
const bob = testKey("bob");
const charlie = testKey("charlie");
const file = testKey("file");

const key1 = (ssi: Ssi, key: Key): [Key, string] => [key, `${didOf(ssi, key)}#key-1`];

/** Alice's registered document with one more context entry. */
function changedAlice(ssi: Ssi, overrides: Partial<Did> = {}): Did {
  return didDocument(ssi, alice, { context: ["https://www.w3.org/ns/did/v1", "https://example.com/v2"], ...overrides });
}

describe("UpdateDID", () => {
  const registered = (s: Ssi) => void registerDid(s, alice);
  const cases: Case<MsgUpdateDID>[] = [
    {
      name: "replaces the document: new versionId and updated, created kept; answers the DID id",
      setup: registered,
      msg: (s) => updateDidMsg(s, changedAlice(s), [key1(s, alice)]),
      check: (s, outcome) => {
        expect(MsgUpdateDIDResponse.decode((outcome as Any).value)).toEqual({ updateId: didOf(s, alice) });
        expect(s.keeper.getDid(s.ctx, didOf(s, alice))!.didDocument).toEqual(changedAlice(s));
        expect(s.keeper.getDidCount(s.ctx)).toBe(1n);
      },
    },
    {
      name: "ValidateBasic: a creator that is not bech32 is sdk 7",
      setup: registered,
      msg: (s) => ({ ...updateDidMsg(s, changedAlice(s), [key1(s, alice)]), creator: "alice" }),
      expErr: ErrInvalidAddress,
    },
    {
      name: "an invalid new document is refused before anything else",
      msg: (s) => updateDidMsg(s, changedAlice(s, { service: [{ id: `${didOf(s, alice)}#x`, type: "DIDComm", serviceEndpoint: "" }] }), [key1(s, alice)], "V"),
      expErr: ErrInvalidService,
    },
    {
      name: "an unregistered DID is sdk 22",
      msg: (s) => updateDidMsg(s, changedAlice(s), [key1(s, alice)], "V"),
      expErr: ErrKeyNotFound,
      expErrMsg: "is not registered: key not found",
    },
    {
      name: "a deactivated DID is 114",
      setup: (s) => storeDid(s, didDocument(s, alice), true),
      msg: (s) => updateDidMsg(s, changedAlice(s), [key1(s, alice)]),
      expErr: ErrDidDocDeactivated,
    },
    {
      name: "another version_id is 113",
      setup: registered,
      msg: (s) => updateDidMsg(s, changedAlice(s), [key1(s, alice)], "ABC"),
      expErr: ErrUnexpectedDidVersion,
      expErrMsg: /Expected did:hid:devnet:\S+ with version [0-9A-F]{64}\. Got version ABC/,
    },
    {
      name: "an unregistered new controller is 104",
      setup: registered,
      msg: (s) => updateDidMsg(s, changedAlice(s, { controller: [didOf(s, alice), didOf(s, bob)] }), [key1(s, alice)]),
      expErr: ErrInvalidDidDoc,
      expErrMsg: "is not registered",
    },
    {
      name: "a DID that is not a controller cannot update (TestInvalidChangeByNonControllerDid)",
      setup: (s) => {
        registerDid(s, alice);
        registerDid(s, charlie);
      },
      msg: (s) => updateDidMsg(s, changedAlice(s), [key1(s, charlie)]),
      expErr: ErrInvalidSignature,
    },
    {
      name: "signed over another version (the signature binds the stored versionId)",
      setup: registered,
      msg: (s) => {
        const doc = changedAlice(s);
        const msg = updateDidMsg(s, doc, [key1(s, alice)], "OLD");
        return { ...msg, versionId: s.keeper.getDid(s.ctx, doc.id)!.didDocumentMetadata!.versionId };
      },
      expErr: ErrInvalidSignature,
    },
  ];
  runCases(TYPE.updateDid, cases);

  it("a controller added by the subject can update it (TestValidChangeByControllerDid)", () => {
    const ssi = newSsi();
    registerDid(ssi, alice);
    registerDid(ssi, charlie);
    expectOk(
      run(ssi, TYPE.updateDid, updateDidMsg(ssi, didDocument(ssi, alice, { controller: [didOf(ssi, alice), didOf(ssi, charlie)] }), [key1(ssi, alice)])),
    );
    const byCharlie = didDocument(ssi, alice, { controller: [didOf(ssi, alice), didOf(ssi, charlie)], alsoKnownAs: ["alice@example.com"] });
    expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, byCharlie, [key1(ssi, charlie)])));
    expect(ssi.keeper.getDid(ssi.ctx, didOf(ssi, alice))!.didDocument!.alsoKnownAs).toEqual(["alice@example.com"]);
  });

  it("multiple controllers: any one suffices, a removed one no longer signs (TestMultiSigControllers)", () => {
    const ssi = newSsi();
    for (const key of [alice, charlie, file]) registerDid(ssi, key);
    const controlled = didDocument(ssi, file, { controller: [didOf(ssi, alice), didOf(ssi, charlie)] });
    // File gives its document to Alice and Charlie, removing itself.
    expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, controlled, [key1(ssi, file)])));
    const next = (tag: string) => didDocument(ssi, file, { controller: [didOf(ssi, alice), didOf(ssi, charlie)], alsoKnownAs: [tag] });
    expectError(run(ssi, TYPE.updateDid, updateDidMsg(ssi, next("by-file"), [key1(ssi, file)])), ErrInvalidSignature);
    expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, next("by-charlie"), [key1(ssi, charlie)])));
    expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, next("by-charlie-and-alice"), [key1(ssi, charlie), key1(ssi, alice)])));
    expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, next("by-charlie-and-file"), [key1(ssi, charlie), key1(ssi, file)])));
  });

  it("key rotation: the old key signs the new key in; afterwards only the new key signs (TestVerificationMethodRotation)", () => {
    const ssi = newSsi();
    registerDid(ssi, alice);
    const rotated = testKey("alice-rotated");
    const doc = didDocument(ssi, alice);
    doc.verificationMethod[0]!.publicKeyMultibase = rotated.multibase;
    expectError(run(ssi, TYPE.updateDid, updateDidMsg(ssi, doc, [[rotated, `${doc.id}#key-1`]])), ErrInvalidSignature);
    expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, doc, [[alice, `${doc.id}#key-1`]])));

    const later = { ...doc, alsoKnownAs: ["rotated"] };
    expectError(run(ssi, TYPE.updateDid, updateDidMsg(ssi, later, [[alice, `${doc.id}#key-1`]])), ErrInvalidSignature);
    expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, later, [[rotated, `${doc.id}#key-1`]])));
  });

  it("the controller of a removed verification method may sign the removal", () => {
    const ssi = newSsi();
    registerDid(ssi, bob);
    registerDid(ssi, charlie);
    // Alice's document is controlled by Bob and has a method controlled by Charlie.
    const id = didOf(ssi, alice);
    const withCharlieKey = didDocument(ssi, alice, {
      controller: [didOf(ssi, bob)],
      verificationMethod: [{ id: `${id}#charlie`, type: "Ed25519VerificationKey2020", controller: didOf(ssi, charlie), publicKeyMultibase: charlie.multibase }],
      authentication: [],
      assertionMethod: [],
    });
    expectOk(run(ssi, TYPE.createDid, createDidMsg(ssi, withCharlieKey, [key1(ssi, bob)])));
    const removed = { ...withCharlieKey, verificationMethod: [] };
    expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, removed, [key1(ssi, charlie)])));
  });

  it("a replayed update signature does not apply to a later version by default, but does with legacy_signatures (hid-node quirk)", () => {
    for (const legacy of [false, true]) {
      const ssi = newSsi({ legacy });
      registerDid(ssi, alice);
      const original = didDocument(ssi, alice);
      const changed = changedAlice(ssi);
      const first = updateDidMsg(ssi, changed, [key1(ssi, alice)]);
      expectOk(run(ssi, TYPE.updateDid, first));
      expectOk(run(ssi, TYPE.updateDid, updateDidMsg(ssi, original, [key1(ssi, alice)])));
      // Someone replays the first update's signature with the current version id.
      const replay = { ...first, versionId: ssi.keeper.getDid(ssi.ctx, original.id)!.didDocumentMetadata!.versionId };
      const outcome = run(ssi, TYPE.updateDid, replay);
      if (legacy) expectOk(outcome);
      else expectError(outcome, ErrInvalidSignature);
    }
  });

  it("keeps created, sets updated to the block time and versionId to the tx hash", () => {
    const ssi = newSsi();
    registerDid(ssi, alice);
    ssi.at(T0 + 3_600n);
    const msg = updateDidMsg(ssi, changedAlice(ssi), [key1(ssi, alice)]);
    expectOk(run(ssi, TYPE.updateDid, msg));
    expect(ssi.keeper.getDid(ssi.ctx, didOf(ssi, alice))!.didDocumentMetadata).toEqual({
      created: "2024-01-01T00:00:00Z",
      updated: "2024-01-01T01:00:00Z",
      deactivated: false,
      versionId: upperHexSha256(MsgUpdateDID.encode(msg).finish()),
    });
  });
});
