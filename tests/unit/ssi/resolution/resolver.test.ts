import { resolveDid, type DidLedger, type DidStateAt } from "../../../../abci-app/src/modules/ssi/resolution/resolver";
import { DidDocumentState } from "../../../../abci-app/src/modules/ssi/types/generated/ssi/v1/did";
import { didDocument, testKey } from "../setup";

const SSI = { namespace: "devnet" };
const key = testKey("resolved");
const DID = didDocument(SSI, key).id;
const hash = (n: number) => n.toString(16).toUpperCase().padStart(64, "0");

/**
 * A ledger whose DID changes at the given heights, each change a block at 10 s a height from 2026-01-01T00:00:00Z,
 * written by the transaction hash(height); heights below `oldest` are no longer kept.
 */
function ledgerOf(changes: { height: number; deactivate?: boolean }[], latest: number, oldest = 1): DidLedger & { reads: number } {
  const time = (height: number) => new Date(Date.UTC(2026, 0, 1) + height * 10_000).toISOString().replace(".000Z", "Z");
  const ledger = {
    reads: 0,
    async stateAt(did: string, height: bigint): Promise<DidStateAt | "unavailable"> {
      ledger.reads++;
      const at = height === 0n ? latest : Number(height);
      if (at < oldest) return "unavailable";
      const written = changes.filter((change) => change.height <= at);
      if (did !== DID || written.length === 0) return { height: BigInt(at), state: undefined };
      const last = written[written.length - 1]!;
      const state = DidDocumentState.fromPartial({
        didDocument: didDocument(SSI, key, { alsoKnownAs: [`version-${last.height}`] }),
        didDocumentMetadata: {
          created: time(changes[0]!.height),
          updated: time(last.height),
          deactivated: last.deactivate === true,
          versionId: hash(last.height),
        },
      });
      return { height: BigInt(at), state };
    },
    async namespace() {
      return "devnet";
    },
    async heightOfTransaction(txHash: string) {
      const change = changes.find((c) => hash(c.height) === txHash);
      return change === undefined ? undefined : BigInt(change.height);
    },
    async prove(): Promise<never> {
      throw new Error("not asked");
    },
  };
  return ledger;
}

const at = (height: number) => new Date(Date.UTC(2026, 0, 1) + height * 10_000).toISOString().replace(".000Z", "Z");

describe("resolveDid", () => {
  const changes = [{ height: 5 }, { height: 40 }, { height: 41 }, { height: 900 }];

  test("the latest version, with its metadata and no next version", async () => {
    const result = await resolveDid(ledgerOf(changes, 1000), DID);
    expect(result).toMatchObject({ ok: true, height: 1000n, metadata: { created: at(5), updated: at(900), versionId: hash(900) } });
    if (result.ok) expect(result.metadata).not.toHaveProperty("nextVersionId");
  });

  test("versionId reads its transaction's block and names the version after it", async () => {
    const result = await resolveDid(ledgerOf(changes, 1000), DID, { versionId: hash(40).toLowerCase() });
    expect(result).toMatchObject({ ok: true, height: 40n, metadata: { versionId: hash(40), nextVersionId: hash(41), nextUpdate: at(41) } });
    if (result.ok) expect(result.state.didDocument?.alsoKnownAs).toEqual(["version-40"]);
  });

  test("versionId as a DID parameter is the same option", async () => {
    const result = await resolveDid(ledgerOf(changes, 1000), `${DID}?versionId=${hash(5)}`);
    expect(result).toMatchObject({ ok: true, height: 5n, metadata: { versionId: hash(5), nextVersionId: hash(40) } });
  });

  test("versionTime finds the last version updated at or before it, in a bounded number of reads", async () => {
    for (const [time, expected] of [
      [at(5), 5],
      [at(39), 5],
      [at(40), 40],
      [at(41), 41],
      [at(899), 41],
      [at(5000), 900],
    ] as const) {
      const ledger = ledgerOf(changes, 1000);
      const result = await resolveDid(ledger, DID, { versionTime: time });
      expect(result).toMatchObject({ ok: true, metadata: { versionId: hash(expected) } });
      expect(ledger.reads).toBeLessThanOrEqual(2 + 2 * Math.ceil(Math.log2(1000)));
    }
  });

  test("versionTime with a time zone offset: + is a plus in a DID parameter, and a form-decoded space in a request's query", async () => {
    const offset = "2026-01-01T01:06:40+01:00"; // at(40)
    expect(await resolveDid(ledgerOf(changes, 1000), `${DID}?versionTime=${offset}`)).toMatchObject({ ok: true, metadata: { versionId: hash(40) } });
    expect(await resolveDid(ledgerOf(changes, 1000), `${DID}?versionTime=${encodeURIComponent(offset)}`)).toMatchObject({
      ok: true,
      metadata: { versionId: hash(40) },
    });
    expect(await resolveDid(ledgerOf(changes, 1000), DID, { versionTime: offset.replace("+", " ") })).toMatchObject({
      ok: true,
      metadata: { versionId: hash(40) },
    });
  });

  test("versionTime before the DID existed, or in heights no longer kept, is notFound", async () => {
    expect(await resolveDid(ledgerOf(changes, 1000), DID, { versionTime: at(4) })).toMatchObject({ ok: false, error: "notFound" });
    expect(await resolveDid(ledgerOf(changes, 1000, 100), DID, { versionTime: at(39) })).toMatchObject({
      ok: false,
      error: "notFound",
      message: expect.stringContaining("that this node keeps"),
    });
  });

  test("a version written before the oldest kept height still resolves while a kept height holds it", async () => {
    const result = await resolveDid(ledgerOf(changes, 1000, 100), DID, { versionTime: at(50) });
    expect(result).toMatchObject({ ok: true, metadata: { versionId: hash(41), nextVersionId: hash(900) } });
  });

  test("a version replaced in the same block, or a transaction that did not write the DID, is notFound", async () => {
    const sameBlock = ledgerOf([{ height: 5 }, { height: 9 }], 20);
    sameBlock.heightOfTransaction = async () => 9n; // a transaction of block 9 that the block's later one replaced
    expect(await resolveDid(sameBlock, DID, { versionId: hash(1) })).toMatchObject({
      ok: false,
      error: "notFound",
      message: expect.stringContaining(`the version is ${hash(9)}`),
    });
    expect(await resolveDid(ledgerOf(changes, 1000), DID, { versionId: hash(77) })).toMatchObject({ ok: false, error: "notFound" });
  });

  test("a deactivated DID resolves with deactivated: true", async () => {
    const result = await resolveDid(ledgerOf([{ height: 3 }, { height: 8, deactivate: true }], 10), DID);
    expect(result).toMatchObject({ ok: true, metadata: { deactivated: true, versionId: hash(8) } });
  });

  test.each([
    ["not a DID", "hid:devnet:abc", "invalidDid"],
    ["a fragment", `${DID}#key-1`, "invalidDid"],
    ["a path", `${DID}/path`, "invalidDid"],
    ["a malformed did:hid", "did:hid:devnet:notbase58", "invalidDid"],
    ["another method", "did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK", "methodNotSupported"],
    ["an unknown DID", didDocument(SSI, testKey("unknown")).id, "notFound"],
    ["another namespace", DID.replace(":devnet:", ":testnet:"), "notFound"],
    ["both version options", `${DID}?versionId=${hash(5)}&versionTime=${at(5)}`, "invalidOptions"],
    ["a malformed versionTime", `${DID}?versionTime=yesterday`, "invalidOptions"],
    ["a malformed versionId", `${DID}?versionId=abc`, "invalidOptions"],
    ["an unknown DID parameter", `${DID}?service=files`, "invalidOptions"],
  ])("%s is %s", async (_label, didUrl, error) => {
    expect(await resolveDid(ledgerOf(changes, 1000), didUrl)).toMatchObject({ ok: false, error });
  });

  test("a DID parameter and a resolution option that disagree are refused", async () => {
    expect(await resolveDid(ledgerOf(changes, 1000), `${DID}?versionId=${hash(5)}`, { versionId: hash(40) })).toMatchObject({
      ok: false,
      error: "invalidOptions",
    });
  });
});
