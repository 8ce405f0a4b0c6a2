import type { Credential } from "../../../abci-app/src/modules/ssi/types/generated/ssi/v1/credential";
import { CREDENTIAL_EXPIRY_PREFIX } from "../../../abci-app/src/modules/ssi/types/keys";
import { PrefixStore } from "../../../abci-app/src/store/prefix";
import {
  credentialStatus,
  expectOk,
  newSsi,
  registerDid,
  registerStatusMsg,
  run,
  secondsOf,
  storedCredential,
  T0,
  testKey,
  TYPE,
  type Key,
  type Ssi,
} from "./setup";

const issuer = testKey("issuer");

interface Dates {
  issuanceDate: string;
  expirationDate: string;
}

function register(ssi: Ssi, key: Key, dates: Dates): string {
  const status = credentialStatus(ssi, issuer, key, dates);
  expectOk(run(ssi, TYPE.registerCredentialStatus, registerStatusMsg(ssi, status, issuer, { created: dates.issuanceDate, updated: dates.issuanceDate })));
  return status.claim!.id;
}

function change(ssi: Ssi, key: Key, dates: Dates, status: string, reason: string): void {
  const msg = registerStatusMsg(ssi, credentialStatus(ssi, issuer, key, { ...dates, status, reason }), issuer, {
    created: dates.issuanceDate,
    updated: "2024-01-01T00:00:01Z",
  });
  expectOk(run(ssi, TYPE.registerCredentialStatus, msg));
}

/** Starts a block at `seconds` + `nanos` as the app does: ssi's beginBlock first. Returns the expired ids. */
function beginBlock(ssi: Ssi, seconds: bigint, nanos = 0): string[] {
  const ctx = ssi.at(seconds, nanos);
  ssi.module.beginBlock!(ctx);
  return ctx.events
    .events()
    .filter((e) => e.type === "credential_expired")
    .map((e) => e.attributes.find((a) => a.key === "credential_id")!.value)
    .sort();
}

function indexSize(ssi: Ssi): number {
  return [...new PrefixStore(ssi.store.getKVStore("ssi"), CREDENTIAL_EXPIRY_PREFIX).iterator()].length;
}

describe("expiry at the start of every block", () => {
  const PAST: Dates = { issuanceDate: "2023-01-01T00:00:00Z", expirationDate: "2023-06-01T00:00:00Z" };
  const AT_BLOCK_2: Dates = { issuanceDate: "2024-01-01T00:00:00Z", expirationDate: "2024-01-01T00:00:10Z" };
  const FUTURE: Dates = { issuanceDate: "2024-01-01T00:00:00Z", expirationDate: "2024-01-01T00:00:20+00:00" };
  const SOON: Dates = { issuanceDate: "2024-01-01T00:00:00Z", expirationDate: "2024-01-01T00:00:05Z" };
  const BEFORE_1970: Dates = { issuanceDate: "1960-01-01T00:00:00Z", expirationDate: "1965-01-01T00:00:00-05:00" };

  const keys = {
    past: testKey("past"),
    atBlock2: testKey("at-block-2"),
    future: testKey("future"),
    suspended: testKey("suspended"),
    revoked: testKey("revoked"),
    manual: testKey("manual"),
    old: testKey("old"),
  };

  function chain(): { ssi: Ssi; ids: Record<keyof typeof keys, string> } {
    const ssi = newSsi();
    registerDid(ssi, issuer);
    const ids = {
      past: register(ssi, keys.past, PAST),
      atBlock2: register(ssi, keys.atBlock2, AT_BLOCK_2),
      future: register(ssi, keys.future, FUTURE),
      suspended: register(ssi, keys.suspended, SOON),
      revoked: register(ssi, keys.revoked, SOON),
      manual: register(ssi, keys.manual, SOON),
      old: register(ssi, keys.old, BEFORE_1970),
    };
    change(ssi, keys.suspended, SOON, "Suspended", "on hold");
    change(ssi, keys.revoked, SOON, "Revoked", "compromised");
    change(ssi, keys.manual, SOON, "Expired", "issuer says so");
    return { ssi, ids };
  }

  it("expires each credential once, at the first block whose time is after its expiration date", () => {
    const { ssi, ids } = chain();
    const block2 = T0 + 10n;
    // Block 2 at exactly AT_BLOCK_2's expiration: that one is not yet before the block time.
    expect(beginBlock(ssi, block2)).toEqual([ids.past, ids.suspended, ids.revoked, ids.old].sort());
    // Block 3, one nanosecond later.
    expect(beginBlock(ssi, block2, 1)).toEqual([ids.atBlock2]);
    // Block 4 at FUTURE's expiration: not yet; block 5 after it.
    expect(beginBlock(ssi, secondsOf("2024-01-01T00:00:20Z"))).toEqual([]);
    expect(beginBlock(ssi, T0 + 30n)).toEqual([ids.future]);
    // Nothing expires twice.
    expect(beginBlock(ssi, T0 + 40n)).toEqual([]);
    expect(indexSize(ssi)).toBe(0);

    const expired = (id: string, updated: string): Credential["claim"] & object => {
      const credential = storedCredential(ssi, id)!;
      expect(credential.proof!.updated).toBe(updated);
      return credential.claim!;
    };
    for (const id of [ids.past, ids.suspended, ids.revoked, ids.old]) {
      expect(expired(id, "2024-01-01T00:00:10Z")).toEqual({ id, currentStatus: "Expired", statusReason: "Credential Expired" });
    }
    expect(expired(ids.atBlock2, "2024-01-01T00:00:10Z")).toEqual({ id: ids.atBlock2, currentStatus: "Expired", statusReason: "Credential Expired" });
    expect(expired(ids.future, "2024-01-01T00:00:30Z")).toEqual({ id: ids.future, currentStatus: "Expired", statusReason: "Credential Expired" });
  });

  it("a credential its issuer already set to Expired is left as it is and only loses its index entry", () => {
    const { ssi, ids } = chain();
    const before = storedCredential(ssi, ids.manual);
    expect(before!.claim!.statusReason).toBe("issuer says so");
    expect(beginBlock(ssi, T0 + 10n)).not.toContain(ids.manual);
    expect(storedCredential(ssi, ids.manual)).toEqual(before);
    expect(indexSize(ssi)).toBe(2);
  });

  it("does not change other fields or the counters", () => {
    const { ssi, ids } = chain();
    const before = storedCredential(ssi, ids.past)!;
    const count = ssi.keeper.getCredentialCount(ssi.ctx);
    beginBlock(ssi, T0 + 10n);
    const after = storedCredential(ssi, ids.past)!;
    expect({ ...after, claim: before.claim, proof: before.proof }).toEqual(before);
    expect({ ...after.proof, updated: before.proof!.updated }).toEqual(before.proof);
    expect(ssi.keeper.getCredentialCount(ssi.ctx)).toBe(count);
  });

  it("names the credential and its expiration date in the block event", () => {
    const { ssi, ids } = chain();
    const ctx = ssi.at(T0 + 10n);
    ssi.module.beginBlock!(ctx);
    const event = ctx.events
      .events()
      .find((e) => e.type === "credential_expired" && e.attributes.some((a) => a.key === "credential_id" && a.value === ids.old));
    expect(event?.attributes.find((a) => a.key === "expiration_date")?.value).toBe(BEFORE_1970.expirationDate);
  });

  it("reads only what expires: the cost does not grow with the credentials that do not", () => {
    const gasFor = (futureCount: number) => {
      const ssi = newSsi();
      registerDid(ssi, issuer);
      for (let i = 0; i < 3; i++) ssi.keeper.registerCredential(ssi.ctx, credentialOf(ssi, testKey(`due-${i}`), SOON));
      for (let i = 0; i < futureCount; i++)
        ssi.keeper.registerCredential(
          ssi.ctx,
          credentialOf(ssi, testKey(`later-${i}`), { issuanceDate: SOON.issuanceDate, expirationDate: "2030-01-01T00:00:00Z" }),
        );
      const ctx = ssi.at(T0 + 10n);
      ssi.module.beginBlock!(ctx);
      expect(ctx.events.events()).toHaveLength(3);
      return ctx.gasMeter.consumed();
    };
    expect(gasFor(200)).toBe(gasFor(5));
  });
});

function credentialOf(ssi: Ssi, key: Key, dates: Dates): Credential {
  const status = credentialStatus(ssi, issuer, key, dates);
  return { ...status, proof: { type: "", created: dates.issuanceDate, updated: dates.issuanceDate, verificationMethod: "", proofPurpose: "", proofValue: "" } };
}
