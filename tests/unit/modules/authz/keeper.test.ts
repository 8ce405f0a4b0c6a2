import { GrantQueueItem } from "cosmjs-types/cosmos/authz/v1beta1/authz";
import { ErrNoGrantKeyFound } from "../../../../abci-app/src/modules/authz/errors";
import { AUTHZ_STORE_KEY, grantQueueKey, GRANT_QUEUE_PREFIX } from "../../../../abci-app/src/modules/authz/types/keys";
import { sortableTimeBytes } from "../../../../abci-app/src/types/time";
import { ALICE, BOB, CAROL, expectOutcome, generic, grant, msgGrant, newAuthz, T0, type Authz } from "./setup";

const SEND = "/cosmos.bank.v1beta1.MsgSend";
const CREATE_DID = "/hypersignprotocol.hidnode.ssi.MsgCreateDID";
const at = (seconds: bigint, nanos = 0) => ({ seconds, nanos });

function queue(a: Authz): { key: string; types: string[] }[] {
  const store = a.store.getKVStore(AUTHZ_STORE_KEY);
  return [...store.iterator(GRANT_QUEUE_PREFIX, Uint8Array.of(GRANT_QUEUE_PREFIX[0]! + 1))].map(([key, value]) => ({
    key: Buffer.from(key).toString("hex"),
    types: GrantQueueItem.decode(value).msgTypeUrls,
  }));
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");

describe("the grant queue and pruning", () => {
  it("sorts expirations as the SDK's sortable time text, nanoseconds included", () => {
    expect(new TextDecoder().decode(sortableTimeBytes(at(T0, 5)))).toBe("2026-01-01T00:00:00.000000005");
    expect(new TextDecoder().decode(sortableTimeBytes(at(-62_135_596_800n)))).toBe("0001-01-01T00:00:00.000000000");
    expect(hex(grantQueueKey(at(T0), ALICE, BOB))).toBe(
      `02${hex(new TextEncoder().encode("2026-01-01T00:00:00.000000000"))}14${"01".repeat(20)}14${"02".repeat(20)}`,
    );
  });

  it("queues the message types of a granter-grantee pair that expire together in one entry; no expiration, no entry", () => {
    const a = newAuthz();
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), at(T0 + 10n))));
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(CREATE_DID), at(T0 + 10n))));
    expectOutcome(grant(a, msgGrant(a, ALICE, CAROL, generic(SEND))));
    expect(queue(a)).toEqual([{ key: hex(grantQueueKey(at(T0 + 10n), ALICE, BOB)), types: [SEND, CREATE_DID] }]);
  });

  it("moves a re-granted type to its new expiration, and keeps the entry when the expiration is the same", () => {
    const a = newAuthz();
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), at(T0 + 10n))));
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), at(T0 + 10n))));
    expect(queue(a)).toEqual([{ key: hex(grantQueueKey(at(T0 + 10n), ALICE, BOB)), types: [SEND] }]);
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), at(T0 + 20n))));
    expect(queue(a)).toEqual([{ key: hex(grantQueueKey(at(T0 + 20n), ALICE, BOB)), types: [SEND] }]);
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND))));
    expect(queue(a)).toEqual([]);
  });

  it("prunes at the start of the first block whose time is past the expiration, not at the expiration itself", () => {
    const a = newAuthz();
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), at(T0 + 10n))));
    expectOutcome(grant(a, msgGrant(a, ALICE, CAROL, generic(SEND), at(T0 + 10n, 1))));
    expectOutcome(grant(a, msgGrant(a, BOB, CAROL, generic(SEND))));
    const begin = (seconds: bigint, nanos = 0) => a.modules.beginBlock(a.at(seconds, nanos));

    begin(T0 + 10n);
    expect(a.keeper.getGrant(a.ctx, ALICE, BOB, SEND)).toBeDefined();
    begin(T0 + 10n, 1);
    expect(a.keeper.getGrant(a.ctx, ALICE, BOB, SEND)).toBeUndefined();
    expect(a.keeper.getGrant(a.ctx, ALICE, CAROL, SEND)).toBeDefined();
    begin(T0 + 11n);
    expect(a.keeper.getGrant(a.ctx, ALICE, CAROL, SEND)).toBeUndefined();
    expect(queue(a)).toEqual([]);
    expect(a.keeper.getGrant(a.ctx, BOB, CAROL, SEND)).toBeDefined();
  });

  it("getAuthorization answers a grant until the block time passes its expiration", () => {
    const a = newAuthz();
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), at(T0 + 10n))));
    expect(a.keeper.getAuthorization(a.at(T0 + 10n), ALICE, BOB, SEND)?.authorization.value).toEqual({ msg: SEND });
    expect(a.keeper.getAuthorization(a.at(T0 + 10n, 1), ALICE, BOB, SEND)).toBeUndefined();
    expect(a.keeper.getAuthorization(a.ctx, ALICE, BOB, CREATE_DID)).toBeUndefined();
  });

  it("a grant whose queue entry is missing (corrupt state) cannot be revoked: ErrNoGrantKeyFound", () => {
    const a = newAuthz();
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND), at(T0 + 10n))));
    a.store.getKVStore(AUTHZ_STORE_KEY).delete(grantQueueKey(at(T0 + 10n), ALICE, BOB));
    expect(() => a.keeper.deleteGrant(a.ctx, ALICE, BOB, SEND)).toThrow(expect.objectContaining({ kind: ErrNoGrantKeyFound }));
  });

  it("iterates grants in key order: granter bytes, grantee bytes, message type", () => {
    const a = newAuthz();
    expectOutcome(grant(a, msgGrant(a, BOB, ALICE, generic(SEND))));
    expectOutcome(grant(a, msgGrant(a, ALICE, CAROL, generic(SEND))));
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(SEND))));
    expectOutcome(grant(a, msgGrant(a, ALICE, BOB, generic(CREATE_DID))));
    const seen: string[] = [];
    a.keeper.iterateGrants(
      a.ctx,
      (granter, grantee, g) => void seen.push(`${granter[0]}→${grantee[0]} ${(a.keeper.authorizations.unpack(g.authorization).value as { msg: string }).msg}`),
    );
    expect(seen).toEqual([`1→2 ${SEND}`, `1→2 ${CREATE_DID}`, `1→3 ${SEND}`, `2→1 ${SEND}`]);
  });
});
