import type { Any } from "cosmjs-types/google/protobuf/any";
import {
  ErrBadRequestIsNotDid,
  ErrBadRequestIsRequired,
  ErrDidDocExists,
  ErrInvalidDidDoc,
  ErrInvalidDidMethod,
  ErrInvalidDidNamespace,
  ErrInvalidMethodSpecificId,
  ErrInvalidPublicKey,
  ErrInvalidService,
  ErrInvalidSignature,
  ErrVerificationMethodNotFound,
} from "../../../abci-app/src/modules/ssi/errors";
import { Did } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { MsgCreateDID, MsgCreateDIDResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { bases } from "multiformats/basics";
import { decodeMultibase, encodeBase58btc } from "../../../lib/multibase";
import { MAX_PUBLIC_KEY_MULTIBASE_LENGTH } from "../../../abci-app/src/modules/ssi/verification/public-key";
import { signBytes } from "../../../abci-app/src/modules/ssi/types/sign-payload";
import { upperHexSha256 } from "../../../abci-app/src/modules/ssi/types/version";
import { runCases, type Case } from "./cases";
import { runMsg } from "../../../abci-app/src/module-kit/module";
import { newGasMeter } from "../../../abci-app/src/types/gas";
import {
  createDidMsg,
  CREATOR,
  didDocument,
  didOf,
  expectError,
  expectOk,
  newSsi,
  payload,
  registerDid,
  run,
  sign,
  storeDid,
  signDid,
  testKey,
  TYPE,
  type Ssi,
} from "./setup";

const alice = testKey("alice");
const bob = testKey("bob");
const carol = testKey("carol");

/** Alice's document signed by the given keys with their key-1. */
function aliceMsg(ssi: Ssi, overrides: Partial<Did> = {}, signers: [typeof alice, string][] = [[alice, `${didOf(ssi, alice)}#key-1`]]): MsgCreateDID {
  return createDidMsg(ssi, didDocument(ssi, alice, overrides), signers);
}

function withId(ssi: Ssi, id: string): MsgCreateDID {
  const doc = didDocument(ssi, alice, { id, controller: [], verificationMethod: [], authentication: [], assertionMethod: [] });
  return MsgCreateDID.fromPartial({ didDocString: doc, signatures: [], creator: CREATOR });
}

function decodeResponse(outcome: unknown): MsgCreateDIDResponse {
  return MsgCreateDIDResponse.decode((outcome as Any).value);
}

describe("CreateDID", () => {
  const cases: Case<MsgCreateDID>[] = [
    {
      name: "stores a self-controlled DID with block-time metadata and the tx hash as versionId; answers the count before",
      msg: (s) => aliceMsg(s),
      check: (s, outcome) => {
        expect(decodeResponse(outcome).id).toBe(0n);
        const state = s.keeper.getDid(s.ctx, didOf(s, alice))!;
        expect(state.didDocument).toEqual(didDocument(s, alice));
        const msgBytes = MsgCreateDID.encode(aliceMsg(s)).finish();
        expect(state.didDocumentMetadata).toEqual({
          created: "2024-01-01T00:00:00Z",
          updated: "2024-01-01T00:00:00Z",
          deactivated: false,
          versionId: upperHexSha256(msgBytes),
        });
        expect(s.keeper.getDidCount(s.ctx)).toBe(1n);
      },
    },
    {
      name: "ValidateBasic: a document without id is 101",
      msg: (s) => ({ ...aliceMsg(s), didDocString: undefined }),
      expErr: ErrBadRequestIsRequired,
      expErrMsg: "DID: is required",
    },
    { name: "id without parts", msg: (s) => withId(s, "alice"), expErr: ErrBadRequestIsNotDid, expErrMsg: "expected did:hid:devnet:<method-specific-id>" },
    {
      name: "id with another prefix",
      msg: (s) => withId(s, `sch:hid:devnet:${alice.multibase}`),
      expErr: ErrBadRequestIsNotDid,
      expErrMsg: 'expected the prefix did, got "sch"',
    },
    {
      name: "id with another method",
      msg: (s) => withId(s, `did:key:devnet:${alice.multibase}`),
      expErr: ErrInvalidDidMethod,
      expErrMsg: 'expected DID method hid, got "key"',
    },
    {
      name: "id on another namespace",
      msg: (s) => withId(s, `did:hid:testnet:${alice.multibase}`),
      expErr: ErrInvalidDidNamespace,
      expErrMsg: 'expected namespace devnet, got "testnet"',
    },
    { name: "a main-network id on a named namespace", msg: (s) => withId(s, `did:hid:${alice.multibase}`), expErr: ErrInvalidDidNamespace },
    {
      name: "too few parts (hid-node panicked)",
      msg: (s) => withId(s, "did:hid:devnet"),
      expErr: ErrBadRequestIsNotDid,
      expErrMsg: "expected 4 parts (did:hid:devnet:<method-specific-id>), got 3",
    },
    {
      name: "too many parts (hid-node accepted)",
      msg: (s) => withId(s, `did:hid:devnet:${alice.multibase}:x`),
      expErr: ErrBadRequestIsNotDid,
      expErrMsg: "got 5",
    },
    { name: "method-specific id that is not multibase", msg: (s) => withId(s, `did:hid:devnet:${"Q".repeat(45)}`), expErr: ErrInvalidMethodSpecificId },
    {
      name: "method-specific id of 44 characters",
      msg: (s) => withId(s, `did:hid:devnet:${alice.multibase.slice(0, 44)}`),
      expErr: ErrInvalidMethodSpecificId,
      expErrMsg: "45 characters",
    },
    {
      name: "an authentication entry without fragment",
      msg: (s) => aliceMsg(s, { authentication: [didOf(s, alice)] }),
      expErr: ErrInvalidDidDoc,
      expErrMsg: "The field authentication is an invalid DID Array",
    },
    {
      name: "an assertionMethod entry on another namespace",
      msg: (s) => aliceMsg(s, { assertionMethod: [`did:hid:testnet:${alice.multibase}#key-1`] }),
      expErr: ErrInvalidDidDoc,
      expErrMsg: "The field assertionMethod",
    },
    {
      name: "a capabilityDelegation entry with a malformed DID",
      msg: (s) => aliceMsg(s, { capabilityDelegation: ["did:hid:devnet#key-1"] }),
      expErr: ErrInvalidDidDoc,
      expErrMsg: "The field capabilityDelegation",
    },
    {
      name: "a service of type DIDComm",
      msg: (s) => aliceMsg(s, { service: [{ id: `${didOf(s, alice)}#linked`, type: "DIDComm", serviceEndpoint: "https://example.com" }] }),
      expErr: ErrInvalidService,
      expErrMsg: "Service Type DIDComm is Invalid: Invalid Service",
    },
    {
      name: "a service whose id is not a DID URL",
      msg: (s) => aliceMsg(s, { service: [{ id: "linked", type: "LinkedDomains", serviceEndpoint: "https://example.com" }] }),
      expErr: ErrInvalidService,
      expErrMsg: "Service ID linked is Invalid",
    },
    {
      name: "two services with the same fragment",
      msg: (s) =>
        aliceMsg(s, {
          service: [
            { id: `${didOf(s, alice)}#linked`, type: "LinkedDomains", serviceEndpoint: "https://a.example" },
            { id: `${didOf(s, bob)}#linked`, type: "LinkedDomains", serviceEndpoint: "https://b.example" },
          ],
        }),
      expErr: ErrInvalidService,
      expErrMsg: "is duplicate",
    },
    {
      name: "one LinkedDomains service is accepted",
      msg: (s) => aliceMsg(s, { service: [{ id: `${didOf(s, alice)}#linked`, type: "LinkedDomains", serviceEndpoint: "https://example.com" }] }),
    },
    {
      name: "a registered id is 103",
      setup: (s) => void registerDid(s, alice),
      msg: (s) => aliceMsg(s),
      expErr: ErrDidDocExists,
      expErrMsg: "DID already exists did:hid:devnet:",
    },
    {
      name: "an unregistered DID controller is 104 naming it (hid-node panicked)",
      msg: (s) => aliceMsg(s, { controller: [didOf(s, alice), didOf(s, bob)] }),
      expErr: ErrInvalidDidDoc,
      expErrMsg: `DID controller did:hid:devnet:${bob.multibase} is not registered`,
    },
    {
      name: "an unregistered verification method controller is 104",
      msg: (s) => {
        const doc = didDocument(s, alice);
        doc.verificationMethod[0]!.controller = didOf(s, carol);
        return createDidMsg(s, doc, [[alice, `${doc.id}#key-1`]]);
      },
      expErr: ErrInvalidDidDoc,
      expErrMsg: "is not registered",
    },
    {
      name: "a controller without authentication methods is 104",
      setup: (s) => storeDid(s, didDocument(s, bob, { controller: [], authentication: [] })),
      msg: (s) => aliceMsg(s, { controller: [didOf(s, bob)] }),
      expErr: ErrInvalidDidDoc,
      expErrMsg: "has no authentication method",
    },
    {
      name: "a self-controlled document without verification methods has no key to sign with: 104",
      msg: (s) => aliceMsg(s, { verificationMethod: [] }),
      expErr: ErrInvalidDidDoc,
      expErrMsg: "has no verification methods in the document and is not registered",
    },
    {
      name: "no signature",
      msg: (s) => ({ ...aliceMsg(s), signatures: [] }),
      expErr: ErrInvalidSignature,
      expErrMsg: "At least one signature should be present",
    },
    {
      name: "no signer: neither controller nor authentication",
      msg: (s) => aliceMsg(s, { controller: [], authentication: [] }),
      expErr: ErrInvalidSignature,
      expErrMsg: "At least one signer should be present",
    },
    {
      name: "signed by another key",
      msg: (s) => aliceMsg(s, {}, [[bob, `${didOf(s, alice)}#key-1`]]),
      expErr: ErrInvalidSignature,
      expErrMsg: "no valid signature by did:hid:devnet:",
    },
    {
      name: "a signature naming a method without # is 105 (hid-node panicked)",
      msg: (s) => aliceMsg(s, {}, [[alice, didOf(s, alice)]]),
      expErr: ErrVerificationMethodNotFound,
      expErrMsg: "has no #fragment",
    },
    {
      name: "a method that is not an authentication method is 105",
      msg: (s) => aliceMsg(s, { authentication: [`${didOf(s, alice)}#key-2`] }),
      expErr: ErrVerificationMethodNotFound,
      expErrMsg: "#key-1 is not an authentication method of",
    },
    {
      name: "an authentication entry that names no verification method is 105",
      msg: (s) => {
        const doc = didDocument(s, alice, { authentication: [`${didOf(s, alice)}#key-1`, `${didOf(s, alice)}#key-2`] });
        return createDidMsg(s, doc, [[alice, `${doc.id}#key-2`]]);
      },
      expErr: ErrVerificationMethodNotFound,
      expErrMsg: "#key-2 is listed in authentication but is not a verification method",
    },
    {
      name: "a public key that is not multibase is 106",
      msg: (s) => {
        const doc = didDocument(s, alice);
        doc.verificationMethod[0]!.publicKeyMultibase = "Qabc";
        return createDidMsg(s, doc, [[alice, `${doc.id}#key-1`]]);
      },
      expErr: ErrInvalidPublicKey,
      expErrMsg: "cannot decode the publicKeyMultibase",
    },
    {
      name: "a public key of 31 bytes is 106 (hid-node panicked)",
      msg: (s) => {
        const doc = didDocument(s, alice);
        doc.verificationMethod[0]!.publicKeyMultibase = encodeBase58btc(new Uint8Array(31).fill(1));
        return createDidMsg(s, doc, [[alice, `${doc.id}#key-1`]]);
      },
      expErr: ErrInvalidPublicKey,
      expErrMsg: "holds 31 bytes; an Ed25519 key has 32",
    },
    {
      name: "a public key in base2, its longest multibase form (257 characters), is accepted",
      msg: (s) => {
        const doc = didDocument(s, alice);
        doc.verificationMethod[0]!.publicKeyMultibase = bases.base2.encode(decodeMultibase(alice.multibase));
        expect(doc.verificationMethod[0]!.publicKeyMultibase).toHaveLength(MAX_PUBLIC_KEY_MULTIBASE_LENGTH);
        return createDidMsg(s, doc, [[alice, `${doc.id}#key-1`]]);
      },
    },
    {
      name: "a public key one character longer than any 32-byte key is 106, and a 1 MB one is refused before decoding",
      msg: (s) => {
        const doc = didDocument(s, alice);
        doc.verificationMethod[0]!.publicKeyMultibase = `z${"2".repeat(1_048_576)}`;
        return createDidMsg(s, doc, [[alice, `${doc.id}#key-1`]]);
      },
      expErr: ErrInvalidPublicKey,
      expErrMsg: `has 1048577 characters; a multibase Ed25519 key has at most ${MAX_PUBLIC_KEY_MULTIBASE_LENGTH}`,
    },
    {
      name: "258 characters are refused with the same error",
      msg: (s) => {
        const doc = didDocument(s, alice);
        doc.verificationMethod[0]!.publicKeyMultibase = `0${"0".repeat(MAX_PUBLIC_KEY_MULTIBASE_LENGTH)}`;
        return createDidMsg(s, doc, [[alice, `${doc.id}#key-1`]]);
      },
      expErr: ErrInvalidPublicKey,
      expErrMsg: `has ${MAX_PUBLIC_KEY_MULTIBASE_LENGTH + 1} characters`,
    },
    {
      name: "an empty public key is 106",
      msg: (s) => {
        const doc = didDocument(s, alice);
        doc.verificationMethod[0]!.publicKeyMultibase = "";
        return createDidMsg(s, doc, [[alice, `${doc.id}#key-1`]]);
      },
      expErr: ErrInvalidPublicKey,
      expErrMsg: "has no publicKeyMultibase",
    },
    {
      name: "a signature that is not padded base64 is 107",
      msg: (s) => {
        const msg = aliceMsg(s);
        msg.signatures[0]!.signature = msg.signatures[0]!.signature.replace(/=+$/, "");
        return msg;
      },
      expErr: ErrInvalidSignature,
      expErrMsg: "is not padded standard base64",
    },
    {
      name: "a hid-node v0.1 signature (document bytes alone) is refused by default",
      msg: (s) => {
        const doc = didDocument(s, alice);
        return MsgCreateDID.fromPartial({
          didDocString: doc,
          signatures: [{ verificationMethodId: `${doc.id}#key-1`, signature: sign(Did.encode(doc).finish(), alice) }],
          creator: CREATOR,
        });
      },
      expErr: ErrInvalidSignature,
    },
    {
      name: "a hid-node v0.1 signature is accepted with legacy_signatures",
      legacy: true,
      msg: (s) => {
        const doc = didDocument(s, alice);
        return MsgCreateDID.fromPartial({
          didDocString: doc,
          signatures: [{ verificationMethodId: `${doc.id}#key-1`, signature: sign(Did.encode(doc).finish(), alice) }],
          creator: CREATOR,
        });
      },
    },
    {
      name: "a signature made for another chain is refused",
      msg: (s) => {
        const doc = didDocument(s, alice);
        const bytes = signBytes({ chainId: "other-chain", operation: "CreateDID", version: "", document: Did.encode(doc).finish() }, false);
        return MsgCreateDID.fromPartial({
          didDocString: doc,
          signatures: [{ verificationMethodId: `${doc.id}#key-1`, signature: sign(bytes, alice) }],
          creator: CREATOR,
        });
      },
      expErr: ErrInvalidSignature,
    },
    {
      name: "a signature made for another operation is refused",
      msg: (s) => {
        const doc = didDocument(s, alice);
        return MsgCreateDID.fromPartial({ didDocString: doc, signatures: [signDid(s, "UpdateDID", "", doc, alice, `${doc.id}#key-1`)], creator: CREATOR });
      },
      expErr: ErrInvalidSignature,
    },
    {
      name: "a registered controller signs for a document controlled by it alone",
      setup: (s) => void registerDid(s, bob),
      msg: (s) => aliceMsg(s, { controller: [didOf(s, bob)] }, [[bob, `${didOf(s, bob)}#key-1`]]),
    },
    {
      name: "one valid signer of several controllers suffices",
      setup: (s) => void registerDid(s, bob),
      msg: (s) => aliceMsg(s, { controller: [didOf(s, alice), didOf(s, bob)] }, [[bob, `${didOf(s, bob)}#key-1`]]),
    },
    {
      name: "a document's own key does not sign when it is not among its controllers",
      setup: (s) => void registerDid(s, bob),
      msg: (s) => aliceMsg(s, { controller: [didOf(s, bob)] }),
      expErr: ErrInvalidSignature,
    },
    {
      name: "an unusable signature of any signer fails even when another signer is valid (as hid-node)",
      setup: (s) => void registerDid(s, bob),
      msg: (s) => {
        const msg = aliceMsg(s, { controller: [didOf(s, alice), didOf(s, bob)] });
        msg.signatures.push({ verificationMethodId: `${didOf(s, bob)}#key-9`, signature: "" });
        return msg;
      },
      expErr: ErrVerificationMethodNotFound,
    },
    {
      name: "a deactivated controller may still sign (as hid-node)",
      setup: (s) => storeDid(s, didDocument(s, bob), true),
      msg: (s) => aliceMsg(s, { controller: [didOf(s, bob)] }, [[bob, `${didOf(s, bob)}#key-1`]]),
    },
  ];
  runCases(TYPE.createDid, cases);

  describe("on the main network (empty namespace)", () => {
    const main: Case<MsgCreateDID>[] = [
      { name: "did:hid:<msi> is created", namespace: "", msg: (s) => aliceMsg(s) },
      {
        name: "a namespaced id has too many parts",
        namespace: "",
        msg: (s) => withId(s, `did:hid:devnet:${alice.multibase}`),
        expErr: ErrBadRequestIsNotDid,
        expErrMsg: "expected 3 parts (did:hid:<method-specific-id>), got 4",
      },
    ];
    runCases(TYPE.createDid, main);
  });

  it("answers 0, 1, 2… as DIDs are created (the count before the increment)", () => {
    const ssi = newSsi();
    const ids = [alice, bob, carol].map(
      (key) => decodeResponse(run(ssi, TYPE.createDid, createDidMsg(ssi, didDocument(ssi, key), [[key, `${didOf(ssi, key)}#key-1`]]))).id,
    );
    expect(ids).toEqual([0n, 1n, 2n]);
  });

  it("ValidateBasic does not check the creator (as hid-node: the signer check of the tx pipeline does)", () => {
    const ssi = newSsi();
    const route = ssi.routes.find((r) => r.typeUrl === TYPE.createDid)!;
    const msg = { ...createDidMsg(ssi, didDocument(ssi, alice), []), creator: "not-an-address" };
    expect(() => route.validateBasic(msg)).not.toThrow();
    expect(route.signers(msg)).toEqual(["not-an-address"]);
  });

  it("stores nothing when a check fails", () => {
    const ssi = newSsi();
    expectOk(run(ssi, TYPE.createDid, aliceMsg(ssi)));
    const before = [...ssi.store.getKVStore("ssi").iterator()].length;
    run(ssi, TYPE.createDid, aliceMsg(ssi, { controller: [didOf(ssi, carol)] }));
    expect([...ssi.store.getKVStore("ssi").iterator()].length).toBe(before);
  });
});

describe("CreateDID's sign bytes, made once per decoded document", () => {
  /** The route's planning of the Ed25519 checks, as a block's board makes it before the block runs. */
  function plan(ssi: Ssi, msg: MsgCreateDID) {
    return ssi.routes.find((r) => r.typeUrl === TYPE.createDid)!.ed25519Ahead!(ssi.ctx, msg);
  }

  function gasOf(ssi: Ssi, msg: MsgCreateDID): bigint {
    const meter = newGasMeter(1_000_000_000n);
    const route = ssi.routes.find((r) => r.typeUrl === TYPE.createDid)!;
    runMsg(route, ssi.ctx.withGasMeter(meter).withTxBytes(MsgCreateDID.encode(msg).finish()), msg);
    return meter.consumed();
  }

  /** Frozen through and through, as tx/decode.ts hands decoded messages out. */
  function frozen<T>(value: T): T {
    if (typeof value === "object" && value !== null && !ArrayBuffer.isView(value)) {
      for (const child of Object.values(value)) frozen(child);
      Object.freeze(value);
    }
    return value;
  }

  it("checks a planned document with the planning's bytes, for the same gas as an unplanned one", () => {
    const planned = newSsi();
    const msg = frozen(aliceMsg(planned));
    const jobs = plan(planned, msg);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.message).toEqual(payload(planned, "CreateDID", "", Did.encode(msg.didDocString!).finish()));
    expect(plan(planned, msg)[0]!.message).toBe(jobs[0]!.message);
    const unplanned = newSsi();
    expect(gasOf(planned, msg)).toBe(gasOf(unplanned, aliceMsg(unplanned)));
  });

  it("makes the bytes again for another chain id or signing mode: the same document object signed for one is refused on the other", () => {
    const here = newSsi();
    const msg = frozen(aliceMsg(here));
    plan(here, msg);
    expectOk(run(here, TYPE.createDid, msg));
    expectError(run(newSsi({ chainId: "another-chain" }), TYPE.createDid, msg), ErrInvalidSignature);
    expectError(run(newSsi({ legacy: true }), TYPE.createDid, msg), ErrInvalidSignature);
  });

  it("encodes a document that is not frozen every time: one changed after its planning is checked as it is now", () => {
    const ssi = newSsi();
    const msg = aliceMsg(ssi);
    plan(ssi, msg);
    msg.didDocString!.alsoKnownAs = ["changed after signing"];
    expectError(run(ssi, TYPE.createDid, msg), ErrInvalidSignature);
  });
});
