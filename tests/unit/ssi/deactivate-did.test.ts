import type { Any } from "cosmjs-types/google/protobuf/any";
import {
  ErrBadRequestIsNotDid,
  ErrDidDocDeactivated,
  ErrInvalidDidDoc,
  ErrInvalidDidNamespace,
  ErrInvalidSignature,
  ErrUnexpectedDidVersion,
} from "../../../abci-app/src/modules/ssi/errors";
import { MsgDeactivateDID, MsgDeactivateDIDResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { ErrInvalidAddress, ErrKeyNotFound } from "../../../abci-app/src/types/sdk-errors";
import { runCases, type Case } from "./cases";
import {
  CREATOR,
  createDidMsg,
  deactivateDidMsg,
  didDocument,
  didOf,
  expectError,
  expectOk,
  newSsi,
  registerDid,
  run,
  signDid,
  storeDid,
  storedVersion,
  T0,
  testKey,
  TYPE,
  updateDidMsg,
  type Key,
  type Ssi,
} from "./setup";

const alice = testKey("alice");
const bob = testKey("bob");
const key1 = (ssi: Ssi, key: Key): [Key, string] => [key, `${didOf(ssi, key)}#key-1`];

describe("DeactivateDID", () => {
  const registered = (s: Ssi) => void registerDid(s, alice);
  const cases: Case<MsgDeactivateDID>[] = [
    {
      name: "keeps the document, marks it deactivated, new version; answers id 1",
      setup: registered,
      msg: (s) => deactivateDidMsg(s, didOf(s, alice), [key1(s, alice)]),
      check: (s, outcome) => {
        expect(MsgDeactivateDIDResponse.decode((outcome as Any).value)).toEqual({ id: 1n });
        const state = s.keeper.getDid(s.ctx, didOf(s, alice))!;
        expect(state.didDocument).toEqual(didDocument(s, alice));
        expect(state.didDocumentMetadata!.deactivated).toBe(true);
        expect(state.didDocumentMetadata!.created).toBe("2024-01-01T00:00:00Z");
      },
    },
    {
      name: "ValidateBasic: a bad creator is sdk 7",
      setup: registered,
      msg: (s) => ({ ...deactivateDidMsg(s, didOf(s, alice), [key1(s, alice)]), creator: "" }),
      expErr: ErrInvalidAddress,
    },
    { name: "a malformed id is 102", msg: (s) => deactivateDidMsg(s, "did:hid", [key1(s, alice)], "V"), expErr: ErrBadRequestIsNotDid },
    {
      name: "an id on another namespace is 123",
      msg: (s) => deactivateDidMsg(s, `did:hid:mainnet:${alice.multibase}`, [key1(s, alice)], "V"),
      expErr: ErrInvalidDidNamespace,
    },
    { name: "an unregistered DID is sdk 22", msg: (s) => deactivateDidMsg(s, didOf(s, alice), [key1(s, alice)], "V"), expErr: ErrKeyNotFound },
    {
      name: "a deactivated DID is 114",
      setup: (s) => storeDid(s, didDocument(s, alice), true),
      msg: (s) => deactivateDidMsg(s, didOf(s, alice), [key1(s, alice)]),
      expErr: ErrDidDocDeactivated,
    },
    {
      name: "another version is 113",
      setup: registered,
      msg: (s) => deactivateDidMsg(s, didOf(s, alice), [key1(s, alice)], "V1"),
      expErr: ErrUnexpectedDidVersion,
    },
    {
      name: "a stored document whose controller is unknown is 104",
      setup: (s) => storeDid(s, didDocument(s, alice, { controller: [didOf(s, bob)] })),
      msg: (s) => deactivateDidMsg(s, didOf(s, alice), [key1(s, alice)]),
      expErr: ErrInvalidDidDoc,
    },
    {
      name: "a DID that is not a controller cannot deactivate",
      setup: (s) => {
        registerDid(s, alice);
        registerDid(s, bob);
      },
      msg: (s) => deactivateDidMsg(s, didOf(s, alice), [key1(s, bob)]),
      expErr: ErrInvalidSignature,
    },
  ];
  runCases(TYPE.deactivateDid, cases);

  it("the creation signature cannot deactivate by default; with legacy_signatures it can (TestDeactivateDID)", () => {
    for (const legacy of [false, true]) {
      const ssi = newSsi({ legacy });
      const create = createDidMsg(ssi, didDocument(ssi, alice), [key1(ssi, alice)]);
      expectOk(run(ssi, TYPE.createDid, create));
      const replay = MsgDeactivateDID.fromPartial({
        didId: didOf(ssi, alice),
        versionId: storedVersion(ssi, didOf(ssi, alice)),
        signatures: create.signatures,
        creator: create.creator,
      });
      const outcome = run(ssi, TYPE.deactivateDid, replay);
      if (legacy) expectOk(outcome);
      else expectError(outcome, ErrInvalidSignature);
    }
  });

  it("the signature must cover the stored document, not another one", () => {
    const ssi = newSsi();
    registerDid(ssi, alice);
    const id = didOf(ssi, alice);
    const version = storedVersion(ssi, id);
    const other = didDocument(ssi, alice, { alsoKnownAs: ["not on chain"] });
    const msg = MsgDeactivateDID.fromPartial({
      didId: id,
      versionId: version,
      signatures: [signDid(ssi, "DeactivateDID", version, other, alice, `${id}#key-1`)],
      creator: CREATOR,
    });
    expectError(run(ssi, TYPE.deactivateDid, msg), ErrInvalidSignature);
  });

  it("there is no way back: a deactivated DID can be neither updated nor deactivated again", () => {
    const ssi = newSsi();
    registerDid(ssi, alice);
    ssi.at(T0 + 10n);
    expectOk(run(ssi, TYPE.deactivateDid, deactivateDidMsg(ssi, didOf(ssi, alice), [key1(ssi, alice)])));
    expect(ssi.keeper.getDid(ssi.ctx, didOf(ssi, alice))!.didDocumentMetadata!.updated).toBe("2024-01-01T00:00:10Z");
    expectError(run(ssi, TYPE.updateDid, updateDidMsg(ssi, didDocument(ssi, alice, { alsoKnownAs: ["x"] }), [key1(ssi, alice)])), ErrDidDocDeactivated);
    expectError(run(ssi, TYPE.deactivateDid, deactivateDidMsg(ssi, didOf(ssi, alice), [key1(ssi, alice)])), ErrDidDocDeactivated);
  });
});
