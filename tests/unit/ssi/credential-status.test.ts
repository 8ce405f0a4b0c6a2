import type { Any } from "cosmjs-types/google/protobuf/any";
import {
  ErrDidDocDeactivated,
  ErrInvalidCredentialField,
  ErrInvalidCredentialHash,
  ErrInvalidCredentialStatus,
  ErrInvalidDate,
  ErrInvalidDidMethod,
  ErrInvalidDidNamespace,
  ErrInvalidMethodSpecificId,
  ErrInvalidSignature,
} from "../../../abci-app/src/modules/ssi/errors";
import { CredentialStatus } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/credential";
import { type MsgRegisterCredentialStatus, MsgRegisterCredentialStatusResponse } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/tx";
import { ErrInvalidAddress, ErrKeyNotFound } from "../../../abci-app/src/types/sdk-errors";
import { runCases, type Case } from "./cases";
import {
  credentialId,
  credentialStatus,
  didDocument,
  didOf,
  expectError,
  expectOk,
  newSsi,
  registerDid,
  registerStatusMsg,
  run,
  sign,
  storeDid,
  storedCredential,
  testKey,
  TYPE,
  type Ssi,
} from "./setup";

const issuer = testKey("issuer");
const other = testKey("other");
const vc = testKey("vc");

type StatusOverrides = Parameters<typeof credentialStatus>[3];
const CHANGE_PROOF = { created: "2024-01-01T00:00:00Z", updated: "2024-01-02T00:00:00Z" };

const withIssuer = (s: Ssi) => void registerDid(s, issuer);
const statusOf = (s: Ssi, overrides: StatusOverrides = {}) => credentialStatus(s, issuer, vc, overrides);
const registerMsg = (s: Ssi, overrides: StatusOverrides = {}, proof = {}) => registerStatusMsg(s, statusOf(s, overrides), issuer, proof);
/** A registered Live credential. */
const registered = (s: Ssi) => {
  withIssuer(s);
  expectOk(run(s, TYPE.registerCredentialStatus, registerMsg(s)));
};
/** A status change of the registered credential. */
const changeMsg = (s: Ssi, status: string, reason = "because", overrides: StatusOverrides = {}, proof: object = CHANGE_PROOF) =>
  registerMsg(s, { status, reason, ...overrides }, proof);
const responseId = (outcome: unknown) => MsgRegisterCredentialStatusResponse.decode((outcome as Any).value).id;

describe("RegisterCredentialStatus: a new credential status", () => {
  const cases: Case<MsgRegisterCredentialStatus>[] = [
    {
      name: "stores the status with its proof; answers the count before",
      setup: withIssuer,
      msg: (s) => registerMsg(s),
      check: (s, outcome) => {
        expect(responseId(outcome)).toBe(0n);
        const msg = registerStatusMsg(s, statusOf(s), issuer, {}, "");
        expect(storedCredential(s, credentialId(s, vc))).toEqual({ ...msg.credentialStatus, proof: msg.proof });
        expect(s.keeper.getCredentialCount(s.ctx)).toBe(1n);
      },
    },
    { name: "ValidateBasic: a bad creator is sdk 7", setup: withIssuer, msg: (s) => ({ ...registerMsg(s), creator: "x" }), expErr: ErrInvalidAddress },
    {
      name: "a DID as claim id is 122",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { claim: { id: didOf(s, vc), currentStatus: "Live", statusReason: "" } }),
      expErr: ErrInvalidCredentialField,
      expErrMsg: "expected the prefix vc",
    },
    {
      name: "a claim id with too few parts is 122 (hid-node panicked)",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { claim: { id: "vc:hid:devnet", currentStatus: "Live", statusReason: "" } }),
      expErr: ErrInvalidCredentialField,
      expErrMsg: "expected 4 parts",
    },
    {
      name: "a claim id with another method is 116",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { claim: { id: `vc:web:devnet:${vc.multibase}`, currentStatus: "Live", statusReason: "" } }),
      expErr: ErrInvalidDidMethod,
    },
    {
      name: "a claim id on another namespace is 123",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { claim: { id: `vc:hid:testnet:${vc.multibase}`, currentStatus: "Live", statusReason: "" } }),
      expErr: ErrInvalidDidNamespace,
    },
    {
      name: "a claim id with a bad method-specific id is 117",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { claim: { id: "vc:hid:devnet:zabc", currentStatus: "Live", statusReason: "" } }),
      expErr: ErrInvalidMethodSpecificId,
    },
    {
      name: "no credentialStatus at all is 122 (an empty claim id)",
      setup: withIssuer,
      msg: (s) => ({ ...registerMsg(s), credentialStatus: undefined }),
      expErr: ErrInvalidCredentialField,
      expErrMsg: 'credential id ""',
    },
    {
      name: "a first status other than Live is 120",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { status: "Suspended", reason: "x" }),
      expErr: ErrInvalidCredentialStatus,
      expErrMsg: "expected credential status to be Live, got Suspended",
    },
    { name: "an unregistered issuer is sdk 22", msg: (s) => registerMsg(s), expErr: ErrKeyNotFound, expErrMsg: "issuer's DID" },
    { name: "a deactivated issuer is 114", setup: (s) => storeDid(s, didDocument(s, issuer), true), msg: (s) => registerMsg(s), expErr: ErrDidDocDeactivated },
    {
      name: "an expiration date that is not RFC 3339 is 121",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { expirationDate: "2025-01-01" }),
      expErr: ErrInvalidDate,
      expErrMsg: "invalid expiration date format",
    },
    {
      name: "an issuance date that is not RFC 3339 is 121",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { issuanceDate: "2024-02-30T00:00:00Z" }),
      expErr: ErrInvalidDate,
      expErrMsg: "invalid issuance date format",
    },
    {
      name: "expiration before issuance is 121",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { expirationDate: "2023-12-31T23:59:59Z" }),
      expErr: ErrInvalidDate,
      expErrMsg: "cannot be less than issuance date",
    },
    {
      name: "expiration half a second before issuance passes the order check (whole seconds, as hid-node); the proof date then fails",
      setup: withIssuer,
      msg: (s) =>
        registerMsg(
          s,
          { issuanceDate: "2024-01-01T00:00:00.5Z", expirationDate: "2024-01-01T00:00:00Z" },
          { created: "2024-01-01T00:00:00Z", updated: "2024-01-01T00:00:00Z" },
        ),
      expErr: ErrInvalidDate,
      expErrMsg: "does not lie between",
    },
    {
      name: "proof updated different from created is 121",
      setup: withIssuer,
      msg: (s) => registerMsg(s, {}, { updated: "2024-01-01T00:00:01Z" }),
      expErr: ErrInvalidDate,
      expErrMsg: "should be similar to created date",
    },
    { name: "the same instant written differently is equal", setup: withIssuer, msg: (s) => registerMsg(s, {}, { updated: "2024-01-01T02:00:00+02:00" }) },
    {
      name: "a missing proof is 121",
      setup: withIssuer,
      msg: (s) => ({ ...registerMsg(s), proof: undefined }),
      expErr: ErrInvalidDate,
      expErrMsg: "invalid proof created date format",
    },
    {
      name: "proof created before issuance is 121",
      setup: withIssuer,
      msg: (s) => registerMsg(s, {}, { created: "2023-12-31T00:00:00Z", updated: "2023-12-31T00:00:00Z" }),
      expErr: ErrInvalidDate,
    },
    {
      name: "proof created after expiration is 121",
      setup: withIssuer,
      msg: (s) => registerMsg(s, {}, { created: "2025-01-02T00:00:00Z", updated: "2025-01-02T00:00:00Z" }),
      expErr: ErrInvalidDate,
    },
    {
      name: "proof created at the expiration date is within (both ends included)",
      setup: withIssuer,
      msg: (s) => registerMsg(s, {}, { created: "2025-01-01T00:00:00Z", updated: "2025-01-01T00:00:00Z" }),
    },
    {
      name: "a hash that is not sha256 hex is 124",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { credentialHash: "Hash234" }),
      expErr: ErrInvalidCredentialHash,
      expErrMsg: "supported hashing algorithms: sha256: Invalid Credential Hash",
    },
    { name: "upper-case hex is 124", setup: withIssuer, msg: (s) => registerMsg(s, { credentialHash: "A".repeat(64) }), expErr: ErrInvalidCredentialHash },
    {
      name: "a hash holding 64 hex characters somewhere passes (unanchored, as hid-node)",
      setup: withIssuer,
      msg: (s) => registerMsg(s, { credentialHash: `sha256:${"0".repeat(64)}!` }),
    },
    { name: "signed by another key is 107", setup: withIssuer, msg: (s) => registerStatusMsg(s, statusOf(s), other), expErr: ErrInvalidSignature },
    {
      name: "a hid-node v0.1 signature (CredentialStatus bytes alone) is refused by default",
      setup: withIssuer,
      msg: (s) => registerMsg(s, {}, { proofValue: sign(CredentialStatus.encode(statusOf(s)).finish(), issuer) }),
      expErr: ErrInvalidSignature,
    },
    {
      name: "a hid-node v0.1 signature is accepted with legacy_signatures",
      legacy: true,
      setup: withIssuer,
      msg: (s) => registerMsg(s, {}, { proofValue: sign(CredentialStatus.encode(statusOf(s)).finish(), issuer) }),
    },
    { name: "on the main network vc:hid:<msi> is registered", namespace: "", setup: withIssuer, msg: (s) => registerMsg(s) },
  ];
  runCases(TYPE.registerCredentialStatus, cases);
});

describe("RegisterCredentialStatus: a status change", () => {
  const cases: Case<MsgRegisterCredentialStatus>[] = [
    {
      name: "Live → Suspended with a reason; the count does not change and the answer is the current count",
      setup: registered,
      msg: (s) => changeMsg(s, "Suspended"),
      check: (s, outcome) => {
        expect(responseId(outcome)).toBe(1n);
        expect(s.keeper.getCredentialCount(s.ctx)).toBe(1n);
        expect(storedCredential(s, credentialId(s, vc))!.claim).toEqual({ id: credentialId(s, vc), currentStatus: "Suspended", statusReason: "because" });
        expect(storedCredential(s, credentialId(s, vc))!.proof!.updated).toBe("2024-01-02T00:00:00Z");
      },
    },
    {
      name: "Live → Revoked without a reason is 122",
      setup: registered,
      msg: (s) => changeMsg(s, "Revoked", ""),
      expErr: ErrInvalidCredentialField,
      expErrMsg: "claim status reason cannot be empty for claim status Revoked",
    },
    { name: "an unknown status is 120", setup: registered, msg: (s) => changeMsg(s, "Paused"), expErr: ErrInvalidCredentialStatus, expErrMsg: "got Paused" },
    {
      name: "an unregistered issuer is sdk 22",
      setup: registered,
      msg: (s) => changeMsg(s, "Revoked", "x", { issuer: didOf(s, other) }),
      expErr: ErrKeyNotFound,
    },
    {
      name: "another registered DID as issuer is 122",
      setup: (s) => {
        registered(s);
        registerDid(s, other);
      },
      msg: (s) => registerStatusMsg(s, statusOf(s, { status: "Revoked", reason: "x", issuer: didOf(s, other) }), other, CHANGE_PROOF),
      expErr: ErrInvalidCredentialField,
      expErrMsg: "is not the issuer of credential",
    },
    {
      name: "a deactivated issuer is 114",
      setup: (s) => {
        registered(s);
        const state = s.keeper.getDid(s.ctx, didOf(s, issuer))!;
        s.keeper.setDid(s.ctx, { ...state, didDocumentMetadata: { ...state.didDocumentMetadata!, deactivated: true } });
      },
      msg: (s) => changeMsg(s, "Revoked"),
      expErr: ErrDidDocDeactivated,
    },
    {
      name: "a changed issuance date is 121",
      setup: registered,
      msg: (s) => changeMsg(s, "Revoked", "x", { issuanceDate: "2024-01-01T00:00:01Z" }),
      expErr: ErrInvalidDate,
      expErrMsg: "issuance date should be same",
    },
    {
      name: "a changed expiration date is 121",
      setup: registered,
      msg: (s) => changeMsg(s, "Revoked", "x", { expirationDate: "2026-01-01T00:00:00Z" }),
      expErr: ErrInvalidDate,
      expErrMsg: "expiration date should be same",
    },
    {
      name: "the same dates written with an offset are the same dates",
      setup: registered,
      msg: (s) => changeMsg(s, "Revoked", "x", { expirationDate: "2024-12-31T19:00:00-05:00" }),
    },
    {
      name: "proof updated equal to created is 121",
      setup: registered,
      msg: (s) => changeMsg(s, "Revoked", "x", {}, { created: "2024-01-01T00:00:00Z", updated: "2024-01-01T00:00:00Z" }),
      expErr: ErrInvalidDate,
      expErrMsg: "cannot be less than or equal to created date",
    },
    {
      name: "proof updated less than a whole second after created is 121",
      setup: registered,
      msg: (s) => changeMsg(s, "Revoked", "x", {}, { created: "2024-01-01T00:00:00Z", updated: "2024-01-01T00:00:00.9Z" }),
      expErr: ErrInvalidDate,
    },
    {
      name: "proof created after the expiration is 121",
      setup: registered,
      msg: (s) => changeMsg(s, "Revoked", "x", {}, { created: "2025-06-01T00:00:00Z", updated: "2025-06-02T00:00:00Z" }),
      expErr: ErrInvalidDate,
    },
    {
      name: "a stored status outside the four is 122",
      setup: (s) => {
        registered(s);
        const stored = storedCredential(s, credentialId(s, vc))!;
        s.keeper.updateCredential(s.ctx, { ...stored, claim: { ...stored.claim!, currentStatus: "Unknown" } });
      },
      msg: (s) => changeMsg(s, "Revoked"),
      expErr: ErrInvalidCredentialField,
      expErrMsg: 'invalid credential status "Unknown"',
    },
    {
      name: "the hash is not re-checked and is overwritten (as hid-node)",
      setup: registered,
      msg: (s) => changeMsg(s, "Revoked", "x", { credentialHash: "Hash234" }),
      check: (s) => expect(storedCredential(s, credentialId(s, vc))!.credentialHash).toBe("Hash234"),
    },
    {
      name: "a signature without the stored record's version is refused",
      setup: registered,
      msg: (s) => registerStatusMsg(s, statusOf(s, { status: "Revoked", reason: "x" }), issuer, CHANGE_PROOF, ""),
      expErr: ErrInvalidSignature,
    },
    {
      name: "signed by another key is 107",
      setup: registered,
      msg: (s) => registerStatusMsg(s, statusOf(s, { status: "Revoked", reason: "x" }), other, CHANGE_PROOF),
      expErr: ErrInvalidSignature,
    },
  ];
  runCases(TYPE.registerCredentialStatus, cases);

  describe("every transition of the v0.1.0 table", () => {
    const STATUSES = ["Live", "Suspended", "Revoked", "Expired"];
    const ALLOWED: Record<string, string[]> = {
      Live: ["Suspended", "Revoked", "Expired"],
      Suspended: ["Live", "Revoked", "Expired"],
      Revoked: [],
      Expired: [],
    };
    const pairs = STATUSES.flatMap((from) => STATUSES.map((to) => [from, to] as const));
    it.each(pairs)("%s → %s", (from, to) => {
      const ssi = newSsi();
      registered(ssi);
      if (from !== "Live") expectOk(run(ssi, TYPE.registerCredentialStatus, changeMsg(ssi, from, "first move")));
      const outcome = run(
        ssi,
        TYPE.registerCredentialStatus,
        changeMsg(ssi, to, "second move", {}, { created: "2024-01-01T00:00:00Z", updated: "2024-01-03T00:00:00Z" }),
      );
      if (ALLOWED[from]!.includes(to)) {
        expectOk(outcome);
        expect(storedCredential(ssi, credentialId(ssi, vc))!.claim!.currentStatus).toBe(to);
      } else if (from === to) {
        expectError(outcome, ErrInvalidCredentialStatus, `credential is already ${to}`);
      } else {
        expectError(outcome, ErrInvalidCredentialStatus, `credential cannot be updated from ${from} to ${to}`);
      }
    });

    it("Suspended → Live needs no reason", () => {
      const ssi = newSsi();
      registered(ssi);
      expectOk(run(ssi, TYPE.registerCredentialStatus, changeMsg(ssi, "Suspended")));
      expectOk(run(ssi, TYPE.registerCredentialStatus, changeMsg(ssi, "Live", "", {}, { created: "2024-01-01T00:00:00Z", updated: "2024-01-03T00:00:00Z" })));
    });
  });

  it("an old status change cannot be replayed after the status moved on: Live → Suspended → Live → (replayed Live → Suspended)", () => {
    for (const legacy of [false, true]) {
      const ssi = newSsi({ legacy });
      registered(ssi);
      const suspend = changeMsg(ssi, "Suspended");
      expectOk(run(ssi, TYPE.registerCredentialStatus, suspend));
      expectOk(run(ssi, TYPE.registerCredentialStatus, changeMsg(ssi, "Live", "", {}, { created: "2024-01-01T00:00:00Z", updated: "2024-01-03T00:00:00Z" })));
      const outcome = run(ssi, TYPE.registerCredentialStatus, suspend);
      // hid-node v0.1's payload (legacy) does not bind the stored state: the replay goes through there.
      if (legacy) expectOk(outcome);
      else expectError(outcome, ErrInvalidSignature);
      expect(storedCredential(ssi, credentialId(ssi, vc))!.claim!.currentStatus).toBe(legacy ? "Suspended" : "Live");
    }
  });

  it("counts registrations only: three credentials and two changes make a count of 3", () => {
    const ssi = newSsi();
    registerDid(ssi, issuer);
    const ids = ["a", "b", "c"].map((label) => {
      const key = testKey(label);
      return responseId(run(ssi, TYPE.registerCredentialStatus, registerStatusMsg(ssi, credentialStatus(ssi, issuer, key), issuer)));
    });
    expect(ids).toEqual([0n, 1n, 2n]);
    const change = registerStatusMsg(ssi, credentialStatus(ssi, issuer, testKey("a"), { status: "Suspended", reason: "x" }), issuer, CHANGE_PROOF);
    expect(responseId(run(ssi, TYPE.registerCredentialStatus, change))).toBe(3n);
    expect(ssi.keeper.getCredentialCount(ssi.ctx)).toBe(3n);
  });
});
